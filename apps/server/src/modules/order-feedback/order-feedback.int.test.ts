import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import {
  advanceAt,
  api,
  emailMembers,
  emit,
  plusMinutes,
  switchScenario,
} from '../automations/automations-test-helpers';
import { signFeedbackToken } from './tokens';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

async function memberWithOrder(m: TMerchant, prefix: string, code: string) {
  const [memberId = 0] = await emailMembers(ctx, m.accountId, 1, prefix);
  const items = [
    { code: 'SKU-1', title: 'Keten gömlek', quantity: 1, price: 100 },
    { code: 'SKU-2', title: 'Pamuk çorap', quantity: 2, price: 20 },
  ];
  const r = await ctx.deps.db.execute<{ id: number }>(sql`insert into orders
      (account_id, member_id, order_code, status, total_count, total_price, items)
    values (${m.accountId}, ${memberId}, ${code}, 'delivered', 3, 140, ${JSON.stringify(items)}::jsonb) returning id`);
  return { memberId, orderId: Number(r.rows[0]?.id) };
}

const page = (kind: 'evaluation' | 'satisfaction', token: string, lang = 'tr') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/order-feedback/${kind}/${token}`,
    headers: { 'accept-language': lang },
  });
const submit = (kind: 'evaluation' | 'satisfaction', token: string, payload: object, lang = 'tr') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/order-feedback/${kind}/${token}`,
    headers: { 'accept-language': lang },
    payload,
  });

describe('order evaluation page', () => {
  it('opens with a signed token, refuses a forged or expired one, stores the rating once', async () => {
    const m = await createMerchant(ctx);
    const { memberId, orderId } = await memberWithOrder(m, `ev${m.accountId}`, 'EV-1');
    const target = { accountId: m.accountId, memberId, orderId };
    const token = await signFeedbackToken(ctx.deps, 'evaluation', target);

    const ok = await page('evaluation', token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      orderCode: 'EV-1',
      language: 'tr',
      products: [{ code: 'SKU-1', title: 'Keten gömlek' }, { code: 'SKU-2' }],
      submitted: null,
    });

    // Forged: another order id under the same signature; a survey token on the evaluation page.
    const forged = token.replace(`-${orderId}-`, `-${orderId + 1}-`);
    const wrongPurpose = await signFeedbackToken(ctx.deps, 'survey', target);
    for (const bad of [forged, wrongPurpose, 'abc']) {
      const res = await page('evaluation', bad, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This link is not valid. Please use the link in your message.');
    }
    const expired = await signFeedbackToken(ctx.deps, 'evaluation', target, new Date(Date.now() - 1000));
    const gone = await page('evaluation', expired, 'tr');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Bu bağlantının süresi dolmuş.');

    const bad = await submit('evaluation', token, { rating: 6, products: [] }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.messageList).toContain('A rating must be a whole number from 1 to 5.');

    const sent = await submit('evaluation', token, {
      rating: 4,
      comment: 'Hızlı kargo',
      products: [
        { code: 'SKU-1', rating: 5, comment: 'Çok güzel' },
        { code: 'SKU-2', rating: 3 },
      ],
    });
    expect(sent.statusCode).toBe(200);
    const again = await submit('evaluation', token, { rating: 1 }, 'en');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('You have already sent your answers for this order. Thank you!');
    expect((await page('evaluation', token)).json().data.submitted).toMatchObject({
      rating: 4,
      comment: 'Hızlı kargo',
    });

    // Results: the summary and the member's tab.
    const summary = await api(ctx, m, 'GET', '/order-feedback/summary?kind=evaluation');
    expect(summary.body.data).toMatchObject({
      responses: 1,
      averageRating: 4,
      products: expect.arrayContaining([{ code: 'SKU-1', title: 'Keten gömlek', average: 5, count: 1 }]),
    });
    const tab = await api(ctx, m, 'GET', `/members/${memberId}/order-feedback`);
    expect(tab.status).toBe(200);
    expect(tab.body.data[0]).toMatchObject({ kind: 'evaluation', order_code: 'EV-1', rating: 4 });
    expect(tab.body.data[0].products).toContain('Keten gömlek: 5/5 (Çok güzel)');
  });
});

describe('satisfaction survey', () => {
  it('the merchant edits the questions; the member answers once; bad answers get 422 in tr and en', async () => {
    const m = await createMerchant(ctx);
    const { memberId, orderId } = await memberWithOrder(m, `sv${m.accountId}`, 'SV-1');
    const invalid = await api(ctx, m, 'PUT', '/order-survey/questions', {
      questions: [{ kind: 'single', text: 'Teslimat?', options: ['Hızlı'] }],
    });
    expect(invalid.status).toBe(422);
    const saved = await api(ctx, m, 'PUT', '/order-survey/questions', {
      questions: [
        { kind: 'single', text: 'Teslimat nasıldı?', options: ['Hızlı', 'Yavaş'] },
        { kind: 'rating', text: 'Paketleme', required: true },
        { kind: 'text', text: 'Önerileriniz', required: false },
      ],
    });
    expect(saved.status).toBe(200);
    const [q1, q2, q3] = saved.body.data as { id: number }[];
    const token = await signFeedbackToken(ctx.deps, 'survey', { accountId: m.accountId, memberId, orderId });
    const opened = await page('satisfaction', token);
    expect(opened.json().data.questions).toHaveLength(3);

    const missing = await submit('satisfaction', token, { answers: [{ questionId: q1?.id, value: 'Hızlı' }] }, 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe('Please answer every required question.');
    const wrongOption = await submit(
      'satisfaction',
      token,
      {
        answers: [
          { questionId: q1?.id, value: 'Belki' },
          { questionId: q2?.id, value: 4 },
        ],
      },
      'tr',
    );
    expect(wrongOption.statusCode).toBe(422);
    expect(wrongOption.json().error.message).toBe('Lütfen verilen seçeneklerden birini seçin.');

    const answers = [
      { questionId: q1?.id, value: 'Hızlı' },
      { questionId: q2?.id, value: 4 },
      { questionId: q3?.id, value: 'Daha çok renk' },
    ];
    expect((await submit('satisfaction', token, { answers })).statusCode).toBe(200);
    expect((await submit('satisfaction', token, { answers })).statusCode).toBe(422);

    const summary = await api(ctx, m, 'GET', '/order-feedback/summary?kind=survey');
    expect(summary.body.data.responses).toBe(1);
    expect(summary.body.data.questions[0].counts).toEqual([
      { option: 'Hızlı', count: 1 },
      { option: 'Yavaş', count: 0 },
    ]);
    expect(summary.body.data.questions[1].average).toBe(4);
    expect(summary.body.data.questions[2].latest).toEqual(['Daha çok renk']);

    // Another account sees none of it: its own empty survey and no answers.
    const other = await createMerchant(ctx);
    expect((await api(ctx, other, 'GET', '/order-survey/questions')).body.data).toEqual([]);
    expect((await api(ctx, other, 'GET', '/order-feedback/summary?kind=survey')).body.data).toMatchObject({
      responses: 0,
      questions: [],
    });
    expect((await api(ctx, other, 'GET', `/members/${memberId}/order-feedback`)).status).toBe(404);
  });
});

describe('the order evaluation scenario', () => {
  it('sends a message whose link opens the evaluation page of the triggering order', async () => {
    const m = await createMerchant(ctx);
    const { memberId } = await memberWithOrder(m, `ps${m.accountId}`, 'PS-1');
    await switchScenario(ctx, m, 'order_evaluation');
    await emit(ctx, m.accountId, T0, [
      { memberId, name: 'order_status_changed', properties: { orderCode: 'PS-1', status: 'delivered' } },
    ]);
    await advanceAt(ctx, T0);
    await advanceAt(ctx, plusMinutes(T0, 3 * 1440 + 1));
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(`ps${m.accountId}-1@shop.test`);
    const token = /order_evaluation\/([0-9a-z-]+)/.exec(decodeURIComponent(mail.text + mail.html))?.[1];
    expect(token).toBeTruthy();
    const opened = await page('evaluation', token ?? '');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.orderCode).toBe('PS-1');
  });
});
