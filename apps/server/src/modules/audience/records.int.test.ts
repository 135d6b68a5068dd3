import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { parsePhone } from '@ulak/shared/phone';
import { seedDemoAudience } from './demo-data/demo-audience.service';
import { demoPerson } from './demo-data/turkish-names';

describe('devices, tags, orders, products, events and member tabs', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let memberId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    await seedDemoAudience(ctx.deps.db, m.accountId, m.app.id, {
      members: 50,
      products: 20,
      devicesPerMember: 1,
      orderRatio: 1,
      eventsPerMember: 2,
    });
    const row = await ctx.deps.db.execute<{ id: number }>(
      sql`select id from carts where account_id = ${m.accountId} limit 1`,
    );
    const owner = await ctx.deps.db.execute<{ member_id: number }>(
      sql`select member_id from carts where id = ${row.rows[0]?.id ?? 0}`,
    );
    memberId = owner.rows[0]?.member_id ?? 0;
  });
  afterAll(async () => ctx.close());
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('seeds demo members with valid mobile numbers, the same as demoPerson gives', async () => {
    const rows = await ctx.deps.db.execute<{ phone: string; n: number }>(
      sql`select phone, row_number() over (order by id)::int as n from members where account_id = ${m.accountId}`,
    );
    expect(rows.rows).toHaveLength(50);
    for (const row of rows.rows) {
      expect(row.phone).toBe(demoPerson(row.n).phone);
      expect(parsePhone(row.phone)?.mobile, row.phone).toBe(true);
    }
  });

  it('lists and filters devices, including faulty ones', async () => {
    const all = await get('/devices?perPage=5');
    expect(all.meta.total).toBe(50);
    expect(all.data[0]).toHaveProperty('push_approved');
    const ios = await get('/devices?platform=ios');
    expect(ios.data.every((d: { platform: string }) => d.platform === 'ios')).toBe(true);
    await ctx.deps.db.execute(
      sql`update devices set push_error = 'NotRegistered' where account_id = ${m.accountId} and id = (select min(id) from devices where account_id = ${m.accountId})`,
    );
    const faulty = await get('/devices?faulty=true');
    expect(faulty.data.map((d: { push_error: string }) => d.push_error)).toEqual(['NotRegistered']);
    expect((await get(`/devices/${all.data[0].id}`)).data.tags).toEqual([]);
  });

  it('tags members and devices and summarises tag names', async () => {
    const device = (await get('/devices?perPage=1')).data[0];
    for (const [url, name] of [
      [`/members/${memberId}/tags`, 'vip'],
      [`/devices/${device.id}/tags`, 'vip'],
      [`/members/${memberId}/tags`, 'ilk-alisveris'],
    ])
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: `/api/v1${url}`,
            headers: m.headers,
            payload: { name, type: 'string', value: 'evet' },
          })
        ).statusCode,
      ).toBe(200);
    expect((await get(`/members/${memberId}/tags`)).data.map((t: { name: string }) => t.name)).toEqual([
      'ilk-alisveris',
      'vip',
    ]);
    expect((await get('/tags')).data).toEqual([
      { name: 'ilk-alisveris', type: 'string', value: 'evet', value_count: 1, members: 1, devices: 0 },
      { name: 'vip', type: 'string', value: 'evet', value_count: 1, members: 1, devices: 1 },
    ]);
    expect((await get(`/members/${memberId}`)).data.tag_count).toBe(2);
    expect((await get(`/members?tag=vip`)).meta.total).toBe(1);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/members/${memberId}/tags/vip`,
      headers: m.headers,
    });
    expect(del.statusCode).toBe(200);
  });

  it('lists orders, products and events and shows one of each', async () => {
    const orders = await get('/orders?perPage=3');
    expect(orders.meta.total).toBe(50);
    expect(orders.data[0]).toMatchObject({ price_currency: 'TRY' });
    const one = await get(`/orders/${orders.data[0].id}`);
    expect(one.data.order_code).toBe(orders.data[0].order_code);
    const search = await get(`/orders?search=${orders.data[0].order_code}`);
    expect(search.data.map((o: { order_code: string }) => o.order_code)).toContain(orders.data[0].order_code);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/999999', headers: m.headers });
    expect(missing.json().error.message).toBe('Order not found');
    const products = await get('/products?search=SKU-1');
    expect(products.meta.total).toBe(11);
    const events = await get('/events?code=search');
    expect(events.data.every((e: { code: string }) => e.code === 'search')).toBe(true);
    expect((await get(`/events/${events.data[0].id}`)).data.code).toBe('search');
  });

  it('filters old orders by a cutoff and a date range, and exports them formula-escaped', async () => {
    const a = m.accountId;
    await ctx.deps.db.execute(sql`
      insert into orders (account_id, order_code, status, total_price, date) values
        (${a}, '=HYPERLINK("x")', 'delivered', 120, '2024-03-10T10:00:00Z'),
        (${a}, 'OLD-2', 'delivered', 80, '2024-05-01T10:00:00Z'),
        (${a}, 'OLD-3', 'cancelled', 40, '2024-07-20T10:00:00Z')`);
    const old = await get('/orders?before=2025-01-01');
    expect(old.meta.total).toBe(3);
    const range = await get('/orders?before=2025-01-01&dateFrom=2024-04-01&dateTo=2024-05-01');
    expect(range.data.map((o: { order_code: string }) => o.order_code)).toEqual(['OLD-2']);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/orders/export.csv?before=2025-01-01',
      headers: m.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,order_code,member_id,status/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('OLD-3');
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/v1/orders/export.csv', headers: m.headers });
    expect(all.body.trim().split('\r\n')).toHaveLength(54);
  });

  it('names the member of each order and event for the member column', async () => {
    const member = (await get(`/members/${memberId}`)).data;
    const expected = [member.name, member.surname].filter(Boolean).join(' ') || member.email;
    const orders = (await get(`/orders?memberId=${memberId}`)).data;
    expect(orders.map((o: { member_name: string }) => o.member_name)).toEqual([expected]);
    const events = (await get(`/events?memberId=${memberId}`)).data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { member_name: string }) => e.member_name === expected)).toBe(true);
  });

  it('answers every member detail tab', async () => {
    expect((await get(`/members/${memberId}/orders`)).meta.total).toBe(1);
    const cart = (await get(`/members/${memberId}/cart`)).data;
    expect(cart).toMatchObject({ price_currency: 'TRY' });
    // The items name products by code; the tab carries those catalogue products (title, price).
    const codes = (cart.items as { code: string }[]).map((item) => item.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(cart.products.map((p: { code: string }) => p.code).sort()).toEqual([...new Set(codes)].sort());
    expect(cart.products[0]).toMatchObject({ title: expect.any(String), currency: 'TRY' });
    expect((await get(`/members/${memberId}/events`)).meta.total).toBe(2);
    expect((await get(`/members/${memberId}/devices`)).meta.total).toBe(1);
    expect((await get(`/members/${memberId}/segments-tags`)).data.segments).toEqual([]);
    for (const tab of ['sending-history', 'widget-interactions', 'iys-logs'])
      expect((await get(`/members/${memberId}/${tab}`)).data).toEqual([]);
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/v1/members/999999/orders', headers: m.headers });
    expect(gone.statusCode).toBe(404);
  });
});
