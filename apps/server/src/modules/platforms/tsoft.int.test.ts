import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTsoftFake, type TsoftFake } from '@ulak/fakes/tsoft';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, setPacket } from '../../../test/audience-factories';
import { pollTsoftStores } from './tsoft/tsoft-sync.service';
import { tsoftFlag, tsoftNumber } from './tsoft/tsoft-mapping';

// T-Soft REST1 against the fake: login, pages of at most 500, numbers as strings or numbers, consent flags
// into member permissions (and the IYS outbox), polling from the saved cursor.
describe('T-Soft platform', () => {
  let ctx: TestContext;
  let tsoft: TsoftFake;

  beforeAll(async () => {
    tsoft = await startTsoftFake();
    tsoft.addUser('ulak-servis', 'gizli-şifre');
    ctx = await createTestContext({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await ctx.close();
    await tsoft.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await ctx.deps.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

  it('reads numbers and flags in either form', () => {
    expect([
      tsoftNumber('129.90'),
      tsoftNumber('1.299,90'),
      tsoftNumber(12),
      tsoftNumber('abc'),
      tsoftNumber(''),
    ]).toEqual([129.9, 1299.9, 12, undefined, undefined]);
    expect([tsoftFlag('1'), tsoftFlag(0), tsoftFlag(true), tsoftFlag('false'), tsoftFlag(null)]).toEqual([
      true,
      false,
      true,
      false,
      undefined,
    ]);
  });

  it('refuses a store that refuses the login, with a clear 422', async () => {
    const merchant = await createMerchant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: merchant.headers,
      payload: { type: 'tsoft', storeUrl: tsoft.url, username: 'ulak-servis', password: 'wrong' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.messageList[0]).toMatch(/refused the web service login/);
    expect(
      await count(sql`select count(*)::int as n from platform_accounts where account_id = ${merchant.accountId}`),
    ).toBe(0);
  });

  it('syncs more than 500 records in pages, with string/number fields and consent flags', async () => {
    const merchant = await createMerchant(ctx);
    await setPacket(ctx, merchant.accountId, 'custom');
    for (let i = 1; i <= 1_203; i++)
      tsoft.customers.push({
        CustomerId: i % 2 ? i : String(i),
        CustomerCode: `T${i}`,
        Name: 'Müşteri',
        Surname: String(i),
        Email: `uye${i}@example.com`,
        Mobile: i % 3 === 0 ? `0532 ${String(1_000_000 + i).slice(0, 3)} ${String(1_000_000 + i).slice(3)}` : '',
        Notification: i % 2 ? '1' : 0,
        SmsNotification: i % 3 === 0 ? true : 'false',
        PhoneCallNotification: null,
      });
    for (let i = 1; i <= 520; i++)
      tsoft.orders.push({
        OrderId: i,
        OrderCode: `S-${i}`,
        CustomerCode: `T${i}`,
        OrderDate: '2026-11-20 14:30:00',
        OrderTotalPrice: i % 2 ? '100.50' : 100.5,
        Currency: 'TL',
        OrderStatus: 'Onaylandı',
        ProductCount: '2',
      });
    for (let i = 1; i <= 30; i++)
      tsoft.products.push({
        ProductCode: `P-${i}`,
        ProductName: `Ürün ${i}`,
        SellingPrice: i % 2 ? '1.299,90' : 1299.9,
        DiscountedSellingPrice: '999,90',
        SeoLink: `urun-${i}`,
        Stock: '12',
      });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: merchant.headers,
      payload: { type: 'tsoft', storeUrl: tsoft.url, username: 'ulak-servis', password: 'gizli-şifre' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ type: 'tsoft', connection: 'connected' });
    expect(JSON.stringify(created.json())).not.toContain('gizli');
    await ctx.runJobs();

    const a = merchant.accountId;
    expect(tsoft.largestLimit()).toBe(500);
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(1_203);
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a} and email_active`)).toBe(602);
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a} and sms_active`)).toBe(401);
    expect(
      await count(sql`select count(*)::int as n from members where account_id = ${a} and phone like '+90532%'`),
    ).toBe(401);
    // The permissions went through audience's writes, so the IYS outbox has them.
    expect(
      await count(
        sql`select count(*)::int as n from member_permission_changes where account_id = ${a} and channel = 'sms'`,
      ),
    ).toBe(401);
    expect(
      await count(sql`select count(*)::int as n from orders where account_id = ${a} and member_id is not null`),
    ).toBe(520);
    expect(
      await count(
        sql`select count(*)::int as n from orders where account_id = ${a} and total_price = 100.5 and total_count = 2 and price_currency = 'TL'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from orders where account_id = ${a} and total_price = 100.5 and price_currency = 'TRY'`,
      ),
    ).toBe(520);
    expect(
      await count(
        sql`select count(*)::int as n from products where account_id = ${a} and price = 1299.9 and discount_price = 999.9`,
      ),
    ).toBe(30);

    // The next poll reads only what is new from the saved cursor.
    tsoft.clear();
    tsoft.customers.push({ CustomerCode: 'T-NEW', Email: 'yeni@example.com', Notification: '1' });
    expect(await pollTsoftStores(ctx.deps)).toBeGreaterThanOrEqual(1);
    await ctx.runJobs();
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(1_204);
    const starts = tsoft
      .requests()
      .filter((r) => r.path === '/rest1/customer/getCustomers')
      .map((r) => new URLSearchParams(r.body).get('start'));
    expect(starts).toEqual(['1203']);

    const platformId = created.json().data.id;
    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/stats?range=30d`,
      headers: merchant.headers,
    });
    expect(stats.json().data).toMatchObject({ members: 1_204, orders: 520, revenue: 52_260, products: 30, errors: 0 });
  });
});
