import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { generateWebPushKeys } from '../channels/webpush/push-test-helpers';
import { SHOP, TEXTS, widgetClient } from './widget-test-helpers';

// The two types whose showing depends on the visitor: the product view reminder (products from an
// earlier visit, sent with the configuration) and the web push ask (only once the shop has push keys).
describe('widgets: product view reminder and web push ask', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let w: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    w = widgetClient(ctx, m);
  });
  afterAll(async () => ctx.close());

  // Product views the shop script sent `minutesAgo` minutes ago.
  const viewProducts = (deviceId: string, minutesAgo: number, codes: string[]) =>
    w.track(
      deviceId,
      codes.map((code, k) => ({
        id: randomUUID(),
        type: 'product_view',
        ts: new Date(Date.now() - minutesAgo * 60_000 + k * 1000).toISOString(),
        properties: { code, title: `Ürün ${code}`, price: 100 + k, currency: 'TRY', url: `${SHOP}/p/${code}` },
      })),
    );

  it('shows the products of an earlier visit, newest first, and stays out without them', async () => {
    const id = await w.create({
      name: 'Hatırlatıcı',
      type: 'product_view_remember',
      texts: TEXTS,
      settings: { maxProducts: 2, lookbackDays: 7 },
      targeting: { frequency: 'always' },
    });
    const returning = `dev-${randomUUID()}`;
    await viewProducts(returning, 3 * 24 * 60, ['OLD-1']);
    await viewProducts(returning, 120, ['SKU-1', 'SKU-2']);
    await viewProducts(returning, 1, ['NOW-1']);
    const mine = (await w.widgetsFor(returning)).find((x) => x.id === id);
    expect(mine?.settings.products).toEqual([
      { code: 'SKU-2', title: 'Ürün SKU-2', url: `${SHOP}/p/SKU-2`, image: null, price: expect.stringMatching(/101/) },
      { code: 'SKU-1', title: 'Ürün SKU-1', url: `${SHOP}/p/SKU-1`, image: null, price: expect.stringMatching(/100/) },
    ]);

    const fresh = `dev-${randomUUID()}`;
    await viewProducts(fresh, 1, ['NOW-2']);
    expect((await w.widgetsFor(fresh)).some((x) => x.id === id)).toBe(false);
    const tooOld = `dev-${randomUUID()}`;
    await viewProducts(tooOld, 10 * 24 * 60, ['OLD-2']);
    expect((await w.widgetsFor(tooOld)).some((x) => x.id === id)).toBe(false);
  });

  it("follows a member's views to another device", async () => {
    const id = await w.create({
      name: 'Üye hatırlatıcı',
      type: 'product_view_remember',
      texts: TEXTS,
      settings: { maxProducts: 4, lookbackDays: 30 },
      targeting: { frequency: 'always', displayType: 'member' },
    });
    const phone = `dev-${randomUUID()}`;
    const laptop = `dev-${randomUUID()}`;
    await w.identify(phone, 'gezen@example.com');
    await viewProducts(phone, 90, ['MEM-1']);
    await w.identify(laptop, 'gezen@example.com');
    const mine = (await w.widgetsFor(laptop)).find((x) => x.id === id);
    expect((mine?.settings.products as { code: string }[]).map((p) => p.code)).toEqual(['MEM-1']);
  });

  it('asks for web push only once the application has push keys', async () => {
    const id = await w.create({ name: 'Bildirim', type: 'web_push', texts: TEXTS, settings: {} });
    const device = `dev-${randomUUID()}`;
    expect((await w.widgetsFor(device)).some((x) => x.id === id)).toBe(false);
    await generateWebPushKeys(ctx, m);
    const ask = (await w.widgetsFor(device)).find((x) => x.id === id);
    expect(ask).toMatchObject({ type: 'web_push', settings: { type: 'web_push' } });
  });
});
