import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startShopifyFake, type ShopifyFake } from '@ulak/fakes/shopify';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { verifyQueryHmac, verifySessionToken } from './shopify/shopify-signatures';

// Shopify against the fake: both installs, webhooks (HMAC, dedupe, async processing), the privacy
// webhooks, uninstall, and the GraphQL backfill within the cost limits.
describe('Shopify platform', () => {
  let ctx: TestContext;
  let shopify: ShopifyFake;

  beforeAll(async () => {
    shopify = await startShopifyFake();
    ctx = await createTestContext({
      env: {
        EGRESS_ALLOW_PRIVATE: 'true',
        SHOPIFY_API_KEY: shopify.apiKey,
        SHOPIFY_API_SECRET: shopify.secret,
        SHOPIFY_SHOP_URL: `${shopify.url}/{shop}`,
        // Webhook bursts (the 1,000 deliveries) come from one address here.
        RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await shopify.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await ctx.deps.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

  async function installByLink(merchant: TMerchant, shop: string): Promise<number> {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/install',
      headers: merchant.headers,
      payload: { shop },
    });
    expect(start.statusCode, start.body).toBe(200);
    const back = new URL(await shopify.authorize(start.json().data.url));
    const callback = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode, callback.body).toBe(302);
    const installed = new URL(String(callback.headers.location));
    expect(installed.pathname).toBe('/shopify/installed');
    return Number(installed.searchParams.get('platform'));
  }

  const deliver = (
    shop: string,
    topic: string,
    payload: unknown,
    options?: { webhookId?: string; secret?: string },
  ) => {
    const { headers, body } = shopify.webhook(shop, topic, payload, options);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/shopify', headers, payload: body });
  };

  it('checks the install query HMAC with the documented vector', () => {
    const query = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'some-shop.myshopify.com',
      timestamp: '1337178173',
      hmac: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    };
    expect(verifyQueryHmac(query, 'hush')).toBe(true);
    expect(verifyQueryHmac({ ...query, shop: 'other.myshopify.com' }, 'hush')).toBe(false);
  });

  it('checks the session token signature, audience, shop and expiry', () => {
    const shop = 'token-shop.myshopify.com';
    const check = (token: string) => verifySessionToken(token, shopify.apiKey, shopify.secret);
    expect(check(shopify.sessionToken(shop))).toBe(shop);
    expect(check(shopify.sessionToken(shop, {}, 'wrong-secret'))).toBeNull();
    expect(check(shopify.sessionToken(shop, { aud: 'another-app' }))).toBeNull();
    expect(check(shopify.sessionToken(shop, { exp: Math.floor(Date.now() / 1000) - 120 }))).toBeNull();
    expect(check(shopify.sessionToken(shop, { nbf: Math.floor(Date.now() / 1000) + 120 }))).toBeNull();
    expect(check(shopify.sessionToken(shop, { dest: 'https://evil.example.com' }))).toBeNull();
  });

  it('install → webhooks → members, orders and an abandoned checkout appear; the shop script is installed', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'tekstil-dukkani.myshopify.com';
    const platformId = await installByLink(merchant, shop);
    await ctx.runJobs();
    expect(shopify.shop(shop).scriptTags).toHaveLength(1);
    expect(shopify.shop(shop).scriptTags[0]).toMatch(/\/ulak\.js\?token=/);
    // 2.0 themes: the app embed reads the same SDK token from the app installation's metafields, and the
    // installed page links to the theme editor to switch it on.
    const sdkToken = new URL(shopify.shop(shop).scriptTags[0] ?? '').searchParams.get('token');
    const fields = shopify.shop(shop).metafields;
    expect(fields.get('gid://shopify/AppInstallation/1/ulak.sdk_token')).toEqual({
      type: 'single_line_text_field',
      value: sdkToken,
    });
    expect(fields.get('gid://shopify/AppInstallation/1/ulak.script_url')?.value).toMatch(/\/ulak\.js$/);
    const installed = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}`,
      headers: merchant.headers,
    });
    expect(installed.json().data.themeEditorUrl).toBe(
      `https://${shop}/admin/themes/current/editor?context=apps&activateAppId=${shopify.apiKey}%2Fulak-embed`,
    );

    const customer = {
      id: 7001,
      email: 'ayse@example.com',
      phone: '+905321234567',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      email_marketing_consent: { state: 'subscribed' },
      sms_marketing_consent: { state: 'not_subscribed' },
      default_address: { city: 'İzmir', country: 'Turkey', zip: '35000' },
    };
    for (const [topic, payload] of [
      ['customers/create', customer],
      [
        'checkouts/create',
        {
          token: 'c1',
          customer: { id: 7001 },
          email: 'ayse@example.com',
          total_price: '450.00',
          currency: 'TRY',
          updated_at: new Date().toISOString(),
          line_items: [{ title: 'Elbise', quantity: 1, price: '450.00', sku: 'EL-1' }],
        },
      ],
      ['customers/create', { id: 7002, email: 'mehmet@example.com', first_name: 'Mehmet' }],
      [
        'orders/create',
        {
          id: 9001,
          name: '#1001',
          created_at: new Date().toISOString(),
          total_price: '1299.90',
          currency: 'TRY',
          financial_status: 'pending',
          customer: { id: 7002, email: 'mehmet@example.com' },
          line_items: [{ title: 'Ceket', quantity: 2, price: '649.95' }],
        },
      ],
      [
        'orders/paid',
        {
          id: 9001,
          name: '#1001',
          created_at: new Date().toISOString(),
          total_price: '1299.90',
          currency: 'TRY',
          customer: { id: 7002 },
          line_items: [{ title: 'Ceket', quantity: 2, price: '649.95' }],
        },
      ],
      [
        'products/update',
        {
          id: 55,
          title: 'Ceket',
          handle: 'ceket',
          product_type: 'Giyim',
          variants: [
            { price: '649.95', compare_at_price: '799.00', inventory_quantity: 3 },
            { price: '649.95', compare_at_price: '799.00', inventory_quantity: '4' },
          ],
        },
      ],
    ] as const) {
      const res = await deliver(shop, topic, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.result).toBe('accepted');
    }
    await ctx.runJobs();
    const a = merchant.accountId;
    const [ayse] = (
      await ctx.deps.db.execute<{ customer_id: string; email_active: boolean; sms_active: boolean; city: string }>(
        sql`select customer_id, email_active, sms_active, city from members where account_id = ${a} and email = 'ayse@example.com'`,
      )
    ).rows;
    expect(ayse).toMatchObject({ customer_id: '7001', email_active: true, sms_active: false, city: 'İzmir' });
    expect(await count(sql`select count(*)::int as n from carts where account_id = ${a} and total_price = 450`)).toBe(
      1,
    );
    const [order] = (
      await ctx.deps.db.execute<{ status: string; total_price: string; total_count: number; member_id: string | null }>(
        sql`select status, total_price, total_count, member_id from orders where account_id = ${a} and order_code = '#1001'`,
      )
    ).rows;
    expect(order).toMatchObject({ status: 'paid', total_count: 2 });
    expect(Number(order?.total_price)).toBe(1299.9);
    expect(order?.member_id).not.toBeNull();
    const [product] = (
      await ctx.deps.db.execute<{ price: string; discount_price: string; url: string; stock: number }>(
        sql`select price, discount_price, url, stock from products where account_id = ${a} and code = '55'`,
      )
    ).rows;
    expect(Number(product?.price)).toBe(799);
    expect(Number(product?.discount_price)).toBe(649.95);
    expect(product?.url).toBe(`https://${shop}/products/ceket`);
    expect(product?.stock).toBe(7);

    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/stats?range=7d`,
      headers: merchant.headers,
    });
    expect(stats.json().data).toMatchObject({ members: 2, orders: 1, revenue: 1299.9, errors: 0 });
  });

  it('a guest checkout and a guest order create or match the member by email or phone', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'guest-shop.myshopify.com';
    await installByLink(merchant, shop);
    await ctx.runJobs();
    const line = [{ title: 'Şal', quantity: 1, price: '120.00' }];
    await deliver(shop, 'checkouts/create', {
      token: 'g1',
      customer: null,
      email: 'misafir@example.com',
      billing_address: { first_name: 'Zeynep', last_name: 'Kaya', city: 'Bursa', phone: '0532 555 44 33' },
      total_price: '120.00',
      currency: 'TRY',
      updated_at: new Date().toISOString(),
      line_items: line,
    });
    await deliver(shop, 'checkouts/create', {
      token: 'g2',
      phone: '+90 533 111 22 33',
      total_price: '80.00',
      currency: 'TRY',
      updated_at: new Date().toISOString(),
      line_items: line,
    });
    await deliver(shop, 'orders/create', {
      id: 9100,
      name: '#G-1',
      email: 'misafir@example.com',
      total_price: '120.00',
      currency: 'TRY',
      line_items: line,
    });
    await deliver(shop, 'checkouts/update', { token: 'x', line_items: line, total_price: '1' });
    await ctx.runJobs();
    const a = merchant.accountId;
    const members = (
      await ctx.deps.db.execute<{
        email: string | null;
        phone: string | null;
        name: string | null;
        city: string | null;
      }>(sql`select email, phone, name, city from members where account_id = ${a} order by id`)
    ).rows;
    expect(members).toEqual([
      { email: 'misafir@example.com', phone: null, name: 'Zeynep', city: 'Bursa' },
      { email: null, phone: '+905331112233', name: null, city: null },
    ]);
    // The order closed the email guest's cart; the phone guest's cart stays open for a reminder.
    const carts = (
      await ctx.deps.db.execute<{ total_price: string; phone: string | null }>(
        sql`select c.total_price, m.phone from carts c join members m on m.id = c.member_id where c.account_id = ${a}`,
      )
    ).rows;
    expect(carts.map((c) => [Number(c.total_price), c.phone])).toEqual([[80, '+905331112233']]);
    const [order] = (
      await ctx.deps.db.execute<{ email: string | null }>(
        sql`select m.email from orders o join members m on m.id = o.member_id where o.account_id = ${a}`,
      )
    ).rows;
    expect(order?.email).toBe('misafir@example.com');
  });

  it('onboarding sees a connected shop platform as its shop step done', async () => {
    const merchant = await createMerchant(ctx);
    const shopStep = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/onboarding', headers: merchant.headers });
      return (res.json().data.steps as { key: string; done: boolean }[]).find((s) => s.key === 'connect_shop')?.done;
    };
    // A shop only added (pending) is not connected yet.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: merchant.headers,
      payload: { type: 'shopify', shopDomain: 'onboarding-shop.myshopify.com' },
    });
    expect(await shopStep()).toBe(false);
    await installByLink(merchant, 'onboarding-shop.myshopify.com');
    expect(await shopStep()).toBe(true);
  });

  it('embedded app without a linked account: create one with the shop’s email, or sign in to link', async () => {
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/shopify/embedded/${url}`, payload });
    const shop = 'yeni-dukkan.myshopify.com';
    expect((await post('shop', { sessionToken: shopify.sessionToken(shop, { aud: 'other-app' }) })).statusCode).toBe(
      422,
    );
    const info = await post('shop', { sessionToken: shopify.sessionToken(shop) });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toEqual({
      shop,
      name: 'yeni-dukkan',
      email: 'owner@yeni-dukkan.example.com',
      linked: false,
    });
    const account = {
      name: 'Deniz',
      surname: 'Aydın',
      phone: '+90 532 111 22 33',
      password: 'Gizli-Shopify-2026!x',
      passwordConfirmation: 'Gizli-Shopify-2026!x',
      kvkk: true,
    };
    const weak = await post('account', { ...account, sessionToken: shopify.sessionToken(shop), password: 'x' });
    expect(weak.statusCode).toBe(422);
    const created = await post('account', { ...account, sessionToken: shopify.sessionToken(shop) });
    expect(created.statusCode, created.body).toBe(200);
    const landing = new URL(created.json().data.path, 'http://x');
    expect(landing.pathname).toBe('/shopify/installed');
    // The one-time token signs the new owner in once, on the installed page.
    const verify = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/v1/verifyToken',
        headers: { authorization: `Bearer ${landing.searchParams.get('token')}` },
      });
    const session = await verify();
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.data.email).toBe('owner@yeni-dukkan.example.com');
    expect((await verify()).statusCode).toBe(401);
    const platform = await ctx.deps.db.execute<{ connection: string; account_id: string; name: string }>(
      sql`select p.connection, p.account_id, a.name from platform_accounts p join accounts a on a.id = p.account_id
        where p.domain = ${shop}`,
    );
    expect(platform.rows[0]).toMatchObject({ connection: 'connected', name: 'yeni-dukkan' });
    await ctx.runJobs();
    expect(shopify.shop(shop).scriptTags).toHaveLength(1);
    expect((await post('shop', { sessionToken: shopify.sessionToken(shop) })).json().data.linked).toBe(true);
    // The shop's email already has an account: a second create is refused with what to do instead.
    const again = await post('account', { ...account, sessionToken: shopify.sessionToken(shop) });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.messageList[0]).toMatch(/bağlamak için giriş yapın/);

    // An existing merchant links another shop by signing in.
    const merchant = await createMerchant(ctx);
    const other = 'baglanan-dukkan.myshopify.com';
    const wrong = await post('link', {
      sessionToken: shopify.sessionToken(other),
      email: merchant.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.messageList[0]).toBe('E-posta adresi veya şifre hatalı.');
    const linked = await post('link', {
      sessionToken: shopify.sessionToken(other),
      email: merchant.email,
      password: merchant.password,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/platforms', headers: merchant.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ domain: other, connection: 'connected' })]);
  });

  it('a bad HMAC answers 401 and changes nothing', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'hmac-shop.myshopify.com';
    await installByLink(merchant, shop);
    const res = await deliver(
      shop,
      'customers/create',
      { id: 1, email: 'x@example.com' },
      { secret: 'not-the-secret' },
    );
    expect(res.statusCode).toBe(401);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/shopify',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'customers/create',
        'x-shopify-shop-domain': shop,
      },
      payload: JSON.stringify({ id: 1 }),
    });
    expect(unsigned.statusCode).toBe(401);
    await ctx.runJobs();
    expect(await count(sql`select count(*)::int as n from members where account_id = ${merchant.accountId}`)).toBe(0);
  });

  it('a NUL character in a signed body is dropped, not a failed job', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'nul-shop.myshopify.com';
    await installByLink(merchant, shop);
    const res = await deliver(shop, 'customers/create', {
      id: 5,
      email: 'nul@example.com',
      first_name: 'Meh\u0000met',
    });
    expect(res.statusCode).toBe(200);
    await ctx.runJobs();
    const names = await ctx.deps.db.execute<{ name: string }>(
      sql`select name from members where account_id = ${merchant.accountId}`,
    );
    expect(names.rows.map((r) => r.name)).toEqual(['Mehmet']);
  });

  it('the same webhook delivered 1,000 times has exactly one effect', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'dedupe-shop.myshopify.com';
    const platformId = await installByLink(merchant, shop);
    await ctx.runJobs();
    const order = {
      id: 1,
      name: '#D-1',
      total_price: '100.00',
      currency: 'TRY',
      email: 'd@example.com',
      line_items: [],
    };
    const results: string[] = [];
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => deliver(shop, 'orders/create', order, { webhookId: 'same-delivery-id' })),
      );
      for (const a of answers) {
        expect(a.statusCode).toBe(200);
        results.push(a.json().data.result);
      }
    }
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(999);
    await ctx.runJobs();
    const a = merchant.accountId;
    expect(await count(sql`select count(*)::int as n from orders where account_id = ${a}`)).toBe(1);
    const [row] = (
      await ctx.deps.db.execute<{ synced_orders: number }>(
        sql`select synced_orders from platform_accounts where id = ${platformId}`,
      )
    ).rows;
    expect(row?.synced_orders).toBe(1);
  }, 120_000);

  it('customers/redact removes that customer’s data and no one else’s', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'redact-shop.myshopify.com';
    await installByLink(merchant, shop);
    await deliver(shop, 'customers/create', { id: 11, email: 'gone@example.com' });
    await deliver(shop, 'customers/create', { id: 12, email: 'stays@example.com' });
    await deliver(shop, 'orders/create', {
      id: 1,
      name: '#R-1',
      total_price: '10',
      customer: { id: 11 },
      line_items: [],
    });
    await deliver(shop, 'checkouts/update', {
      customer: { id: 11 },
      total_price: '5',
      line_items: [{ title: 'x', quantity: 1 }],
    });
    await ctx.runJobs();
    const a = merchant.accountId;
    expect(await count(sql`select count(*)::int as n from carts where account_id = ${a}`)).toBe(1);
    const redact = await deliver(shop, 'customers/redact', {
      shop_domain: shop,
      customer: { id: 11, email: 'gone@example.com', phone: null },
      orders_to_redact: [1],
    });
    expect(redact.statusCode).toBe(200);
    await ctx.runJobs();
    expect(
      await count(sql`select count(*)::int as n from members where account_id = ${a} and email = 'gone@example.com'`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from orders where account_id = ${a}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from carts where account_id = ${a}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(1);
  });

  it('customers/data_request compiles the customer’s data into a file the merchant downloads, once', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'request-shop.myshopify.com';
    const platformId = await installByLink(merchant, shop);
    await ctx.runJobs();
    await deliver(shop, 'customers/create', {
      id: 31,
      email: 'istek@example.com',
      first_name: 'Elif',
      email_marketing_consent: { state: 'subscribed' },
    });
    await deliver(shop, 'orders/create', {
      id: 3,
      name: '#Q-1',
      total_price: '75.50',
      customer: { id: 31 },
      line_items: [{ title: 'Kitap', quantity: 1, price: '75.50' }],
    });
    await deliver(shop, 'checkouts/update', {
      customer: { id: 31 },
      total_price: '20',
      line_items: [{ title: 'Kalem', quantity: 2 }],
    });
    await ctx.runJobs();
    const mails = vi.spyOn(ctx.deps.notifier, 'email');
    const request = { shop_domain: shop, customer: { id: 31, email: 'istek@example.com' }, data_request: { id: 9 } };
    expect((await deliver(shop, 'customers/data_request', request)).statusCode).toBe(200);
    // Shopify may deliver the same request again under a new webhook id: one file.
    await deliver(shop, 'customers/data_request', request, { webhookId: 'redelivery' });
    await deliver(shop, 'customers/data_request', {
      customer: { id: 99, email: 'nobody@example.com' },
      data_request: { id: 10 },
    });
    await ctx.runJobs();
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/data-requests`,
      headers: merchant.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const requests = list.json().data as { id: number; customer: string; memberFound: boolean; hasFile: boolean }[];
    expect(requests.map((r) => [r.customer, r.memberFound, r.hasFile])).toEqual([
      ['nobody@example.com', false, true],
      ['istek@example.com', true, true],
    ]);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/data-requests/${requests[1]?.id}/file`,
      headers: merchant.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const compiled = file.json();
    expect(compiled.member).toMatchObject({ email: 'istek@example.com', name: 'Elif', email_active: true });
    expect(compiled.orders.map((o: { order_code: string }) => o.order_code)).toEqual(['#Q-1']);
    expect(compiled.carts).toHaveLength(1);
    expect(compiled.permissionChanges.length).toBeGreaterThan(0);
    expect(Array.isArray(compiled.messages)).toBe(true);
    expect(mails.mock.calls.map((c) => c[0])).toEqual([merchant.email, merchant.email]);
    mails.mockRestore();
    const other = await createMerchant(ctx);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}/data-requests/${requests[1]?.id}/file`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('uninstall stops sync and keeps the account’s data; shop/redact archives the link', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'uninstall-shop.myshopify.com';
    const platformId = await installByLink(merchant, shop);
    await deliver(shop, 'customers/create', { id: 21, email: 'kept@example.com' });
    await ctx.runJobs();
    expect((await deliver(shop, 'app/uninstalled', { id: 1, domain: shop })).statusCode).toBe(200);
    await ctx.runJobs();
    await deliver(shop, 'customers/create', { id: 22, email: 'after-uninstall@example.com' });
    await ctx.runJobs();
    const a = merchant.accountId;
    const emails = (
      await ctx.deps.db.execute<{ email: string }>(
        sql`select email from members where account_id = ${a} order by email`,
      )
    ).rows.map((r) => r.email);
    expect(emails).toEqual(['kept@example.com']);
    const platform = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}`,
      headers: merchant.headers,
    });
    expect(platform.json().data).toMatchObject({ connection: 'uninstalled', status: 'active' });
    await deliver(shop, 'shop/redact', { shop_id: 1, shop_domain: shop });
    await ctx.runJobs();
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${platformId}`,
      headers: merchant.headers,
    });
    expect(after.json().data.status).toBe('archived');
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(1);
  });

  it('refuses a forged callback, a reused state and another shop’s state', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'state-shop.myshopify.com';
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/install',
      headers: merchant.headers,
      payload: { shop },
    });
    const back = new URL(await shopify.authorize(start.json().data.url));
    const forged = new URL(back);
    forged.searchParams.set('code', 'forged');
    const bad = await ctx.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    expect(String(bad.headers.location)).toContain('/shopify/connect?error=signature');
    const ok = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(String(ok.headers.location)).toContain('/shopify/installed');
    const again = await ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(String(again.headers.location)).toContain('/shopify/connect?error=install_failed');
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/install',
      headers: merchant.headers,
      payload: { shop: 'not a shop.example.com' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.messageList).toContain('Enter a shop address ending in .myshopify.com.');
  });

  it('managed install: a session token is exchanged, then the backfill pages through the cost limits', async () => {
    const merchant = await createMerchant(ctx);
    const shop = 'managed-shop.myshopify.com';
    const data = shopify.shop(shop);
    for (let i = 1; i <= 450; i++)
      data.customers.push({
        id: `gid://shopify/Customer/${i}`,
        email: `c${i}@example.com`,
        firstName: `Müşteri ${i}`,
        emailMarketingConsent: { marketingState: i % 2 ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED' },
      });
    for (let i = 1; i <= 230; i++)
      data.orders.push({
        id: `gid://shopify/Order/${i}`,
        name: `#M-${i}`,
        createdAt: new Date().toISOString(),
        displayFinancialStatus: 'PAID',
        currentTotalPriceSet: { shopMoney: { amount: '10.00', currencyCode: 'TRY' } },
        customer: { id: `gid://shopify/Customer/${i}` },
        lineItems: { nodes: [{ title: 'Ürün', quantity: 1 }] },
      });
    for (let i = 1; i <= 120; i++)
      data.products.push({
        id: `gid://shopify/Product/${i}`,
        title: `Ürün ${i}`,
        handle: `urun-${i}`,
        variants: { nodes: [{ price: '25.50' }] },
        totalInventory: i % 10,
      });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/session',
      headers: merchant.headers,
      payload: { sessionToken: shopify.sessionToken(shop, { aud: 'someone-else' }) },
    });
    expect(bad.statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/shopify/session',
      headers: merchant.headers,
      payload: { sessionToken: shopify.sessionToken(shop) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'shopify', domain: shop, connection: 'connected' });
    await ctx.runJobs();
    const a = merchant.accountId;
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a}`)).toBe(450);
    expect(await count(sql`select count(*)::int as n from members where account_id = ${a} and email_active`)).toBe(225);
    expect(
      await count(sql`select count(*)::int as n from orders where account_id = ${a} and member_id is not null`),
    ).toBe(230);
    expect(await count(sql`select count(*)::int as n from products where account_id = ${a}`)).toBe(120);
    expect(await count(sql`select count(*)::int as n from products where account_id = ${a} and stock = 0`)).toBe(12);
    const [platform] = (
      await ctx.deps.db.execute<{ synced_members: number; synced_orders: number; synced_products: number }>(
        sql`select synced_members, synced_orders, synced_products from platform_accounts where account_id = ${a}`,
      )
    ).rows;
    expect(platform).toEqual({ synced_members: 450, synced_orders: 230, synced_products: 120 });
    // The backfill waited for the bucket instead of being throttled.
    expect(shopify.bucket(shop).throttled).toBe(0);
  });
});
