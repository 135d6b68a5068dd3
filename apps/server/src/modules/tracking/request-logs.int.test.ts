import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { drainIngest } from './drain.service';
import { REQUEST_LOG_COUNT_CAP } from '@ulak/shared';
import { DRAIN_MAX_ATTEMPTS } from './ingest.repository';

const SHOP = 'https://shop.example.com';
const context = { url: `${SHOP}/sepet`, referrer: '', title: '', language: 'tr', screen: '', timezone: '' };

describe('request logs and the ingest dead letter', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: m.headers });
  const send = (deviceId: string, events: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/t/v1/events',
      headers: { 'content-type': 'text/plain', origin: SHOP, 'x-forwarded-for': '203.0.113.57' },
      remoteAddress: '203.0.113.57',
      payload: JSON.stringify({ token: m.app.sdk_token, deviceId, context, events }),
    });
  const event = (type: string, extra: object = {}) => ({
    id: randomUUID(),
    type,
    ts: new Date().toISOString(),
    properties: {},
    ...extra,
  });
  // A batch the drain cannot read: it reached the queue, but its body is broken.
  const poison = () =>
    ctx.deps.db.execute(sql`
      insert into ingest_batches (account_id, application_id, body)
      values (${m.accountId}, ${m.app.id}, '{"deviceId":"poison-device","context":null,"events":[{"type":"page_view"}]}')`);

  it('lists logs with a total and shows one batch in full', async () => {
    const deviceId = randomUUID();
    const member = { customerId: 'C-77', email: 'zeynep@example.com' };
    const dup = event('page_view');
    const old = event('page_view', { ts: '2001-01-01T00:00:00Z' });
    const res = await send(deviceId, [dup, dup, old, event('identify', { properties: member, member })]);
    expect(res.json().data).toEqual({ accepted: 2 });
    await ctx.runJobs();

    const list = (await get('/events/request-logs')).json();
    expect(list.meta).toEqual({ page: 1, perPage: 20, total: 1, capped: false });
    expect(list.data[0]).toMatchObject({
      device_id: deviceId,
      url: context.url,
      ip: '203.0.113.*',
      event_count: 2,
      rejected_count: 2,
      status: 'processed',
    });
    const detail = (await get(`/events/request-logs/${list.data[0].id}`)).json().data;
    expect(detail).toMatchObject({
      application_id: m.app.id,
      ip: '203.0.113.*',
      member: { email: 'zeynep@example.com' },
      rejected_reasons: [
        { reason: 'duplicate', count: 1 },
        { reason: 'out_of_window', count: 1 },
      ],
    });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['page_view', 'identify']);
    expect(detail.payload.deviceId).toBe(deviceId);
    expect((await get('/events/request-logs/999999')).statusCode).toBe(404);
  });

  it('moves a batch that always fails to the dead letter while later batches drain', async () => {
    await poison();
    const good = randomUUID();
    expect((await send(good, [event('page_view')])).statusCode).toBe(202);
    await ctx.runJobs();
    const events = await ctx.deps.db.execute(sql`
      select e.id from events e join devices d on d.id = e.device_id where d.device_id = ${good}`);
    expect(events.rows).toHaveLength(1);
    const waiting = await ctx.deps.db.execute<{ attempts: number; last_error: string }>(
      sql`select attempts, last_error from ingest_batches`,
    );
    expect(waiting.rows).toEqual([{ attempts: 1, last_error: expect.any(String) }]);

    for (let i = 1; i < DRAIN_MAX_ATTEMPTS; i++) {
      await ctx.deps.db.execute(sql`update ingest_batches set retry_at = now()`);
      expect((await send(randomUUID(), [event('page_view')])).statusCode).toBe(202);
      await drainIngest(ctx.deps);
    }
    expect((await ctx.deps.db.execute(sql`select id from ingest_batches`)).rows).toEqual([]);
    const failed = (await get('/events/request-logs?status=failed')).json();
    expect(failed.meta.total).toBe(1);
    expect(failed.data[0]).toMatchObject({
      device_id: 'poison-device',
      status: 'failed',
      attempts: DRAIN_MAX_ATTEMPTS,
      error: expect.stringMatching(/.+/),
    });
    expect((await get('/events/request-logs?status=processed')).json().meta.total).toBe(1 + DRAIN_MAX_ATTEMPTS);

    // Retry puts it back in the queue with a clean slate (here it fails again, once).
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/events/request-logs/${failed.data[0].id}/retry`,
      headers: m.headers,
    });
    expect(retry.statusCode, retry.body).toBe(202);
    expect((await get('/events/request-logs?status=failed')).json().meta.total).toBe(0);
    await ctx.runJobs();
    const queued = await ctx.deps.db.execute<{ attempts: number }>(sql`select attempts from ingest_batches`);
    expect(queued.rows).toEqual([{ attempts: 1 }]);
    const processed = (await get('/events/request-logs?status=processed')).json().data[0];
    const notFailed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/events/request-logs/${processed.id}/retry`,
      headers: m.headers,
    });
    expect(notFailed.statusCode).toBe(422);
  });

  it('counts up to the cap, says so, and serves no page past it', async () => {
    const big = await createMerchant(ctx);
    await ctx.deps.db.execute(sql`
      insert into request_logs (account_id, application_id, event_count, received_at, body)
      select ${big.accountId}, ${big.app.id}, 1, now(), '{"events":[]}'::jsonb from generate_series(1, ${REQUEST_LOG_COUNT_CAP + 5})`);
    const page = (query: string) =>
      ctx.app
        .inject({ method: 'GET', url: `/api/v1/events/request-logs?${query}`, headers: big.headers })
        .then((r) => r.json());
    const last = await page(`perPage=100&page=${REQUEST_LOG_COUNT_CAP / 100}`);
    expect(last.meta).toEqual({
      page: REQUEST_LOG_COUNT_CAP / 100,
      perPage: 100,
      total: REQUEST_LOG_COUNT_CAP,
      capped: true,
    });
    expect(last.data).toHaveLength(100);
    const past = await page(`perPage=100&page=${REQUEST_LOG_COUNT_CAP / 100 + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: REQUEST_LOG_COUNT_CAP, capped: true });
    expect((await page('perPage=100&page=1000000')).data).toEqual([]);
  });
});
