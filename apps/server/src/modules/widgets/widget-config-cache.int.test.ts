import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { BANNER, SHOP, widgetClient } from './widget-test-helpers';
import { localParts } from '../../platform/zoned-time';
import { setAccountTimezone } from '../accounts';
import { forgetActiveWidgets } from './widget-config.service';

// The configuration is compiled once per (SDK token, origin) and cached: every change made through the
// builder or the application settings must show on the very next configuration request of this replica.
describe('widget configuration cache', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let w: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    w = widgetClient(ctx, m);
  });
  afterAll(async () => ctx.close());

  const titleOf = async (id: number) => {
    const widgets = (await w.widgetsFor(`dev-${randomUUID()}`)) as { id: number; text?: { title: string } }[];
    return widgets.find((x) => x.id === id)?.text?.title ?? null;
  };
  const edit = (id: number, title: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/widgets/${id}`,
      headers: m.headers,
      payload: { ...BANNER, applicationId: m.app.id, texts: { en: { title } }, targeting: { frequency: 'always' } },
    });

  it('serves an edited, paused or re-activated widget on the next request', async () => {
    const id = await w.create({ ...BANNER, texts: { en: { title: 'First' } }, targeting: { frequency: 'always' } });
    expect(await titleOf(id)).toBe('First');
    expect((await edit(id, 'Second')).statusCode).toBe(200);
    expect(await titleOf(id)).toBe('Second');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/pause`, headers: m.headers });
    expect(await titleOf(id)).toBeNull();
    await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/activate`, headers: m.headers });
    expect(await titleOf(id)).toBe('Second');
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/widgets/${id}`, headers: m.headers });
    expect(await titleOf(id)).toBeNull();
  });

  it('keeps serving the compiled configuration until the application is told of a change', async () => {
    const id = await w.create({ ...BANNER, texts: { en: { title: 'Cached' } }, targeting: { frequency: 'always' } });
    expect(await titleOf(id)).toBe('Cached');
    // Written behind the builder's back (as another replica would): this replica does not see it yet...
    await ctx.deps.db.execute(
      sql`update widgets set texts = ${JSON.stringify({ en: { title: 'Elsewhere' } })}::jsonb where id = ${id}`,
    );
    expect(await titleOf(id)).toBe('Cached');
    // ...until its generation moves (a change on this replica) or the entry's 5 s are up.
    forgetActiveWidgets(m.app.id);
    expect(await titleOf(id)).toBe('Elsewhere');
  });

  it("counts the widget's dates on the account's clock, compiled with the configuration", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same calendar day.
    const here = localParts(new Date(), 'Pacific/Kiritimati');
    const day = `${here.year}-${String(here.month).padStart(2, '0')}-${String(here.day).padStart(2, '0')}`;
    await setAccountTimezone(ctx.deps.db, m.accountId, 'Pacific/Kiritimati');
    const id = await w.create({
      ...BANNER,
      texts: { en: { title: 'From today' } },
      targeting: { frequency: 'always', startDate: day },
    });
    expect(await titleOf(id)).toBe('From today');
    await setAccountTimezone(ctx.deps.db, m.accountId, 'Pacific/Pago_Pago');
    forgetActiveWidgets(m.app.id);
    expect(await titleOf(id)).toBeNull();
    await setAccountTimezone(ctx.deps.db, m.accountId, 'Europe/Istanbul');
    forgetActiveWidgets(m.app.id);
  });

  it('answers 403 from an origin the application no longer lists, on the next request', async () => {
    expect((await w.config(`dev-${randomUUID()}`)).statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/applications/${m.app.id}`,
      headers: m.headers,
      payload: { name: 'Web Mağaza', domains: ['other.example.com'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await w.config(`dev-${randomUUID()}`, { origin: SHOP });
    expect(res.statusCode).toBe(403);
  });
});
