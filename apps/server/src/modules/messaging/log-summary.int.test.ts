import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { dayIn } from './log-summary.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type TSeed = {
  at: string;
  runId?: number;
  channel?: string;
  status?: string;
  memberId?: number | null;
  address?: string;
  facts?: ('sent' | 'delivered' | 'opened' | 'clicked' | 'bounced')[];
};

let recipient = 0;
// Writes one message as the pipeline leaves it (run_month = the UTC month of its creation).
async function seedMessage(m: TMerchant, seed: TSeed): Promise<{ id: number; runMonth: string }> {
  recipient += 1;
  const at = new Date(seed.at);
  const fact = (name: string) => (seed.facts?.includes(name as 'sent') ? at.toISOString() : null);
  const runMonth = `${at.toISOString().slice(0, 7)}-01`;
  const result = await ctx.deps.db.execute<{ id: number }>(sql`insert into messages (account_id, run_month, run_id,
      channel, source_type, member_id, recipient_key, address, status, created_at, sent_at, delivered_at, opened_at,
      clicked_at, bounced_at)
    values (${m.accountId}, ${runMonth}, ${seed.runId ?? 1}, ${seed.channel ?? 'email'}, 'direct',
      ${seed.memberId ?? null}, ${`r${recipient}`}, ${seed.address ?? `r${recipient}@mail.test`},
      ${seed.status ?? 'success'}, ${at.toISOString()}, ${fact('sent')}, ${fact('delivered')}, ${fact('opened')},
      ${fact('clicked')}, ${fact('bounced')})
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('message insert failed');
  return { id: Number(id), runMonth };
}

async function seedEvent(
  m: TMerchant,
  message: { id: number; runMonth: string },
  type: string,
  at: string,
  url?: string,
) {
  await ctx.deps.db.execute(sql`insert into message_events (account_id, occurred_at, message_id, run_month, type, url)
    values (${m.accountId}, ${at}, ${message.id}, ${message.runMonth}, ${type}, ${url ?? null})`);
}

async function get(m: TMerchant, url: string, language = 'tr') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { ...m.headers, 'accept-language': language },
  });
}

async function summary(m: TMerchant, query: string) {
  const res = await get(m, `actions/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    from: string;
    to: string;
    timezone: string;
    totals: Record<string, number>;
    days: ({ day: string } & Record<string, number>)[];
  };
}

const ALL_SENT = ['sent', 'delivered', 'opened', 'clicked'] as const;

describe('action log summary', () => {
  it('counts each outcome per day in Istanbul time, exactly at the midnight boundary', async () => {
    const m = await createMerchant(ctx);
    // Istanbul is UTC+3: 20:59:59Z is 23:59:59 on the 9th there, 21:00:00Z is midnight of the 10th.
    await seedMessage(m, { at: '2026-03-08T20:59:59Z' }); // the 8th: before the range
    await seedMessage(m, { at: '2026-03-08T21:00:00Z', facts: [...ALL_SENT] });
    await seedMessage(m, { at: '2026-03-09T20:59:59Z', facts: ['sent', 'delivered'] });
    const unsubscribed = await seedMessage(m, { at: '2026-03-09T21:00:00Z', facts: ['sent', 'opened'] });
    await seedMessage(m, { at: '2026-03-10T03:00:00Z', status: 'failed' });
    await seedMessage(m, { at: '2026-03-10T04:00:00Z', status: 'bounce', facts: ['sent', 'bounced'] });
    await seedMessage(m, { at: '2026-03-10T05:00:00Z', status: 'in_queue' });
    await seedMessage(m, { at: '2026-03-10T20:59:59Z', status: 'error' });
    await seedMessage(m, { at: '2026-03-10T21:00:00Z' }); // the 11th: after the range
    // Unsubscribed at 00:30 on the 11th in Istanbul: outside; and at 23:30 on the 10th: inside.
    await seedEvent(m, unsubscribed, 'unsubscribe', '2026-03-10T20:30:00Z');
    await seedEvent(m, unsubscribed, 'unsubscribe', '2026-03-10T21:30:00Z');

    const data = await summary(m, 'from=2026-03-09&to=2026-03-10');
    expect(data).toMatchObject({ from: '2026-03-09', to: '2026-03-10', timezone: 'Europe/Istanbul' });
    expect(data.days).toEqual([
      {
        day: '2026-03-09',
        messages: 2,
        queued: 0,
        sent: 2,
        delivered: 2,
        opened: 1,
        clicked: 1,
        failed: 0,
        bounced: 0,
        unsubscribed: 0,
      },
      {
        day: '2026-03-10',
        messages: 5,
        queued: 1,
        sent: 2,
        delivered: 0,
        opened: 1,
        clicked: 0,
        failed: 2,
        bounced: 1,
        unsubscribed: 1,
      },
    ]);
    expect(data.totals).toEqual({
      messages: 7,
      queued: 1,
      sent: 4,
      delivered: 2,
      opened: 2,
      clicked: 1,
      failed: 2,
      bounced: 1,
      unsubscribed: 1,
    });
  });

  it('counts in the account’s own time zone and fills days without messages with zeros', async () => {
    const m = await createMerchant(ctx);
    const settings = {
      frequencyCapCount: null,
      frequencyCapHours: 24,
      quietHoursStart: null,
      quietHoursEnd: null,
      timezone: 'UTC',
      defaultLanguage: 'tr',
    };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/messaging/settings',
      headers: m.headers,
      payload: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    await seedMessage(m, { at: '2026-05-31T23:30:00Z' }); // 1 June in Istanbul, 31 May in UTC
    const data = await summary(m, 'from=2026-05-30&to=2026-06-02');
    expect(data.timezone).toBe('UTC');
    expect(data.days.map((d) => [d.day, d.messages])).toEqual([
      ['2026-05-30', 0],
      ['2026-05-31', 1],
      ['2026-06-01', 0],
      ['2026-06-02', 0],
    ]);
  });

  it('keeps whole local days across a daylight-saving change', async () => {
    const m = await createMerchant(ctx);
    const settings = {
      frequencyCapCount: null,
      frequencyCapHours: 24,
      quietHoursStart: null,
      quietHoursEnd: null,
      timezone: 'Europe/Berlin',
      defaultLanguage: 'tr',
    };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/messaging/settings',
      headers: m.headers,
      payload: settings,
    });
    expect(put.statusCode, put.body).toBe(200);
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026: that day is 23 hours long.
    await seedMessage(m, { at: '2026-03-28T22:59:59Z' }); // 28th, 23:59:59 CET
    await seedMessage(m, { at: '2026-03-28T23:00:00Z' }); // 29th, 00:00 CET
    await seedMessage(m, { at: '2026-03-29T21:59:59Z' }); // 29th, 23:59:59 CEST
    await seedMessage(m, { at: '2026-03-29T22:00:00Z' }); // 30th, 00:00 CEST
    const data = await summary(m, 'from=2026-03-28&to=2026-03-30');
    expect(data.days.map((d) => [d.day, d.messages])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 2],
      ['2026-03-30', 1],
    ]);
  });

  it('applies the list’s filters: channel, status, run and member', async () => {
    const m = await createMerchant(ctx);
    const member = Number(
      (
        await ctx.deps.db.execute<{ id: number }>(
          sql`insert into members (account_id, email) values (${m.accountId}, 'f@mail.test') returning id`,
        )
      ).rows[0]?.id,
    );
    const at = '2026-04-15T09:00:00Z';
    await seedMessage(m, { at, runId: 10, channel: 'email', status: 'success', facts: ['sent'] });
    await seedMessage(m, { at, runId: 10, channel: 'email', status: 'failed', memberId: member });
    await seedMessage(m, { at, runId: 11, channel: 'sms', status: 'failed' });
    await seedMessage(m, { at, runId: 11, channel: 'sms', status: 'success', memberId: member, facts: ['sent'] });
    const range = 'from=2026-04-15&to=2026-04-15';
    expect((await summary(m, range)).totals.messages).toBe(4);
    expect((await summary(m, `${range}&channel=sms`)).totals).toMatchObject({ messages: 2, sent: 1, failed: 1 });
    expect((await summary(m, `${range}&status=failed`)).totals).toMatchObject({ messages: 2, failed: 2, sent: 0 });
    expect((await summary(m, `${range}&runId=10`)).totals).toMatchObject({ messages: 2, sent: 1 });
    expect((await summary(m, `${range}&memberId=${member}&channel=email`)).totals).toMatchObject({
      messages: 1,
      failed: 1,
    });
  });

  it('defaults to the last 30 days up to today in the account’s zone', async () => {
    const m = await createMerchant(ctx);
    await seedMessage(m, { at: new Date().toISOString(), facts: ['sent'] });
    const data = await summary(m, '');
    const today = dayIn('Europe/Istanbul');
    expect(data.to).toBe(today);
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toMatchObject({ day: today, messages: 1, sent: 1 });
    const fromOnly = await summary(m, 'from=2026-01-01');
    expect([fromOnly.from, fromOnly.to]).toEqual(['2026-01-01', '2026-01-30']);
    const toOnly = await summary(m, 'to=2026-01-30');
    expect([toOnly.from, toOnly.to]).toEqual(['2026-01-01', '2026-01-30']);
  });

  it('refuses bad ranges with 422 and a message list', async () => {
    const m = await createMerchant(ctx);
    const cases: [string, string][] = [
      ['from=2026-03-10&to=2026-03-09', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
      ['from=2025-01-01&to=2026-01-02', 'Tarih aralığı en fazla 366 gün olabilir.'],
      ['from=2026-02-30', 'Lütfen geçerli bir tarih giriniz.'],
      ['to=yesterday', 'Lütfen geçerli bir tarih giriniz.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(m, `actions/summary?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().error.messageList, query).toContain(message);
    }
    const english = await get(m, 'links/summary?from=2026-03-10&to=2026-03-09', 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().error.messageList).toContain('The end date cannot be before the start date.');
    // 366 days is the longest range allowed (a leap year).
    expect((await get(m, 'actions/summary?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
    expect((await get(m, 'actions/summary?channel=fax')).statusCode).toBe(422);
  });

  it('never counts another account’s messages, even when asked for its run', async () => {
    const a = await createMerchant(ctx);
    const b = await createMerchant(ctx);
    const at = '2026-07-01T10:00:00Z';
    await seedMessage(a, { at, runId: 500, facts: ['sent'] });
    const other = await seedMessage(b, { at, runId: 600, facts: [...ALL_SENT] });
    await seedMessage(b, { at, runId: 600 });
    await seedEvent(b, other, 'unsubscribe', at);
    await seedEvent(b, other, 'click', at, 'https://b.example.com/');
    const range = 'from=2026-07-01&to=2026-07-01';
    expect((await summary(a, range)).totals).toMatchObject({ messages: 1, sent: 1, clicked: 0, unsubscribed: 0 });
    expect((await summary(a, `${range}&runId=600`)).totals.messages).toBe(0);
    expect((await summary(b, `${range}&runId=500`)).totals.messages).toBe(0);
    const links = (await get(a, `links/summary?${range}`)).json().data;
    expect(links.totals.clicks).toBe(0);
    expect(links.topLinks).toEqual([]);
  });
});

describe('link log summary', () => {
  it('counts clicks per Istanbul day and ranks the most clicked links', async () => {
    const m = await createMerchant(ctx);
    const first = await seedMessage(m, { at: '2026-08-01T08:00:00Z', memberId: null, address: 'x@mail.test' });
    const second = await seedMessage(m, { at: '2026-08-01T08:00:00Z', address: 'y@mail.test' });
    const sms = await seedMessage(m, { at: '2026-08-01T08:00:00Z', channel: 'sms', address: '905551112233' });
    const a = 'https://shop.example.com/a';
    const b = 'https://shop.example.com/b';
    await seedEvent(m, first, 'click', '2026-08-01T20:59:00Z', a); // 1 Aug 23:59 in Istanbul
    await seedEvent(m, first, 'click', '2026-08-01T21:01:00Z', a); // 2 Aug 00:01
    await seedEvent(m, second, 'click', '2026-08-02T10:00:00Z', a);
    await seedEvent(m, second, 'click', '2026-08-02T11:00:00Z', b);
    await seedEvent(m, sms, 'click', '2026-08-02T12:00:00Z', b);
    await seedEvent(m, sms, 'open', '2026-08-02T12:00:00Z');
    await seedEvent(m, sms, 'click', '2026-08-03T21:00:00Z', b); // 4 Aug: outside

    const res = await get(m, 'links/summary?from=2026-08-01&to=2026-08-03');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.days).toEqual([
      { day: '2026-08-01', clicks: 1, messages: 1, recipients: 1 },
      { day: '2026-08-02', clicks: 4, messages: 3, recipients: 3 },
      { day: '2026-08-03', clicks: 0, messages: 0, recipients: 0 },
    ]);
    expect(data.totals).toEqual({ clicks: 5, messages: 3, recipients: 3, links: 2 });
    expect(data.topLinks).toEqual([
      { url: a, clicks: 3, messages: 2, recipients: 2, lastClick: '2026-08-02T10:00:00.000Z' },
      { url: b, clicks: 2, messages: 2, recipients: 2, lastClick: '2026-08-02T12:00:00.000Z' },
    ]);

    const email = (await get(m, 'links/summary?from=2026-08-01&to=2026-08-03&channel=email')).json().data;
    expect(email.totals).toEqual({ clicks: 4, messages: 2, recipients: 2, links: 2 });
    expect(email.topLinks.map((l: { url: string; clicks: number }) => [l.url, l.clicks])).toEqual([
      [a, 3],
      [b, 1],
    ]);
  });
});
