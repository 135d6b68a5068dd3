import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { linkToken, nextMail } from '../../../test/auth-factories';
import { SHOP, TEXTS, widgetClient } from './widget-test-helpers';

const sector = (name: string, percentage: number, couponCampaignId: number | null = null) => ({
  name,
  percentage,
  color: '#ff0000',
  textColor: '#ffffff',
  couponCampaignId,
});

describe('widgets: wheel spins, survey votes and newsletter sign-ups', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let w: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    // Room for the race below; the per-address limit has its own test at the default.
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '2000' } });
    m = await createMerchant(ctx);
    w = widgetClient(ctx, m);
  });
  afterAll(async () => ctx.close());

  const campaignWithCoupons = async (count: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: m.headers,
      payload: { name: `Çark ${randomUUID().slice(0, 6)}`, coupon: { count, discountType: 'percent', discount: 10 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().data.id);
  };
  const tokenFor = async (id: number, deviceId: string) => {
    const widget = (await w.widgetsFor(deviceId)).find((x) => x.id === id);
    if (!widget) throw new Error(`widget ${id} not served to ${deviceId}`);
    return widget.token;
  };
  const spin = async (id: number, deviceId: string, body: object) =>
    w.post(`/t/v1/widgets/${id}/spin`, { deviceId, widgetToken: await tokenFor(id, deviceId), consent: true, ...body });

  it('spins on the server, reserves one coupon, sends it by email and shows it masked', async () => {
    const campaign = await campaignWithCoupons(5);
    const id = await w.create({
      name: 'Çarkıfelek',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [sector('%10 indirim', 100, campaign), sector('Pas', 0)] },
    });
    const served = (await w.widgetsFor(randomUUID())).find((x) => x.id === id);
    // The page never learns the odds or the prize pools.
    expect(served?.settings).toEqual({
      type: 'wheel',
      collect: 'email',
      sectors: [
        { name: '%10 indirim', color: '#ff0000', textColor: '#ffffff' },
        { name: 'Pas', color: '#ff0000', textColor: '#ffffff' },
      ],
    });
    const device = randomUUID();
    const firstToken = await tokenFor(id, device);
    const res = await spin(id, device, { email: 'Kazanan@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ sector: 0, name: '%10 indirim' });
    expect(result.couponMasked).toMatch(/^[A-Z0-9]{2}\*+[A-Z0-9]{2}$/);
    const [row] = await w.rows<{ code: string; member_id: number; is_send: boolean }>(
      sql`select code, member_id, is_send from coupons where campaign_id = ${campaign} and member_id is not null`,
    );
    expect(row?.is_send).toBe(true);
    expect(result.couponMasked.slice(0, 2) + result.couponMasked.slice(-2)).toBe(
      (row?.code ?? '').slice(0, 2) + (row?.code ?? '').slice(-2),
    );
    const mail = await nextMail(ctx, 'kazanan@example.com', /coupon code|Kupon kodunuz/);
    expect(mail.text).toContain(row?.code ?? 'missing');
    const [member] = await w.rows<{ source: string; email_active: boolean }>(
      sql`select source, email_active from members where id = ${row?.member_id}`,
    );
    expect(member).toEqual({ source: 'site', email_active: true });
    // Spun: hidden from this device from now on.
    expect((await w.widgetsFor(device)).map((x) => x.id)).not.toContain(id);

    // One spin per email (on any device) and per device (with any email).
    const again = await spin(id, randomUUID(), { email: 'kazanan@example.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('wheel_already_spun');
    const sameDevice = await w.post(`/t/v1/widgets/${id}/spin`, {
      deviceId: device,
      widgetToken: firstToken,
      consent: true,
      email: 'baska@example.com',
    });
    expect(sameDevice.json().error.code).toBe('wheel_already_spun');
    const [spins] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from wheel_spins where widget_id = ${id}`,
    );
    expect(spins?.n).toBe(1);
  });

  it('gives at most one coupon when 20 spins race for one email', async () => {
    const campaign = await campaignWithCoupons(30);
    const id = await w.create({
      name: 'Yarış',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [sector('Kupon', 100, campaign), sector('Pas', 0)] },
    });
    const devices = Array.from({ length: 20 }, () => randomUUID());
    const tokens = await Promise.all(devices.map((d) => tokenFor(id, d)));
    const results = await Promise.all(
      devices.map((deviceId, k) =>
        w.post(`/t/v1/widgets/${id}/spin`, {
          deviceId,
          widgetToken: tokens[k],
          consent: true,
          email: 'yaris@example.com',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 422)).toEqual([]);
    const [taken] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from coupons where campaign_id = ${campaign} and member_id is not null`,
    );
    expect(taken?.n).toBe(1);
    const [spins] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from wheel_spins where widget_id = ${id}`,
    );
    expect(spins?.n).toBe(1);
  });

  it('a spin with a forged token or a bad phone records nothing', async () => {
    const id = await w.create({
      name: 'Telefon',
      type: 'wheel',
      texts: TEXTS,
      settings: { collect: 'phone', sectors: [sector('A', 50), sector('B', 50)] },
    });
    const device = randomUUID();
    const forged = await w.post(`/t/v1/widgets/${id}/spin`, {
      deviceId: device,
      widgetToken: '20260101.0123456789abcdef01234567',
      consent: true,
      phone: '05321234567',
    });
    expect(forged.statusCode).toBe(401);
    const badPhone = await spin(id, device, { phone: '12' });
    expect(badPhone.statusCode).toBe(422);
    expect(Object.keys(badPhone.json().error.fields)).toEqual(['phone']);
    const noConsent = await spin(id, device, { phone: '05321234567', consent: false });
    expect(noConsent.json().error.fields.consent).toEqual(['Please accept the consent text.']);
    const [spins] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from wheel_spins where widget_id = ${id}`,
    );
    expect(spins?.n).toBe(0);
    const ok = await spin(id, device, { phone: '0532 123 45 67' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.couponMasked).toBeNull();
    const [stored] = await w.rows<{ phone: string }>(sql`select phone from wheel_spins where widget_id = ${id}`);
    expect(stored?.phone).toBe('+905321234567');
  });

  it('records survey voters, adds them to the answer segment, keeps "other" text, refuses a second vote', async () => {
    const yes = await w.staticSegment('Evet diyenler');
    const others = await w.staticSegment('Başka');
    const id = await w.create({
      name: 'Anket',
      type: 'survey',
      texts: TEXTS,
      settings: {
        answers: [{ text: 'Evet' }, { text: 'Hayır', segmentId: yes }],
        otherOption: true,
        otherSegmentId: others,
      },
    });
    const device = randomUUID();
    const tokens = new Map<string, string>();
    const vote = async (deviceId: string, body: object) => {
      const widgetToken = tokens.get(deviceId) ?? (await tokenFor(id, deviceId));
      tokens.set(deviceId, widgetToken);
      return w.post(`/t/v1/widgets/${id}/vote`, { deviceId, widgetToken, ...body });
    };
    const forged = await w.post(`/t/v1/widgets/${id}/vote`, {
      deviceId: device,
      widgetToken: '20260101.ffffffffffffffffffffffff',
      answer: 1,
    });
    expect(forged.statusCode).toBe(401);
    const res = await vote(device, { answer: 1, name: 'Ali', surname: 'Kaya', email: 'ali@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const second = await vote(device, { answer: 0 });
    expect(second.statusCode).toBe(422);
    expect(second.json().error.message).toBe('Error While Registering Survey.');
    const otherDevice = randomUUID();
    const memberId = await w.identify(otherDevice, 'veli@example.com');
    expect((await vote(otherDevice, { answer: null, other: 'Belki' })).statusCode).toBe(200);
    const voters = await w.rows<{ name: string | null; email: string | null; answer_text: string; other_text: string }>(
      sql`select name, email, answer_text, other_text from survey_votes where widget_id = ${id} order by id`,
    );
    expect(voters).toEqual([
      { name: 'Ali', email: 'ali@example.com', answer_text: 'Hayır', other_text: null },
      { name: null, email: null, answer_text: 'Belki', other_text: 'Belki' },
    ]);
    const inYes = await w.rows<{ email: string }>(sql`select m.email from segment_members sm
      join members m on m.id = sm.member_id where sm.segment_id = ${yes}`);
    expect(inYes).toEqual([{ email: 'ali@example.com' }]);
    const inOther = await w.rows<{ member_id: number }>(
      sql`select member_id from segment_members where segment_id = ${others}`,
    );
    expect(inOther.map((r) => Number(r.member_id))).toEqual([memberId]);
    const missing = await vote(randomUUID(), { answer: null });
    expect(missing.statusCode).toBe(422);
  });

  it('newsletter: double opt-in, then the member with source, tag, permission and a coupon', async () => {
    const campaign = await campaignWithCoupons(3);
    const id = await w.create({
      name: 'Bülten',
      type: 'newsletter',
      texts: { tr: { title: 'Bültene katılın', consentText: 'Kampanyalardan haberdar olmak istiyorum.' } },
      settings: { channel: 'email', tag: 'bulten', couponCampaignId: campaign },
    });
    const device = randomUUID();
    const res = await w.post(`/t/v1/widgets/${id}/subscribe`, {
      deviceId: device,
      widgetToken: await tokenFor(id, device),
      email: 'abone@example.com',
      consent: true,
      lang: 'tr-TR',
    });
    expect(res.statusCode, res.body).toBe(202);
    const none = await w.rows(
      sql`select id from members where account_id = ${m.accountId} and email = 'abone@example.com'`,
    );
    expect(none).toEqual([]);
    const mail = await nextMail(ctx, 'abone@example.com', /newsletter\/verification/);
    const token = linkToken(mail.text);
    const confirm = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/newsletter/verification', payload: { token } });
    const ok = await confirm();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.confirmed).toBe(true);
    expect(ok.json().data.couponMasked).toMatch(/\*/);
    const [member] = await w.rows<{ id: number; source: string; email_active: boolean }>(
      sql`select id, source, email_active from members where account_id = ${m.accountId} and email = 'abone@example.com'`,
    );
    expect(member).toMatchObject({ source: 'site', email_active: true });
    // The consent given on the shop is a permission change for the IYS registry, recorded once.
    const changes = await w.rows<{ channel: string; granted: boolean; source: string }>(
      sql`select channel, granted, source from member_permission_changes where member_id = ${member?.id}`,
    );
    expect(changes).toEqual([{ channel: 'email', granted: true, source: 'widget' }]);
    const tags = await w.rows<{ name: string }>(sql`select name from member_tags where member_id = ${member?.id}`);
    expect(tags).toEqual([{ name: 'bulten' }]);
    const [signup] = await w.rows<{ consent_text: string }>(
      sql`select consent_text from newsletter_signups where widget_id = ${id}`,
    );
    expect(signup?.consent_text).toBe('Kampanyalardan haberdar olmak istiyorum.');
    expect((await confirm()).json().data).toEqual(ok.json().data);
    const [coupons] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from coupons where campaign_id = ${campaign} and member_id is not null`,
    );
    expect(coupons?.n).toBe(1);
    const conversions = await w.rows(
      sql`select id from widget_interactions where widget_id = ${id} and kind = 'conversion' and member_id = ${member?.id}`,
    );
    expect(conversions).toHaveLength(1);
    // The sign-up's coupon, once an order uses it, counts in the widget's results.
    await w.rows(sql`update coupons set used = true where campaign_id = ${campaign} and member_id is not null`);
    const results = await ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}/results`, headers: m.headers });
    expect(results.json().data).toMatchObject({ couponsIssued: 1, couponsUsed: 1 });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/verification',
      payload: { token: 'x'.repeat(43) },
    });
    expect(bad.statusCode).toBe(404);
  });

  it('reports views, unique viewers, clicks, conversions, coupons, per day, winners and voters, and CSV', async () => {
    const campaign = await campaignWithCoupons(2);
    const id = await w.create({
      name: 'Sonuç',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [sector('Kupon', 100, campaign), sector('Pas', 0)] },
    });
    const devices = [randomUUID(), randomUUID()];
    for (const deviceId of devices) {
      const widgetToken = await tokenFor(id, deviceId);
      for (const kind of ['view', 'view', 'click']) {
        await w.post(`/t/v1/widgets/${id}/interactions`, { deviceId, widgetToken, kind });
      }
    }
    expect((await spin(id, randomUUID(), { email: 'sonuc@example.com' })).statusCode).toBe(200);
    const get = (path: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}${path}`, headers: m.headers });
    const results = (await get('/results')).json().data;
    expect(results).toMatchObject({
      views: 4,
      uniqueViewers: 2,
      clicks: 2,
      conversions: 1,
      couponsIssued: 1,
      couponsUsed: 0,
    });
    expect(results.perDay).toHaveLength(30);
    expect(results.perDay.at(-1)).toMatchObject({ views: 4, clicks: 2, conversions: 1 });
    const winners = (await get('/winners')).json();
    expect(winners.meta.total).toBe(1);
    expect(winners.data[0]).toMatchObject({ email: 'sonuc@example.com', prize: 'Kupon' });
    expect(winners.data[0].couponCode).toMatch(/^[A-Z0-9]{10}$/);
    const csv = await get('/results.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('email,phone,prize,coupon_code,date');
    expect(csv.body).toContain(`sonuc@example.com,,Kupon,${winners.data[0].couponCode}`);
    const bad = await get('/results?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(422);
  });

  it("attributes a member's orders within a day after a click, once each, and no one else's", async () => {
    const id = await w.create({ name: 'Ciro', type: 'banner', texts: TEXTS, settings: { linkUrl: `${SHOP}/x` } });
    const buyer = randomUUID();
    const other = randomUUID();
    await w.identify(buyer, 'alici@example.com');
    await w.identify(other, 'baska@example.com');
    const purchase = (code: string, price: number, msFromNow: number) => ({
      id: randomUUID(),
      type: 'purchase',
      ts: new Date(Date.now() + msFromNow).toISOString(),
      properties: { orderCode: code, totalPrice: price, totalCount: 1, currency: 'TRY' },
    });
    // Before the click: not the widget's doing.
    await w.track(buyer, [purchase(`early-${id}`, 999, -3_600_000)]);
    for (let k = 0; k < 2; k++) {
      await w.post(`/t/v1/widgets/${id}/interactions`, {
        deviceId: buyer,
        widgetToken: await tokenFor(id, buyer),
        kind: 'click',
      });
    }
    await w.track(buyer, [purchase(`a-${id}`, 250.5, 1_000), purchase(`b-${id}`, 100, 2_000)]);
    await w.track(other, [purchase(`c-${id}`, 5_000, 1_000)]);
    const results = await ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}/results`, headers: m.headers });
    expect(results.json().data).toMatchObject({ clicks: 2, orders: 2, revenue: 350.5 });
  });

  it('lists survey voters and exports them', async () => {
    const id = await w.create({
      name: 'Oylar',
      type: 'survey',
      texts: TEXTS,
      settings: { answers: [{ text: 'Kırmızı' }, { text: 'Mavi' }] },
    });
    const deviceId = randomUUID();
    const widgetToken = await tokenFor(id, deviceId);
    await w.post(`/t/v1/widgets/${id}/vote`, {
      deviceId,
      widgetToken,
      answer: 1,
      name: 'Can',
      email: 'can@example.com',
    });
    const voters = await ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}/voters`, headers: m.headers });
    expect(voters.json().data).toEqual([
      expect.objectContaining({ name: 'Can', email: 'can@example.com', answer: 'Mavi' }),
    ]);
    const csv = await ctx.app.inject({ method: 'GET', url: `/api/v1/widgets/${id}/results.csv`, headers: m.headers });
    expect(csv.body).toContain('Can,,can@example.com,Mavi,');
  });
});

describe('widgets: the per-address limit on spins', () => {
  let ctx: TestContext;
  afterAll(async () => ctx.close());

  it('answers 429 past the per-IP limit and records nothing more', async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100' } });
    const m = await createMerchant(ctx);
    const w = widgetClient(ctx, m);
    const id = await w.create({
      name: 'Sınır',
      type: 'wheel',
      texts: TEXTS,
      settings: { sectors: [sector('A', 50), sector('B', 50)] },
    });
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) {
      const deviceId = randomUUID();
      const widgetToken = (await w.widgetsFor(deviceId)).find((x) => x.id === id)?.token;
      const res = await w.post(`/t/v1/widgets/${id}/spin`, {
        deviceId,
        widgetToken,
        consent: true,
        email: `limit-${k}@example.com`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [spins] = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from wheel_spins where widget_id = ${id}`,
    );
    expect(spins?.n).toBe(5);
  });
});
