import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { BANNER, SHOP, TEXTS, widgetClient } from './widget-test-helpers';

const sector = (name: string, percentage: number) => ({ name, percentage, color: '#ff0000', textColor: '#ffffff' });

describe('widgets: builder API, public configuration and interactions', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let w: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    w = widgetClient(ctx, m);
  });
  afterAll(async () => ctx.close());

  const save = (payload: object, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/widgets',
      headers: { ...m.headers, 'accept-language': lang },
      payload: { applicationId: m.app.id, ...payload },
    });

  it('creates, lists, edits, activates and pauses a widget of each type', async () => {
    const id = await w.create(BANNER, false);
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}`, headers: m.headers });
    expect(got.json().data).toMatchObject({ type: 'banner', status: 'passive', name: 'Kış indirimi' });
    expect(got.json().data.targeting).toMatchObject({ frequency: '1d', displayType: 'everyone', priority: 50 });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/widgets/${id}`,
      headers: m.headers,
      payload: { ...BANNER, applicationId: m.app.id, name: 'Yaz indirimi', targeting: { frequency: '12h' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.targeting.frequency).toBe('12h');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/widgets?type=banner', headers: m.headers });
    expect(list.json().data).toEqual([expect.objectContaining({ id, name: 'Yaz indirimi', views: 0 })]);
    await startFeatureTrial(ctx, m, 'widgets');
    const on = await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/activate`, headers: m.headers });
    expect(on.json().data.status).toBe('active');
    const off = await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/pause`, headers: m.headers });
    expect(off.json().data.status).toBe('passive');

    const types = {
      multi_banner: { slides: [{ imageUrl: `${SHOP}/a.png` }, { imageUrl: `${SHOP}/b.png` }] },
      newsletter: { channel: 'email' },
      survey: { answers: [{ text: 'Evet' }, { text: 'Hayır' }], otherOption: true },
      story: { stories: [{ name: 'Yeni', images: [`${SHOP}/s.png`] }] },
      wheel: { sectors: [sector('%10', 30), sector('Pas', 70)] },
      web_push: {},
      product_view_remember: { maxProducts: 3 },
    };
    for (const [type, settings] of Object.entries(types)) {
      const res = await save({ name: `W ${type}`, type, texts: TEXTS, settings });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
    }
  });

  it("answers an unknown type with 'This widget type is not supported.' in tr and en", async () => {
    const en = await save({ name: 'Pop', type: 'popup', texts: TEXTS, settings: {} });
    expect(en.statusCode).toBe(422);
    expect(en.json().error.message).toBe('This widget type is not supported.');
    const tr = await save({ name: 'Pop', type: 'popup', texts: TEXTS, settings: {} }, 'tr');
    expect(tr.json().error.message).toBe('Bu widget türü desteklenmiyor.');
  });

  it('gives field errors for wheel percentages outside 0–100 or not summing to 100', async () => {
    const out = await save({
      name: 'Çark',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [sector('A', 120), sector('B', -20)] },
    });
    expect(out.statusCode).toBe(422);
    expect(out.json().error.fields['settings.sectors.0.percentage']).toEqual([
      'The win percentage must be between 0 and 100.',
    ]);
    expect(out.json().error.fields['settings.sectors.1.percentage']).toBeDefined();
    const sum = await save(
      { name: 'Çark', type: 'wheel', texts: TEXTS, settings: { sectors: [sector('A', 50), sector('B', 30)] } },
      'tr',
    );
    expect(sum.statusCode).toBe(422);
    expect(sum.json().error.fields['settings.sectors']).toEqual([
      'Dilimlerin kazanma yüzdelerinin toplamı 100 olmalıdır.',
    ]);
  });

  it("refuses another account's application, segment and campaign as field errors", async () => {
    const other = await createMerchant(ctx);
    const res = await save({
      ...BANNER,
      applicationId: other.app.id,
      targeting: { viewerSegmentId: 999999, memberSegmentIds: [999998] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'applicationId',
      'targeting.memberSegmentIds.0',
      'targeting.viewerSegmentId',
    ]);
    const wheel = await save({
      name: 'Çark',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [{ ...sector('A', 50), couponCampaignId: 424242 }, sector('B', 50)] },
    });
    expect(wheel.json().error.fields['settings.sectors.0.couponCampaignId']).toEqual([
      'Choose a campaign of this account.',
    ]);
  });

  it('serves the configuration by SDK token and origin, with an ETag the browser revalidates', async () => {
    const id = await w.create({ ...BANNER, name: 'Config' });
    const device = randomUUID();
    const res = await w.config(device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const widget = res.json().data.widgets.find((x: { id: number }) => x.id === id);
    expect(widget).toMatchObject({ type: 'banner', text: { title: 'Welcome', buttonText: 'Shop now' } });
    expect(widget.token).toMatch(/^\d{8}\.[0-9a-f]{24}$/);
    const etag = String(res.headers.etag);
    expect((await w.config(device, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await w.config(device, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await w.config(device, {}, 'not-a-real-token-123')).statusCode).toBe(404);
    const other = await createMerchant(ctx, ['other.example']);
    const foreign = await w.config(device, {}, other.app.sdk_token);
    expect(foreign.statusCode).toBe(403);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/pause`, headers: m.headers });
  });

  it('applies display type, days, date range and member segments on the server', async () => {
    const segment = await w.staticSegment('VIP');
    const memberOnly = await w.create({ ...BANNER, name: 'Üyeye', targeting: { displayType: 'member' } });
    const guestOnly = await w.create({ ...BANNER, name: 'Ziyaretçiye', targeting: { displayType: 'non_member' } });
    const vip = await w.create({ ...BANNER, name: 'VIP', targeting: { memberSegmentIds: [segment] } });
    const future = await w.create({ ...BANNER, name: 'Gelecek', targeting: { startDate: '2099-01-01' } });
    const today = new Date().getUTCDay() || 7;
    const otherDay = (today % 7) + 1;
    const wrongDay = await w.create({ ...BANNER, name: 'Başka gün', targeting: { days: [otherDay] } });
    const ids = (list: { id: number }[]) => list.map((x) => x.id);

    const guest = randomUUID();
    const seen = ids(await w.widgetsFor(guest));
    expect(seen).toContain(guestOnly);
    expect(seen).not.toContain(memberOnly);
    expect(seen).not.toContain(vip);
    expect(seen).not.toContain(future);
    // Around midnight the shop's day may differ from UTC's by one: only check the unambiguous case.
    if (new Date().getUTCHours() >= 1 && new Date().getUTCHours() <= 20) expect(seen).not.toContain(wrongDay);

    const device = randomUUID();
    const memberId = await w.identify(device, 'ayse@example.com');
    const asMember = ids(await w.widgetsFor(device));
    expect(asMember).toContain(memberOnly);
    expect(asMember).not.toContain(guestOnly);
    expect(asMember).not.toContain(vip);
    await ctx.deps.db.execute(
      sql`insert into segment_members (account_id, segment_id, member_id) values (${m.accountId}, ${segment}, ${memberId})`,
    );
    expect(ids(await w.widgetsFor(device))).toContain(vip);
    for (const x of [memberOnly, guestOnly, vip, future, wrongDay]) {
      await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${x}/pause`, headers: m.headers });
    }
  });

  it('records interactions only with a valid widget token; frequency holds per device and per member', async () => {
    const viewers = await w.staticSegment('Gördü');
    const clickers = await w.staticSegment('Tıkladı');
    const id = await w.create({
      ...BANNER,
      name: 'Sıklık',
      targeting: { frequency: '1d', viewerSegmentId: viewers, clickerSegmentId: clickers },
    });
    const phone = randomUUID();
    const laptop = randomUUID();
    const memberId = await w.identify(phone, 'zeynep@example.com');
    await w.identify(laptop, 'zeynep@example.com');
    const [widget] = (await w.widgetsFor(phone)).filter((x) => x.id === id);
    if (!widget) throw new Error('widget not served');
    const count = async () =>
      (await w.rows<{ n: number }>(sql`select count(*)::int as n from widget_interactions where widget_id = ${id}`))[0]
        ?.n;

    const forged = await w.post(`/t/v1/widgets/${id}/interactions`, {
      deviceId: phone,
      widgetToken: widget.token.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      kind: 'view',
    });
    expect(forged.statusCode).toBe(401);
    const otherDevice = await w.post(`/t/v1/widgets/${id}/interactions`, {
      deviceId: randomUUID(),
      widgetToken: widget.token,
      kind: 'view',
    });
    expect(otherDevice.statusCode).toBe(401);
    expect(await count()).toBe(0);

    const view = await w.post(`/t/v1/widgets/${id}/interactions`, {
      deviceId: phone,
      widgetToken: widget.token,
      kind: 'view',
    });
    expect(view.statusCode, view.body).toBe(202);
    const click = await w.post(`/t/v1/widgets/${id}/interactions`, {
      deviceId: phone,
      widgetToken: widget.token,
      kind: 'click',
    });
    expect(click.statusCode).toBe(202);
    expect(await count()).toBe(2);
    // Seen today on the phone: hidden there and on the member's other device (server-side frequency).
    expect((await w.widgetsFor(phone)).map((x) => x.id)).not.toContain(id);
    expect((await w.widgetsFor(laptop)).map((x) => x.id)).not.toContain(id);
    expect((await w.widgetsFor(randomUUID())).map((x) => x.id)).toContain(id);
    const joined = await w.rows<{ segment_id: number }>(
      sql`select segment_id from segment_members where member_id = ${memberId} order by segment_id`,
    );
    expect(joined.map((r) => Number(r.segment_id))).toEqual([viewers, clickers]);
    const tab = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/members/${memberId}/widget-interactions`,
      headers: m.headers,
    });
    expect(tab.json().data.map((x: { kind: string; widgetName: string }) => [x.kind, x.widgetName])).toEqual([
      ['click', 'Sıklık'],
      ['view', 'Sıklık'],
    ]);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/pause`, headers: m.headers });
  });

  it('"show always" shows again after a view, never after a conversion', async () => {
    const id = await w.create({ ...BANNER, name: 'Her zaman', targeting: { frequency: 'always' } });
    const device = randomUUID();
    const token = (await w.widgetsFor(device)).find((x) => x.id === id)?.token ?? '';
    await w.post(`/t/v1/widgets/${id}/interactions`, { deviceId: device, widgetToken: token, kind: 'view' });
    expect((await w.widgetsFor(device)).map((x) => x.id)).toContain(id);
    await w.post(`/t/v1/widgets/${id}/interactions`, { deviceId: device, widgetToken: token, kind: 'conversion' });
    expect((await w.widgetsFor(device)).map((x) => x.id)).not.toContain(id);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/pause`, headers: m.headers });
  });

  it('install check: SPEC §8 warning until the shop script has asked for its widgets', async () => {
    const shop = await createMerchant(ctx);
    const sw = widgetClient(ctx, shop);
    const id = await sw.create(BANNER);
    const check = () =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}/install-check`, headers: shop.headers });
    const missing = await check();
    expect(missing.statusCode).toBe(418);
    expect(missing.json().error.message).toBe('Error transferring tracking code to the website.');
    expect((await sw.config(randomUUID())).statusCode).toBe(200);
    const ok = await check();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ installed: true, origin: SHOP });
  });
});
