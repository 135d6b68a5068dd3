import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTsoftFake, type TsoftFake } from '@ulak/fakes/tsoft';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, setPacket } from '../../../test/audience-factories';
import { pollTsoftStores } from './tsoft/tsoft-sync.service';
import { tsoftStoreTime } from './tsoft/tsoft-client';
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

  it('counts a poll the store refuses as a sync error with its reason until a later poll succeeds', async () => {
    // A store of its own, so the big store of the other tests is not read again.
    const store = await startTsoftFake();
    try {
      store.addUser('ulak-servis', 'ilk-şifre');
      store.customers.push({ CustomerCode: 'E-1', Email: 'hata@example.com', Notification: '1' });
      const merchant = await createMerchant(ctx);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/platforms',
        headers: merchant.headers,
        payload: { type: 'tsoft', storeUrl: store.url, username: 'ulak-servis', password: 'ilk-şifre' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const stats = async () =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/platforms/${id}/stats?range=7d`,
            headers: merchant.headers,
          })
        ).json().data;
      // The store's web service password was changed in its panel: the polls fail at the login.
      store.addUser('ulak-servis', 'yeni-şifre');
      await ctx.runJobs();
      expect(await pollTsoftStores(ctx.deps)).toBeGreaterThanOrEqual(1);
      await ctx.runJobs();
      const failed = await stats();
      expect(failed).toMatchObject({ members: 0, errors: 2, lastError: 'T-Soft: Kullanıcı adı veya şifre hatalı' });
      const listed = await ctx.app.inject({ method: 'GET', url: `/api/v1/platforms/${id}`, headers: merchant.headers });
      expect(listed.json().data).toMatchObject({ lastError: failed.lastError, lastErrorAt: expect.any(String) });

      store.addUser('ulak-servis', 'ilk-şifre');
      await pollTsoftStores(ctx.deps);
      await ctx.runJobs();
      expect(await stats()).toMatchObject({ members: 1, errors: 2, lastError: null });
    } finally {
      await store.close();
    }
  });

  it('syncs more than 500 records in pages, with string/number fields and consent flags', async () => {
    const merchant = await createMerchant(ctx);
    await setPacket(ctx, merchant.accountId, 'custom');
    const old = tsoftStoreTime(new Date(Date.now() - 10 * 86_400_000));
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
        UpdateDate: old,
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
        UpdateDate: old,
      });
    for (let i = 1; i <= 30; i++)
      tsoft.products.push({
        ProductCode: `P-${i}`,
        ProductName: `Ürün ${i}`,
        SellingPrice: i % 2 ? '1.299,90' : 1299.9,
        DiscountedSellingPrice: '999,90',
        SeoLink: `urun-${i}`,
        Stock: '12',
        UpdateDate: old,
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
    // A connected T-Soft store is onboarding's shop step done.
    const onboarding = await ctx.app.inject({ method: 'GET', url: '/api/v1/onboarding', headers: merchant.headers });
    expect(onboarding.json().data.steps[0]).toMatchObject({ key: 'connect_shop', done: true });
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
        sql`select count(*)::int as n from products where account_id = ${a} and price = 1299.9 and discount_price = 999.9 and stock = 12`,
      ),
    ).toBe(30);

    // The next poll reads only what was created or changed since the last pass began (UpdateDate filter):
    // a new customer, an edited old customer and an edited old product; nothing else is read again.
    tsoft.clear();
    const servedBefore = tsoft.served();
    const now = tsoftStoreTime(new Date());
    tsoft.customers.push({ CustomerCode: 'T-NEW', Email: 'yeni@example.com', Notification: '1', UpdateDate: now });
    Object.assign(tsoft.customers[4] ?? {}, { Name: 'Düzeltilmiş', City: 'Eskişehir', UpdateDate: now });
    Object.assign(tsoft.products[2] ?? {}, { SellingPrice: '1.499,90', UpdateDate: now });
    expect(await pollTsoftStores(ctx.deps)).toBeGreaterThanOrEqual(1);
    await ctx.runJobs();
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(1_204);
    const [edited] = (
      await ctx.deps.db.execute<{ name: string; city: string }>(
        sql`select name, city from members where account_id = ${a} and customer_id = 'T5'`,
      )
    ).rows;
    expect(edited).toEqual({ name: 'Düzeltilmiş', city: 'Eskişehir' });
    expect(
      await count(
        sql`select count(*)::int as n from products where account_id = ${a} and code = 'P-3' and price = 1499.9`,
      ),
    ).toBe(1);
    expect(tsoft.served() - servedBefore).toBe(3);
    const reads = tsoft
      .requests()
      .filter((r) => r.path === '/rest1/customer/getCustomers')
      .map((r) => new URLSearchParams(r.body))
      .map((f) => [f.get('start'), f.get('f')?.split('|')[0]]);
    expect(reads).toEqual([['0', 'UpdateDate']]);

    const platformId = created.json().data.id;
    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/stats?range=30d`,
      headers: merchant.headers,
    });
    // Synced records: the edited customer and product count again.
    expect(stats.json().data).toMatchObject({ members: 1_205, orders: 520, revenue: 52_260, products: 31, errors: 0 });
  });
});
