import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import {
  advanceAt,
  api,
  emailMembers,
  emit,
  enrollmentStates,
  plusMinutes,
  runJobsUntil,
} from './automations-test-helpers';

// Steps on a fixed clock: the outgoing webhook against a local receiver (private addresses allowed for
// this file) and the egress guard refusing a private address when they are not; waits until a date of
// the member or the trigger in the account's time zone; a unique coupon per member in a send.
type THit = { headers: http.IncomingHttpHeaders; body: string };
let ctx: TestContext;
let receiver: http.Server;
let receiverUrl: string;
const hits: THit[] = [];
// Answers to give, in order (then 200).
const answers: number[] = [];

beforeAll(async () => {
  ctx = await createSinkEmailContext({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/ulak`;
});
// A fresh account is on the free plan: its automations trial is started, as a merchant would.
async function automationsMerchant(): Promise<TMerchant> {
  const merchant = await createMerchant(ctx);
  await startFeatureTrial(ctx, merchant, 'automations');
  return merchant;
}
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await ctx.close();
});

const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);

async function liveWorkflow(m: TMerchant, graph: TWorkflowGraphDraft): Promise<number> {
  const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Akış', graph })).body.data.id as number;
  const on = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  return id;
}

const webhookRows = async (workflowId: number) =>
  (
    await ctx.deps.db.execute<{ status: string; attempts: number; last_status: number | null }>(
      sql`select status, attempts, last_status from journey_webhooks where workflow_id = ${workflowId} order by id`,
    )
  ).rows;

describe('webhook step', () => {
  it('POSTs signed member and trigger facts once per journey and node, retrying a failed answer', async () => {
    const m = await automationsMerchant();
    const [member] = await emailMembers(ctx, m.accountId, 1, `hook${m.accountId}`);
    const id = await liveWorkflow(m, {
      trigger: { kind: 'event', event: 'purchase', keyProperty: 'orderCode' },
      entry: { mode: 'again_after', days: 0 },
      start: 'hook',
      nodes: [{ id: 'hook', type: 'webhook', url: receiverUrl, next: null }],
    });
    const secret = (await api(ctx, m, 'GET', `/workflows/${id}/webhook-secret`)).body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);

    hits.length = 0;
    answers.push(503);
    await emit(ctx, m.accountId, T0, [
      { memberId: member ?? 0, name: 'purchase', properties: { orderCode: 'W-1', totalPrice: 420 } },
    ]);
    await advanceAt(ctx, T0);
    // The step is replayed (as after a crash): the same (journey, node) row, no second call.
    await ctx.deps.db
      .execute(sql`update journey_enrollments set status = 'active', node_id = 'hook', wake_at = ${T0.toISOString()}::timestamptz
      where workflow_id = ${id}`);
    await advanceAt(ctx, T0);
    await runJobsUntil(ctx, async () => (await webhookRows(id))[0]?.status === 'delivered');

    expect(await webhookRows(id)).toEqual([{ status: 'delivered', attempts: 2, last_status: 200 }]);
    expect(hits).toHaveLength(2);
    const [first, second] = hits;
    const enrollment = (await enrollmentStates(ctx, m.accountId, id))[0];
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toBe(first?.body);
    const hit = second as THit;
    const timestamp = String(hit.headers['x-ulak-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${hit.body}`).digest('hex');
    expect(hit.headers['x-ulak-signature']).toBe(`sha256=${expected}`);
    expect(hit.headers['content-type']).toBe('application/json');
    const body = JSON.parse(hit.body);
    expect(body).toMatchObject({
      type: 'journey.webhook',
      nodeId: 'hook',
      workflow: { id },
      member: { id: member, email: `hook${m.accountId}-1@shop.test`, name: 'Ayşe' },
      trigger: { orderCode: 'W-1', totalPrice: 420 },
    });
    expect(hit.headers['idempotency-key']).toBe(`${body.journeyId}:hook`);
    expect(enrollment?.status).toBe('completed');

    // The node counters show the delivered call.
    const report = await api(ctx, m, 'GET', `/workflows/${id}/report`);
    expect(report.body.data.nodes).toEqual([expect.objectContaining({ nodeId: 'hook', sent: 1, failed: 0 })]);

    // A refusal (4xx) is final: failed on the first answer, counted as failed.
    answers.push(410);
    await emit(ctx, m.accountId, T0, [{ memberId: member ?? 0, name: 'purchase', properties: { orderCode: 'W-2' } }]);
    await advanceAt(ctx, T0);
    await runJobsUntil(ctx, async () => (await webhookRows(id))[1]?.status === 'failed');
    expect((await webhookRows(id))[1]).toEqual({ status: 'failed', attempts: 1, last_status: 410 });
    const after = await api(ctx, m, 'GET', `/workflows/${id}/report`);
    expect(after.body.data.nodes).toEqual([expect.objectContaining({ nodeId: 'hook', sent: 1, failed: 1 })]);

    // A new secret signs from now on.
    const rotated = await api(ctx, m, 'POST', `/workflows/${id}/webhook-secret`);
    expect(rotated.body.data.secret).not.toBe(secret);
  });

  it('names the node of a webhook with no address, and refuses a private address unless allowed', async () => {
    const m = await automationsMerchant();
    const graph = (url: string): TWorkflowGraphDraft => ({
      trigger: { kind: 'event', event: 'signup' },
      start: 'notify',
      nodes: [{ id: 'notify', type: 'webhook', url, next: null }],
    });
    const missing = (await api(ctx, m, 'POST', '/workflows', { name: 'Boş', graph: graph('') })).body.data.id;
    const res = await api(ctx, m, 'POST', `/workflows/${missing}/status`, { status: 'active' });
    expect(res.status).toBe(422);
    expect(res.body.error.messageList).toEqual(['Node notify: enter an http(s) address for the webhook.']);

    const config = ctx.deps.config as { egressAllowPrivate: boolean };
    config.egressAllowPrivate = false;
    try {
      const local = (await api(ctx, m, 'POST', '/workflows', { name: 'Yerel', graph: graph(receiverUrl) })).body.data
        .id;
      for (const [lang, text] of [
        ['en', 'Node notify: the webhook address is not reachable from the internet (private or reserved address).'],
        ['tr', 'notify adımı: webhook adresine internetten ulaşılamıyor (özel veya ayrılmış adres).'],
      ] as const) {
        const refused = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/workflows/${local}/status`,
          headers: { ...m.headers, 'accept-language': lang },
          payload: { status: 'active' },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error.fields['nodes.notify']).toEqual([text]);
      }
    } finally {
      config.egressAllowPrivate = true;
    }
  });
});

describe('wait until a date', () => {
  it("waits until 3 days before the trigger's expiry date, at 10:00 in the account's time zone", async () => {
    const m = await automationsMerchant();
    const [member] = await emailMembers(ctx, m.accountId, 1, `date${m.accountId}`);
    const expires = new Date(T0.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    const id = await liveWorkflow(m, {
      trigger: { kind: 'event', event: 'custom:voucher_given' },
      start: 'before',
      nodes: [
        {
          id: 'before',
          type: 'wait',
          mode: 'date',
          dateSource: 'trigger',
          dateField: 'expiresOn',
          offsetDays: -3,
          hour: 10,
          minute: 0,
          next: 'tag',
        },
        { id: 'tag', type: 'update_member', tags: [{ name: 'voucher_reminded', value: 'yes' }], next: null },
      ],
    });
    await emit(ctx, m.accountId, T0, [
      { memberId: member ?? 0, name: 'custom:voucher_given', properties: { expiresOn: expires } },
    ]);
    await advanceAt(ctx, T0);
    const wake = await ctx.deps.db.execute<{ wake_at: Date }>(
      sql`select wake_at from journey_enrollments where workflow_id = ${id}`,
    );
    // Istanbul is UTC+3: 10:00 local is 07:00 UTC, seven days from now's date.
    const [y, mo, d] = expires.split('-').map(Number);
    const due = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, (d ?? 1) - 3, 7, 0));
    expect(new Date(wake.rows[0]?.wake_at ?? 0).toISOString()).toBe(due.toISOString());
    await advanceAt(ctx, plusMinutes(due, -1));
    expect((await enrollmentStates(ctx, m.accountId, id))[0]?.status).toBe('waiting');
    await advanceAt(ctx, due);
    expect((await enrollmentStates(ctx, m.accountId, id))[0]?.status).toBe('completed');
  });

  it("waits until the member's next birthday; a member with no birth date goes on at once", async () => {
    const m = await automationsMerchant();
    const [withDate] = await emailMembers(ctx, m.accountId, 1, `bd${m.accountId}`, { birthDate: '1990-02-14' });
    const [without] = await emailMembers(ctx, m.accountId, 1, `nobd${m.accountId}`);
    const id = await liveWorkflow(m, {
      trigger: { kind: 'event', event: 'signup' },
      start: 'birthday',
      nodes: [
        {
          id: 'birthday',
          type: 'wait',
          mode: 'date',
          dateSource: 'member',
          dateField: 'birth_date',
          yearly: true,
          hour: 9,
          minute: 30,
          next: null,
        },
      ],
    });
    await emit(ctx, m.accountId, T0, [
      { memberId: withDate ?? 0, name: 'signup' },
      { memberId: without ?? 0, name: 'signup' },
    ]);
    await advanceAt(ctx, T0);
    const rows = await ctx.deps.db.execute<{ member_id: number; status: string; wake_at: Date | null }>(
      sql`select member_id, status, wake_at from journey_enrollments where workflow_id = ${id} order by member_id`,
    );
    const year = T0.getUTCFullYear();
    const thisYear = new Date(Date.UTC(year, 1, 14, 6, 30));
    const next = thisYear > T0 ? thisYear : new Date(Date.UTC(year + 1, 1, 14, 6, 30));
    expect(rows.rows.map((r) => [Number(r.member_id), r.status])).toEqual([
      [withDate, 'waiting'],
      [without, 'completed'],
    ]);
    expect(new Date(rows.rows[0]?.wake_at ?? 0).toISOString()).toBe(next.toISOString());
  });

  it('names the node of a date wait with no date chosen', async () => {
    const m = await automationsMerchant();
    const id = (
      await api(ctx, m, 'POST', '/workflows', {
        name: 'Tarih',
        graph: {
          trigger: { kind: 'event', event: 'signup' },
          start: 'w',
          nodes: [{ id: 'w', type: 'wait', mode: 'date', next: null }],
        },
      })
    ).body.data.id;
    const res = await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' });
    expect(res.status).toBe(422);
    expect(res.body.error.messageList).toEqual(['Node w: choose the date to wait for.']);
  });
});

describe('unique coupon per send', () => {
  it("gives each member their own code of the campaign's pool in the message, {{ coupon_code }}", async () => {
    const m = await automationsMerchant();
    const [first, second] = await emailMembers(ctx, m.accountId, 2, `cpn${m.accountId}`);
    const campaignId = (await api(ctx, m, 'POST', '/campaigns', { name: 'Hoş geldin kuponu' })).body.data.id as number;
    const graph = (couponCampaignId: number): TWorkflowGraphDraft => ({
      trigger: { kind: 'event', event: 'signup' },
      start: 'gift',
      nodes: [
        {
          id: 'gift',
          type: 'send',
          channels: ['email'],
          couponCampaignId,
          contents: {
            email: {
              defaultLanguage: 'tr',
              languages: { tr: { subject: 'Kuponunuz', html: '<p>Kodunuz: {{ coupon_code }}</p>' } },
            },
          },
          next: null,
        },
      ],
    });
    // An empty pool is refused at activation, naming the node.
    const empty = (await api(ctx, m, 'POST', '/workflows', { name: 'Kupon', graph: graph(campaignId) })).body.data.id;
    const refused = await api(ctx, m, 'POST', `/workflows/${empty}/status`, { status: 'active' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['nodes.gift']).toEqual([
      'Node gift: the coupon campaign has no coupons (generate or upload codes first).',
    ]);

    await ctx.deps.db.execute(sql`insert into coupons (account_id, campaign_id, code, discount, discount_type)
      values (${m.accountId}, ${campaignId}, 'HOS-AAA', 10, 'percent'), (${m.accountId}, ${campaignId}, 'HOS-BBB', 10, 'percent')`);
    const id = await liveWorkflow(m, graph(campaignId));
    await emit(ctx, m.accountId, T0, [
      { memberId: first ?? 0, name: 'signup' },
      { memberId: second ?? 0, name: 'signup' },
    ]);
    await advanceAt(ctx, T0);
    const codes = [
      (await ctx.mail.waitFor(`cpn${m.accountId}-1@shop.test`)).html,
      (await ctx.mail.waitFor(`cpn${m.accountId}-2@shop.test`)).html,
    ].map((html) => /Kodunuz: (HOS-\w+)/.exec(String(html))?.[1]);
    expect(new Set(codes)).toEqual(new Set(['HOS-AAA', 'HOS-BBB']));
    const held = await ctx.deps.db.execute<{ member_id: number; code: string }>(
      sql`select member_id, code from coupons where campaign_id = ${campaignId} order by code`,
    );
    expect(held.rows.map((r) => Number(r.member_id)).sort()).toEqual([first, second].sort());
    expect(id).toBeGreaterThan(0);
  });
});

describe('A/B split with an automatic winner', () => {
  it('splits the sample by percentages, then sends everyone after down the branch that converted best', async () => {
    const m = await automationsMerchant();
    const id = await liveWorkflow(m, {
      trigger: { kind: 'event', event: 'signup' },
      start: 'split',
      nodes: [
        {
          id: 'split',
          type: 'ab',
          branches: [
            { percent: 50, next: 'a' },
            { percent: 50, next: 'b' },
          ],
          winner: { metric: 'conversion_rate', sampleSize: 40, decideAfterHours: 1 },
        },
        { id: 'a', type: 'update_member', tags: [{ name: 'variant', value: 'a' }], next: null },
        { id: 'b', type: 'update_member', tags: [{ name: 'variant', value: 'b' }], next: null },
      ],
    });
    const branches = async () =>
      (
        await ctx.deps.db.execute<{
          branch: string;
          n: number;
        }>(sql`select branch, count(*)::int as n from journey_events
          where workflow_id = ${id} and node_id = 'split' group by branch order by branch`)
      ).rows;
    const enter = async (count: number, prefix: string, at: Date) => {
      const ids = await emailMembers(ctx, m.accountId, count, `${prefix}${m.accountId}`);
      await emit(
        ctx,
        m.accountId,
        at,
        ids.map((memberId) => ({ memberId, name: 'signup' })),
      );
      await advanceAt(ctx, at);
    };
    await enter(40, 'sample', T0);
    const sample = await branches();
    expect(sample.map((b) => b.branch)).toEqual(['1', '2']);
    expect(sample.reduce((n, b) => n + b.n, 0)).toBe(40);
    // Branch 2's members convert.
    await ctx.deps.db.execute(sql`update journey_enrollments set converted_at = now() where id in
      (select enrollment_id from journey_events where workflow_id = ${id} and node_id = 'split' and branch = '2')`);
    // Within the decision delay: still by percentages.
    await enter(20, 'early', plusMinutes(T0, 30));
    const early = await branches();
    expect(early.find((b) => b.branch === '1')?.n).toBeGreaterThan(sample.find((b) => b.branch === '1')?.n ?? 0);
    // After it: everyone goes to branch 2.
    const before = early.find((b) => b.branch === '1')?.n;
    await enter(30, 'after', plusMinutes(T0, 120));
    const after = await branches();
    expect(after.find((b) => b.branch === '1')?.n).toBe(before);
    expect(after.reduce((n, b) => n + b.n, 0)).toBe(90);
  });
});
