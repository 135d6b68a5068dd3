import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { advanceAt, emailMembers, mailsTo, sendsPerMember, switchScenario } from './automations-test-helpers';

// The price and stock alarms end to end: products arrive through the public API, members view and
// favourite them through the SDK, a price drop or a restock in a later product upsert starts the
// presets for exactly the members who watch the product.
let ctx: TestContext;
let m: TMerchant;
let key: string;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
  m = await createMerchant(ctx);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/api-keys',
    headers: m.headers,
    payload: { name: 'Katalog' },
  });
  expect(created.statusCode).toBe(201);
  key = created.json().data.key;
});
afterAll(async () => ctx.close());

const putProducts = async (products: object[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/public/products',
    headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' },
    payload: { products },
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.runJobs();
  await advanceAt(ctx, new Date());
};

// One SDK batch from a shop page: each event names its member by email.
const track = async (events: { type: string; email: string; properties: object }[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/t/v1/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example.com' },
    payload: JSON.stringify({
      token: m.app.sdk_token,
      deviceId: randomUUID(),
      sentAt: new Date().toISOString(),
      context: { url: 'https://shop.example.com/p', referrer: '', title: 'Ürün', language: 'tr-TR' },
      events: events.map((e) => ({
        id: randomUUID(),
        ts: new Date().toISOString(),
        type: e.type,
        properties: e.properties,
        member: { email: e.email },
      })),
    }),
  });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.runJobs();
};

const history = async (code: string) =>
  (
    await ctx.deps.db.execute<{ price: string | null; stock: number | null }>(sql`
      select h.price, h.stock from product_history h join products p on p.id = h.product_id
      where p.account_id = ${m.accountId} and p.code = ${code} order by h.id`)
  ).rows;

describe('catalogue alarms', () => {
  it('a price drop of at least the set percentage reaches the viewer once; a restock reaches the favouriter', async () => {
    const [viewer, fan, fickle, stranger] = await emailMembers(ctx, m.accountId, 4, `cat${m.accountId}`);
    const email = (n: number) => `cat${m.accountId}-${n}@shop.test`;
    const price = (await switchScenario(ctx, m, 'price_alarm')).workflowId ?? 0;
    const stock = (await switchScenario(ctx, m, 'stock_alarm')).workflowId ?? 0;

    await putProducts([
      { code: 'BAG', title: 'Çanta', price: 200, stock: 5 },
      { code: 'SHOE', title: 'Ayakkabı', price: 500, stock: 0 },
    ]);
    await track([
      { type: 'product_view', email: email(1), properties: { code: 'BAG', title: 'Çanta', price: 200 } },
      { type: 'add_favorite', email: email(2), properties: { code: 'SHOE' } },
      // Favourited, then taken back: no longer a watcher.
      { type: 'add_favorite', email: email(3), properties: { code: 'SHOE' } },
      { type: 'remove_favorite', email: email(3), properties: { code: 'SHOE' } },
    ]);
    const favourites = await ctx.deps.db.execute<{ member_id: number; product_code: string }>(
      sql`select member_id, product_code from member_favorites where account_id = ${m.accountId}`,
    );
    expect(favourites.rows.map((r) => [Number(r.member_id), r.product_code])).toEqual([[fan, 'SHOE']]);

    // 5 % down: below the preset's 10 %, nothing.
    await putProducts([{ code: 'BAG', title: 'Çanta', price: 190 }]);
    expect(await sendsPerMember(ctx, m.accountId, price)).toEqual([]);

    // 190 → 150 is 21 % down: the viewer hears once, however often the same price comes again.
    await putProducts([{ code: 'BAG', title: 'Çanta', price: 150 }]);
    await putProducts([{ code: 'BAG', title: 'Çanta', price: 150 }]);
    expect(await sendsPerMember(ctx, m.accountId, price)).toEqual([{ memberId: viewer, nodeId: 'send1', n: 1 }]);
    const mail = await ctx.mail.waitFor(email(1));
    expect(mail.text).toContain('Çanta şimdi 150 TL');

    // Out of stock stays quiet; 0 → 4 is back in stock, for the member who favourited it.
    await putProducts([{ code: 'SHOE', title: 'Ayakkabı', stock: 0 }]);
    expect(await sendsPerMember(ctx, m.accountId, stock)).toEqual([]);
    await putProducts([{ code: 'SHOE', title: 'Ayakkabı', stock: 4 }]);
    await putProducts([{ code: 'SHOE', title: 'Ayakkabı', stock: 9 }]);
    expect(await sendsPerMember(ctx, m.accountId, stock)).toEqual([{ memberId: fan, nodeId: 'send1', n: 1 }]);
    expect((await ctx.mail.waitFor(email(2))).text).toContain('Ayakkabı yeniden stokta');
    await ctx.runJobs();
    expect(mailsTo(ctx, email(3))).toHaveLength(0);
    expect(mailsTo(ctx, email(4))).toHaveLength(0);
    expect(fickle && stranger).toBeGreaterThan(0);

    // The history keeps every change and only changes (the SDK view at the same price adds nothing).
    expect(await history('BAG')).toEqual([
      { price: '200.00', stock: 5 },
      { price: '190.00', stock: 5 },
      { price: '150.00', stock: 5 },
    ]);
    expect((await history('SHOE')).map((h) => h.stock)).toEqual([0, 4, 9]);
  });

  it('refuses a negative or fractional stock with a field error', async () => {
    for (const stock of [-1, 2.5]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/public/products',
        headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' },
        payload: { products: [{ code: 'X', title: 'X', stock }] },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error.fields)).toEqual(['products.0.stock']);
    }
  });
});
