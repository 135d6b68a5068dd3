import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';

describe('applications API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('lists, shows, updates and regenerates the SDK token', async () => {
    const m = await createMerchant(ctx, ['https://Shop.Example.com/', 'www.shop.example.com']);
    expect(m.app.domains).toEqual(['shop.example.com', 'www.shop.example.com']);
    expect(m.app.sdk_token).toMatch(/^ulk_/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/applications', headers: m.headers });
    expect(list.json().data).toHaveLength(1);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/applications/${m.app.id}`, headers: m.headers });
    expect(detail.json().data.snippet).toContain(`data-token="${m.app.sdk_token}"`);
    expect(detail.json().data.snippet).toContain('window.ulak=window.ulak||function()');

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/applications/${m.app.id}`,
      headers: m.headers,
      payload: { name: 'Yeni Mağaza', domains: ['yeni.example.com'], locale: 'en' },
    });
    expect(updated.json().data).toMatchObject({ name: 'Yeni Mağaza', domains: ['yeni.example.com'], locale: 'en' });

    const regenerated = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/applications/${m.app.id}/regenerate-token`,
      headers: m.headers,
    });
    expect(regenerated.json().data.sdk_token).not.toBe(m.app.sdk_token);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: m.headers,
      payload: { name: 'X', domains: ['not a domain'] },
    });
    expect(bad.statusCode).toBe(422);
  });
});
