import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';

type TEvent = { id?: string; type: string; name?: string; ts?: string; properties?: object; member?: object };

const SHOP = 'https://shop.example.com';
const context = {
  url: `${SHOP}/p/1`,
  referrer: '',
  title: 'Ürün',
  language: 'tr-TR',
  screen: '1920x1080',
  timezone: 'Europe/Istanbul',
};

describe('tracking ingest', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  const batch = (deviceId: string, events: TEvent[], token = m.app.sdk_token) => ({
    token,
    deviceId,
    sentAt: new Date().toISOString(),
    context,
    events: events.map((e) => ({ id: randomUUID(), ts: new Date().toISOString(), properties: {}, ...e })),
  });
  const send = (body: unknown, origin = SHOP, raw?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/t/v1/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) },
      payload: raw ?? JSON.stringify(body),
    });
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => (await ctx.deps.db.execute(query)).rows as T[];

  it('accepts a batch with 202 and CORS *, persists it once the worker drains', async () => {
    const deviceId = randomUUID();
    const body = batch(deviceId, [
      { type: 'page_view', properties: { url: context.url } },
      { type: 'product_view', properties: { code: 'SKU-1', title: 'Kırmızı Elbise', price: 899.9, currency: 'TL' } },
      { type: 'custom', name: 'newsletter_open', properties: { source: 'footer' } },
    ]);
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: 3 } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await ctx.runJobs();

    const events = await rows<{ code: string; name: string; category: string }>(
      sql`select code, name, category from events where account_id = ${m.accountId} order by id`,
    );
    expect(events).toEqual([
      { code: 'page_view', name: 'page_view', category: 'page' },
      { code: 'product_view', name: 'product_view', category: 'product' },
      { code: 'custom', name: 'newsletter_open', category: 'custom' },
    ]);
    const [product] = await rows<{ title: string; price: number; currency: string }>(
      sql`select title, price::float as price, currency from products where account_id = ${m.accountId} and code = 'SKU-1'`,
    );
    expect(product).toEqual({ title: 'Kırmızı Elbise', price: 899.9, currency: 'TRY' });
    const [device] = await rows<{ n: number }>(
      sql`select count(*)::int as n from devices where account_id = ${m.accountId} and device_id = ${deviceId}`,
    );
    expect(device?.n).toBe(1);
    const logs = await rows<{ event_count: number }>(
      sql`select event_count from request_logs where account_id = ${m.accountId}`,
    );
    expect(logs).toEqual([{ event_count: 3 }]);
    expect((await rows(sql`select id from ingest_batches`)).length).toBe(0);

    // At-least-once delivery: the same batch again, and a batch repeating an id, add nothing.
    expect((await send(body)).statusCode).toBe(202);
    const first = body.events[0] as TEvent;
    expect((await send({ ...body, events: [first, first] })).json().data.accepted).toBe(1);
    await ctx.runJobs();
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from events where account_id = ${m.accountId}`,
    );
    expect(count?.n).toBe(3);
  });

  it('refuses unknown tokens, foreign origins, oversize and malformed bodies', async () => {
    const ok = batch(randomUUID(), [{ type: 'page_view' }]);
    const wrong = await send({ ...ok, token: 'ulk_not-a-real-token-123' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['access-control-allow-origin']).toBe('*');
    expect((await send(ok, 'https://evil.example')).statusCode).toBe(403);
    expect((await send(ok, 'https://shop.example.com.evil.example')).statusCode).toBe(403);
    expect((await send(ok, '')).statusCode).toBe(403);
    expect((await send(ok, 'https://www.shop.example.com')).statusCode).toBe(202);

    const big = batch(randomUUID(), [{ type: 'custom', name: 'x', properties: { blob: 'a'.repeat(70_000) } }]);
    expect((await send(big)).statusCode).toBe(413);
    expect((await send(null, SHOP, '{"token":')).statusCode).toBe(400);
    expect(
      (await send({ ...ok, events: [{ id: 'x', type: 'page_view', ts: 'now', properties: {} }] })).statusCode,
    ).toBe(400);

    // Too deep or too many keys: the event is dropped, the rest of the batch is kept.
    const deep = batch(randomUUID(), [
      { type: 'custom', name: 'deep', properties: { a: { b: { c: { d: 1 } } } } },
      {
        type: 'custom',
        name: 'wide',
        properties: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i])),
      },
      { type: 'page_view' },
    ]);
    expect((await send(deep)).json().data.accepted).toBe(1);
  });

  it('merges the anonymous device history into the member on identify', async () => {
    const shop = await createMerchant(ctx);
    const deviceId = randomUUID();
    const anon = batch(
      deviceId,
      [{ type: 'page_view' }, { type: 'search', properties: { q: 'elbise' } }],
      shop.app.sdk_token,
    );
    expect((await send(anon)).statusCode).toBe(202);
    await ctx.runJobs();
    const member = { customerId: 'C-77', email: 'elif@example.com' };
    const identified = batch(
      deviceId,
      [
        {
          type: 'identify',
          properties: {
            ...member,
            name: 'Elif',
            surname: 'Şahin',
            gender: 'female',
            permissions: { email: true, sms: false },
          },
          member,
        },
        { type: 'add_favorite', properties: { code: 'SKU-9' }, member },
      ],
      shop.app.sdk_token,
    );
    expect((await send(identified)).statusCode).toBe(202);
    await ctx.runJobs();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/members?search=elif', headers: shop.headers });
    const [found] = list.json().data;
    expect(found).toMatchObject({
      name: 'Elif',
      surname: 'Şahin',
      source: 'site',
      customerId: 'C-77',
      email_active: true,
    });
    const events = await rows<{ code: string; member_id: number | null }>(
      sql`select code, member_id from events where account_id = ${shop.accountId} order by occurred_at, id`,
    );
    expect(events.map((e) => e.code)).toEqual(['page_view', 'search', 'identify', 'add_favorite']);
    expect(events.every((e) => e.member_id === found.id)).toBe(true);
    const [device] = await rows<{ member_id: number }>(
      sql`select member_id from devices where account_id = ${shop.accountId}`,
    );
    expect(device?.member_id).toBe(found.id);

    // The same person identifying again (email only) is the same member.
    const again = batch(
      randomUUID(),
      [{ type: 'login', properties: { email: 'elif@example.com' }, member: { email: 'elif@example.com' } }],
      shop.app.sdk_token,
    );
    await send(again);
    await ctx.runJobs();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/members', headers: shop.headers })).json().meta.total,
    ).toBe(1);
  });

  it('creates the order on purchase and empties the cart', async () => {
    const shop = await createMerchant(ctx);
    const deviceId = randomUUID();
    const items = [{ code: 'SKU-1', price: 450, quantity: 2 }];
    await send(
      batch(
        deviceId,
        [{ type: 'cart_update', properties: { items, totalPrice: 900, totalCount: 2, currency: 'TRY' } }],
        shop.app.sdk_token,
      ),
    );
    await ctx.runJobs();
    const carts = await rows<{ total_price: number }>(
      sql`select total_price::float from carts where account_id = ${shop.accountId}`,
    );
    expect(carts).toEqual([{ total_price: 900 }]);

    const purchase = {
      orderCode: 'SP-1001',
      totalPrice: 900,
      totalCount: 2,
      currency: 'TRY',
      items,
      couponCode: 'HOS10',
    };
    await send(batch(deviceId, [{ type: 'purchase', properties: purchase }], shop.app.sdk_token));
    await send(batch(deviceId, [{ type: 'purchase', properties: { ...purchase, totalPrice: 1 } }], shop.app.sdk_token));
    await ctx.runJobs();
    const orders = await rows<{ order_code: string; total_price: number; coupon_code: string }>(
      sql`select order_code, total_price::float, coupon_code from orders where account_id = ${shop.accountId}`,
    );
    expect(orders).toEqual([{ order_code: 'SP-1001', total_price: 900, coupon_code: 'HOS10' }]);
    expect(await rows(sql`select id from carts where account_id = ${shop.accountId}`)).toEqual([]);
  });

  it('keeps devices past the package limit as passive', async () => {
    const shop = await createMerchant(ctx);
    await ctx.deps.db.execute(sql`
      insert into devices (account_id, application_id, device_id)
      select ${shop.accountId}, ${shop.app.id}, 'seeded-' || g from generate_series(1, 1000) g`);
    const deviceId = randomUUID();
    expect((await send(batch(deviceId, [{ type: 'page_view' }], shop.app.sdk_token))).statusCode).toBe(202);
    await ctx.runJobs();
    const [device] = await rows<{ passive: boolean }>(
      sql`select passive from devices where account_id = ${shop.accountId} and device_id = ${deviceId}`,
    );
    expect(device?.passive).toBe(true);
    const passive = await ctx.app.inject({ method: 'GET', url: '/api/v1/devices?perPage=1', headers: shop.headers });
    expect(passive.json().data[0]).toMatchObject({ device_id: deviceId, passive: true });
  });

  it('rate-limits per client address with 429 and Retry-After', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2' } });
    try {
      const shop = await createMerchant(limited);
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/t/v1/events',
          headers: { 'content-type': 'text/plain', origin: SHOP },
          payload: JSON.stringify(batch(randomUUID(), [{ type: 'page_view' }], shop.app.sdk_token)),
        });
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await limited.close();
    }
  });

  // The drain maps each stored event to its row in SQL: category, name, url, properties, order of ids,
  // and the member: the one the event names, else its device's, which a batch naming a member links first.
  it('stores every event of a batch with its member and mapped fields, in the order sent', async () => {
    const shop = await createMerchant(ctx);
    const deviceId = randomUUID();
    const first = batch(
      deviceId,
      [{ type: 'identify', properties: { customerId: 'C-1', email: 'bir@example.com' } }],
      shop.app.sdk_token,
    );
    expect((await send(first)).statusCode).toBe(202);
    await ctx.runJobs();
    const second = batch(
      deviceId,
      [
        { type: 'page_view', properties: { url: context.url } },
        { type: 'custom', name: 'quiz_done', properties: { score: 7, tags: ['a'] } },
        { type: 'custom' },
        { type: 'search', properties: { q: 'elbise' }, member: { customerId: 'C-2', email: 'iki@example.com' } },
        { type: 'add_to_cart', properties: { code: 'SKU-3' } },
      ],
      shop.app.sdk_token,
    );
    expect((await send(second)).statusCode).toBe(202);
    await ctx.runJobs();
    const members = new Map(
      (
        await rows<{ id: number; customer_id: string }>(
          sql`select id, customer_id from members where account_id = ${shop.accountId}`,
        )
      ).map((r) => [r.customer_id, r.id]),
    );
    const stored = await rows<Record<string, unknown>>(
      sql`select uid::text, code, name, category, url, parameters, member_id, application_id from events
          where account_id = ${shop.accountId} order by id`,
    );
    expect(stored).toEqual(
      [...first.events, ...second.events].map((e) => ({
        uid: e.id,
        code: e.type,
        name: e.type === 'custom' ? (e.name ?? 'custom') : e.type,
        category: { identify: 'member', page_view: 'page', custom: 'custom', search: 'search', add_to_cart: 'cart' }[
          e.type
        ],
        url: context.url,
        parameters: e.properties,
        member_id: members.get(e.type === 'identify' ? 'C-1' : 'C-2'),
        application_id: shop.app.id,
      })),
    );
  });

  // events.account_id has no foreign key (its row-by-row check was the drain's largest cost): a trigger
  // on accounts keeps the cascade.
  it("deletes an account's events with the account, and only its events", async () => {
    const gone = await createMerchant(ctx);
    const count = async (accountId: number) =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from events where account_id = ${accountId}`))[0]?.n;
    expect(
      (await send(batch(randomUUID(), [{ type: 'page_view' }, { type: 'search' }], gone.app.sdk_token))).statusCode,
    ).toBe(202);
    expect((await send(batch(randomUUID(), [{ type: 'page_view' }]))).statusCode).toBe(202);
    await ctx.runJobs();
    const kept = await count(m.accountId);
    expect(await count(gone.accountId)).toBe(2);
    await ctx.deps.db.execute(sql`delete from accounts where id = ${gone.accountId}`);
    expect(await count(gone.accountId)).toBe(0);
    expect(await count(m.accountId)).toBe(kept);
    const [fk] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and (conrelid = 'events'::regclass
          or conrelid in (select inhrelid from pg_inherits where inhparent = 'events'::regclass))`,
    );
    expect(fk?.n).toBe(0);
  });
});
