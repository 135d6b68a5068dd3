import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';

// Platform accounts: add, list, API token shown once, the partner's one-time login token, archive, stats.
describe('platform accounts', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { SHOPIFY_API_KEY: 'k', SHOPIFY_API_SECRET: 's', SHOPIFY_SHOP_URL: 'http://127.0.0.1:9/{shop}' },
    });
  });
  afterAll(async () => ctx.close());

  it('adds a custom-script platform, generates a token once, lets the partner open /marketing, archives', async () => {
    const merchant = await createMerchant(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: merchant.headers,
      payload: { type: 'custom', name: 'Kendi mağazam', storeUrl: 'www.example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const platform = created.json().data;
    expect(platform).toMatchObject({
      type: 'custom',
      domain: 'https://www.example.com',
      status: 'active',
      hasApiToken: false,
    });

    const token = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/platforms/${platform.id}/api-token`,
      headers: merchant.headers,
    });
    expect(token.statusCode).toBe(200);
    const secret: string = token.json().data.token;
    expect(secret).toMatch(/^ulk_p_/);
    const stored = await ctx.deps.db.execute<{ api_token_hash: string }>(
      sql`select api_token_hash from platform_accounts where id = ${platform.id}`,
    );
    expect(stored.rows[0]?.api_token_hash).not.toContain(secret);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/platforms', headers: merchant.headers });
    expect(list.json().data).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(secret);
    expect(list.json().data[0].hasApiToken).toBe(true);

    const partner = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms/partner/login-token',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(partner.statusCode, partner.body).toBe(200);
    const { token: oneTime, path } = partner.json().data;
    expect(path).toBe(`/marketing?token=${encodeURIComponent(oneTime)}`);
    // The embedded page hands the token to verifyToken (as its bearer), once.
    const verify = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/verifyToken', headers: { authorization: `Bearer ${oneTime}` } });
    const verified = await verify();
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.data.email).toBe(merchant.email);
    expect((await verify()).statusCode).toBe(401);
    // The partner may open the IYS configuration page directly with its own one-time token.
    const iysPage = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms/partner/login-token?page=iys-configuration',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(iysPage.json().data.path).toMatch(/^\/marketing\/iys-configuration\?token=/);
    const unknownPage = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms/partner/login-token?page=admin',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(unknownPage.statusCode).toBe(422);

    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/platforms/${platform.id}/archive`,
      headers: merchant.headers,
    });
    expect(archived.json().data).toMatchObject({ status: 'archived', hasApiToken: false });
    const afterArchive = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms/partner/login-token',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(afterArchive.statusCode).toBe(401);
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/platforms/${platform.id}/api-token`,
      headers: merchant.headers,
    });
    expect(noToken.statusCode).toBe(422);
  });

  it('answers clear 422s in Turkish and English', async () => {
    const merchant = await createMerchant(ctx);
    const tr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: { ...merchant.headers, 'accept-language': 'tr' },
      payload: { type: 'shopify', shopDomain: 'https://shop.example.com' },
    });
    expect(tr.statusCode).toBe(422);
    expect(tr.json().error.messageList).toContain('.myshopify.com ile biten bir mağaza adresi giriniz.');
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/platforms',
      headers: merchant.headers,
      payload: { type: 'tsoft', storeUrl: '', username: '', password: '' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().error.messageList).toEqual(
      expect.arrayContaining(['Please enter the store address.', 'Please enter the web service user name.']),
    );
    const range = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/platforms/1/stats?range=2w',
      headers: merchant.headers,
    });
    expect(range.statusCode).toBe(422);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/platforms/999999', headers: merchant.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Platform not found');
  });

  it('keeps a Shopify shop on one account; a short name is completed to the myshopify domain', async () => {
    const first = await createMerchant(ctx);
    const second = await createMerchant(ctx);
    const add = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/platforms',
        headers,
        payload: { type: 'shopify', shopDomain: 'Ortak-Dukkan' },
      });
    const mine = await add(first.headers);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({ domain: 'ortak-dukkan.myshopify.com', connection: 'pending' });
    expect((await add(first.headers)).json().data.id).toBe(mine.json().data.id);
    const taken = await add(second.headers);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.messageList).toContain('This shop is already connected to another account.');
    const stats = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/platforms/${mine.json().data.id}/stats?range=6m`,
      headers: first.headers,
    });
    expect(stats.json().data).toMatchObject({ range: '6m', members: 0, orders: 0, revenue: 0, errors: 0, days: [] });
  });
});
