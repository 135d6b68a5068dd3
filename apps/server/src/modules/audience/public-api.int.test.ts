import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, insertMembers, type TMerchant } from '../../../test/audience-factories';
import { loadMemberScopes } from '../templates';

describe('public API with API keys', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let key: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: m.headers,
      payload: { name: 'T-Soft sync' },
    });
    expect(created.statusCode).toBe(201);
    key = created.json().data.key;
  });
  afterAll(async () => ctx.close());
  const post = (path: string, payload: object, apiKey = key) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/${path}`,
      headers: { authorization: `Bearer ${apiKey}`, 'accept-language': 'en' },
      payload,
    });

  it('shows a key once and lists it without the secret', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: m.headers });
    expect(list.json().data).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(key);
    expect(list.json().data[0].prefix).toBe(key.slice(0, 12));
  });

  it('refuses a missing or unknown key with "Api key not found"', async () => {
    const bad = await post('members', { members: [{ email: 'x@y.com' }] }, 'ulak_sk_definitely-not-a-key');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe('Api key not found');
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/public/members', payload: { members: [] } });
    expect(none.statusCode).toBe(401);
  });

  it('enforces the key scope: read-only keys write nothing, a key works only on its resources', async () => {
    const create = async (payload: object) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: m.headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { key: string; access: string; resources: string[]; id: number };
    };
    const reader = await create({ name: 'Raporlama', access: 'read', resources: ['members', 'orders'] });
    expect(reader).toMatchObject({ access: 'read', resources: ['members', 'orders'] });
    const denied = await post('members', { members: [{ email: 'scope@shop.com' }] }, reader.key);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("This API key's scope does not allow this request");

    const ordersOnly = await create({ name: 'Sipariş', access: 'write', resources: ['orders'] });
    expect((await post('members', { members: [{ email: 'scope@shop.com' }] }, ordersOnly.key)).statusCode).toBe(403);
    const products = await post(
      'products',
      { products: [{ productId: 'S-1', name: 'Kupa', price: 10 }] },
      ordersOnly.key,
    );
    expect(products.statusCode).toBe(403);
    const segment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/segments/1/members',
      headers: { authorization: `Bearer ${ordersOnly.key}` },
      payload: { members: [{ email: 'scope@shop.com' }] },
    });
    expect(segment.statusCode).toBe(403);
    const order = await post('orders', { orders: [{ orderCode: 'SCOPE-1', totalPrice: 5 }] }, ordersOnly.key);
    expect(order.statusCode, order.body).toBe(200);

    // The list shows scope and last use; a key with no resource is refused.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: m.headers });
    const listed = list.json().data.find((k: { id: number }) => k.id === ordersOnly.id);
    expect(listed.resources).toEqual(['orders']);
    expect(listed.last_used_at).not.toBeNull();
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: m.headers,
      payload: { name: 'Boş', resources: [] },
    });
    expect(empty.statusCode).toBe(422);
    for (const k of [reader, ordersOnly])
      await ctx.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${k.id}`, headers: m.headers });
  });

  it('upserts members, orders and products', async () => {
    const first = await post('members', {
      members: [
        { customerId: 'P-1', email: 'p1@shop.com', name: 'Deniz' },
        { email: 'p2@shop.com', phone: '05321234567' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ inserted: 2, updated: 0 });
    const second = await post('members', {
      members: [
        { customerId: 'P-1', surname: 'Ak' },
        { phone: '+90 532 123 45 67', city: 'Bursa' },
      ],
    });
    expect(second.json().data).toEqual({ inserted: 0, updated: 2 });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/members?sort=id&order=asc', headers: m.headers })
    ).json();
    expect(
      list.data.map((x: { name: string; surname: string; city: string; source: string }) => [
        x.name,
        x.surname,
        x.city,
        x.source,
      ]),
    ).toEqual([
      ['Deniz', 'Ak', null, 'api'],
      [null, null, 'Bursa', 'api'],
    ]);
    expect((await post('members', { members: [{ name: 'no key' }] })).statusCode).toBe(422);

    const orders = await post('orders', {
      orders: [{ orderCode: 'API-1', totalPrice: 250, customerId: 'P-1', status: 'created' }],
    });
    expect(orders.json().data).toEqual({ upserted: 1 });
    await post('orders', {
      orders: [{ orderCode: 'API-1', totalPrice: 250, status: 'shipped', trackingCode: 'YK123' }],
    });
    const order = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/orders?search=API-1', headers: m.headers })
    ).json().data[0];
    expect(order).toMatchObject({ status: 'shipped', tracking_code: 'YK123', member_id: list.data[0].id });

    const products = await post('products', { products: [{ code: 'P-SKU', title: 'Mavi Gömlek', price: 399 }] });
    expect(products.json().data).toEqual({ upserted: 1 });
  });

  it('accepts only http and https links and renders stored others as no link', async () => {
    for (const field of ['trackingUrl', 'satisfactionUrl'])
      for (const url of [
        'javascript:alert(document.cookie)',
        'JavaScript:alert(1)',
        'data:text/html,<script>x</script>',
      ]) {
        const res = await post('orders', {
          orders: [{ orderCode: 'JS-1', totalPrice: 1, customerId: 'P-JS', [field]: url }],
        });
        expect(res.statusCode, `${field} ${url}`).toBe(422);
        expect(Object.keys(res.json().error.fields)).toEqual([`orders.0.${field}`]);
      }
    const product = await post('products', { products: [{ code: 'JS-P', title: 'x', url: 'javascript:alert(1)' }] });
    expect(product.statusCode).toBe(422);
    await post('members', { members: [{ customerId: 'P-JS', email: 'js@shop.com' }] });
    const ok = await post('orders', {
      orders: [
        {
          orderCode: 'JS-2',
          totalPrice: 1,
          customerId: 'P-JS',
          trackingUrl: 'https://kargo.example.com/t?no=1',
          satisfactionUrl: 'http://shop.example.com/anket',
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);

    // A value stored before the rule reaches message templates as no link at all.
    await ctx.deps.db.execute(sql`update orders set tracking_url = 'javascript:alert(1)'
      where account_id = ${m.accountId} and order_code = 'JS-2'`);
    const member = await ctx.deps.db.execute<{ id: number }>(
      sql`select id from members where account_id = ${m.accountId} and customer_id = 'P-JS'`,
    );
    const memberId = Number(member.rows[0]?.id);
    const scopes = await loadMemberScopes(ctx.deps.db, m.accountId, [memberId], {});
    const order = scopes.get(memberId)?.order as { tracking_url: string | null; satisfaction_url: string | null };
    expect(order).toMatchObject({ tracking_url: null, satisfaction_url: 'http://shop.example.com/anket' });
  });

  it('answers 418 when new members would pass the package limit', async () => {
    const full = await createMerchant(ctx);
    await insertMembers(ctx, full.accountId, 999);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: full.headers,
      payload: { name: 'Sync' },
    });
    const res = await post(
      'members',
      { members: [{ email: 'a1@z.com' }, { email: 'a2@z.com' }] },
      created.json().data.key,
    );
    expect(res.statusCode).toBe(418);
  });

  it('stops accepting a revoked key', async () => {
    const id = (await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: m.headers })).json().data[0].id;
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers: m.headers });
    expect((await post('products', { products: [{ code: 'X', title: 'X' }] })).statusCode).toBe(401);
  });
});
