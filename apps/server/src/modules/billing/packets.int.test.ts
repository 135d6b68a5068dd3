import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { bearer, createTestAdmin, loginAs } from '../../../test/auth-factories';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { addMember, directSend, runActions } from '../messaging/test-helpers';
import { accountHasFeature, accountLimits, QUOTA_CHANNELS } from './index';
import { activateMainPacket, reconcileEndedPackets } from './packets.service';

let ctx: TestContext;
let adminToken: string;
let adminId: number;
beforeAll(async () => {
  ctx = await createSinkEmailContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  const admin = await createTestAdmin(ctx);
  adminId = admin.id;
  adminToken = await loginAs(ctx, admin.email, admin.password, 'admin');
  // A plan with a tiny email quota, so the limit is reached with a handful of members.
  await ctx.deps.db.execute(sql`insert into plans (code, name, sort, quotas, member_limit, device_limit)
    values ('tiny', 'Tiny', 9, '{"email": 3}'::jsonb, 100, 100)`);
  // A plan the admin edits (its own, so the seeded plans stay as they are for the other tests).
  await ctx.deps.db.execute(sql`insert into plans (code, name, sort, quotas, member_limit, device_limit)
    values ('editable', 'Editable', 10, '{"email": 1}'::jsonb, 3, 100)`);
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;
// Plan and custom packet quotas name every channel (0: none).
const quotasOf = (given: Record<string, number>) => Object.fromEntries(QUOTA_CHANNELS.map((c) => [c, given[c] ?? 0]));
const preflight = (m: TMerchant, memberIds: number[], lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/direct/preflight/email',
    headers: { ...m.headers, 'accept-language': lang },
    payload: { audience: { kind: 'members', memberIds } },
  });
const members = async (m: TMerchant, n: number, tag: string) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await addMember(ctx, m, `${tag}-${i}-${m.accountId}@mail.test`));
  return ids;
};

describe('packets, quotas and trials', () => {
  it('stops exactly at the quota with the SPEC message; an extra packet resumes sending', async () => {
    const m = await createMerchant(ctx);
    await activateMainPacket(ctx.deps.db, m.accountId, {
      planCode: 'tiny',
      period: 'monthly',
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    const ids = await members(m, 5, 'quota');
    // The confirmation says how many recipients are past what is left before anything starts.
    const check = await preflight(m, ids);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ sendable: 5, quotaLeft: 3, overQuota: 2 });

    const run = await directSend(ctx, m, { kind: 'members', memberIds: ids });
    await ctx.runJobs();
    const rows = (await runActions(ctx, m, run.runId)).data;
    expect(rows.filter((r) => r.status === 'success')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'failed').map((r) => r.reason)).toEqual([
      'email package quota exceeded',
      'email package quota exceeded',
    ]);

    const refused = await preflight(m, ids);
    expect(refused.statusCode).toBe(418);
    expect(refused.json().error).toMatchObject({
      code: 'packet_limit',
      message: 'Your package limit has been reached. Please upgrade your package.',
    });
    expect((await preflight(m, ids, 'tr')).json().error.message).toMatch(/paket/i);

    const granted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: bearer(adminToken),
      payload: { kind: 'extra', channel: 'email', amount: 2, days: 30 },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const bars = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/packets', headers: m.headers })).json()
      .data;
    expect(bars.channels.find((c: { channel: string }) => c.channel === 'email')).toEqual({
      channel: 'email',
      limit: 5,
      used: 3,
    });
    expect(bars.extras).toHaveLength(1);

    const failed = rows.filter((r) => r.status === 'failed').map((r) => r.member_id ?? 0);
    const resumed = await directSend(ctx, m, { kind: 'members', memberIds: failed });
    await ctx.runJobs();
    expect((await runActions(ctx, m, resumed.runId)).data.map((r) => r.status)).toEqual(['success', 'success']);
    expect((await preflight(m, ids)).json().error.code).toBe('packet_limit');
  });

  it('refuses sends once the main packet expired, with its name, and falls back to the free limits', async () => {
    const m = await createMerchant(ctx);
    const ids = await members(m, 1, 'expiry');
    const packet = await activateMainPacket(ctx.deps.db, m.accountId, {
      planCode: 'plus',
      period: 'monthly',
      endsAt: new Date(Date.now() + DAY),
    });
    expect((await preflight(m, ids)).statusCode).toBe(200);
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual({ members: 250_000, devices: 250_000 });
    await ctx.deps.db.execute(
      sql`update account_packets set ends_at = now() - interval '1 hour' where id = ${packet.id}`,
    );
    const en = await preflight(m, ids);
    expect(en.statusCode).toBe(418);
    expect(en.json().error).toMatchObject({ code: 'packet_expired', message: 'Plus package has expired.' });
    expect((await preflight(m, ids, 'tr')).json().error.message).toBe('Plus paketinizin süresi doldu.');
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual({ members: 1_000, devices: 1_000 });

    // An admin extends it: sending works again.
    const extended = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}/${packet.id}/extend`,
      headers: bearer(adminToken),
      payload: { days: 30 },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await preflight(m, ids)).statusCode).toBe(200);
  });

  it('starts a 15-day trial of a feature once; it ends after 15 days', async () => {
    const m = await createMerchant(ctx);
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'automations')).toBe(false);
    const start = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/billing/trials',
        headers: m.headers,
        payload: { feature: 'automations' },
      });
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const endsAt = new Date(first.json().data.endsAt).getTime();
    expect(Math.round((endsAt - Date.now()) / DAY)).toBe(15);
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'automations')).toBe(true);
    expect((await start()).json().data.endsAt).toBe(first.json().data.endsAt);

    await ctx.deps.db.execute(
      sql`update feature_trials set ends_at = now() - interval '1 minute' where account_id = ${m.accountId}`,
    );
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'automations')).toBe(false);
    const again = await start();
    expect(again.statusCode).toBe(418);
    expect(again.json().error.code).toBe('trial_used');
    expect((await start()).json().error.message).toMatch(/15-day trial/);
  });

  it('keeps the admin API and the merchant API apart', async () => {
    const m = await createMerchant(ctx);
    const adminRoute = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: m.headers,
    });
    expect(adminRoute.statusCode).toBe(401);
    const grant = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: m.headers,
      payload: { kind: 'extra', channel: 'email', amount: 2, days: 30 },
    });
    expect(grant.statusCode).toBe(401);
    const merchantRoute = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/billing/packets',
      headers: bearer(adminToken),
    });
    expect(merchantRoute.statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: bearer(adminToken),
    });
    expect(asAdmin.json().data.main).toMatchObject({ planCode: 'free', expired: false });
  });

  it('finds merchant accounts for the admin by email, name or id, and refuses a merchant', async () => {
    const m = await createMerchant(ctx);
    const search = (q: string, token = adminToken) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/user-packets?q=${encodeURIComponent(q)}`,
        headers: bearer(token),
      });
    const byEmail = await search(m.email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toEqual([
      expect.objectContaining({ accountId: m.accountId, email: m.email.toLowerCase(), packetName: expect.any(String) }),
    ]);
    const byId = await search(String(m.accountId));
    expect(byId.json().data.map((a: { accountId: number }) => a.accountId)).toContain(m.accountId);
    // LIKE wildcards are taken literally.
    expect((await search('%%nobody%%')).json().data).toEqual([]);
    expect((await search('')).statusCode).toBe(422);
    expect((await search(m.email, m.token)).statusCode).toBe(401);
  });

  it('applies an admin’s plan edit to the accounts on the plan: quota, member limit and features', async () => {
    const m = await createMerchant(ctx);
    await activateMainPacket(ctx.deps.db, m.accountId, {
      planCode: 'editable',
      period: 'monthly',
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    const ids = await members(m, 3, 'plan');
    const oldest = ids.slice(0, 2);
    // An account made before packets, on the plan's yearly variant by its recorded packet type only.
    const legacy = await createMerchant(ctx);
    await ctx.deps.db.execute(sql`update accounts set packet_type = 'editable_yearly' where id = ${legacy.accountId}`);
    await members(legacy, 3, 'legacy');
    expect((await preflight(m, oldest)).json().data).toMatchObject({ quotaLeft: 1, overQuota: 1 });
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'automations')).toBe(false);
    const passive = async (who = m) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/members?passive=true', headers: who.headers })).json().meta
        .total as number;
    const edit = (body: object, token = adminToken, code = 'editable', lang = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/plans/${code}`,
        headers: { ...bearer(token), 'accept-language': lang },
        payload: {
          name: 'Editable',
          monthlyPrice: 12_300,
          yearlyPrice: 123_000,
          quotas: quotasOf({ email: 10 }),
          memberLimit: 2,
          deviceLimit: 100,
          features: ['automations'],
          ...body,
        },
      });

    const edited = await edit({});
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ code: 'editable', monthlyPrice: 12_300, memberLimit: 2 });
    await ctx.runJobs();
    // The newest member is past the lowered limit and goes passive; the quota and the feature follow the plan.
    expect(await passive()).toBe(1);
    expect(await passive(legacy)).toBe(1);
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual({ members: 2, devices: 100 });
    expect((await preflight(m, oldest)).json().data).toMatchObject({ quotaLeft: 10, overQuota: 0 });
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'automations')).toBe(true);
    const plans = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/plans', headers: m.headers })).json();
    expect(plans.data.find((p: { code: string }) => p.code === 'editable')).toMatchObject({ yearlyPrice: 123_000 });
    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/actions?adminId=${adminId}`,
      headers: bearer(adminToken),
    });
    expect(log.json().data.map((a: { summary: string | null }) => a.summary)).toContain('plan editable edited');

    // Raised again, the member is active again.
    expect((await edit({ memberLimit: 5 })).statusCode).toBe(200);
    await ctx.runJobs();
    expect(await passive()).toBe(0);
    expect(await passive(legacy)).toBe(0);

    expect((await edit({}, m.token)).statusCode).toBe(401);
    expect((await edit({}, adminToken, 'no-such-plan')).statusCode).toBe(404);
    const bad = await edit({ monthlyPrice: -1, name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['monthlyPrice', 'name']);
  });

  it('adds an admin’s custom packet on top of the plan until it ends; then the members past the limit go passive', async () => {
    const m = await createMerchant(ctx);
    const before = await accountLimits(ctx.deps.db, m.accountId);
    const smsLimit = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/packets', headers: m.headers }))
        .json()
        .data.channels.find((c: { channel: string }) => c.channel === 'sms').limit as number | null;
    const smsBefore = await smsLimit();
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'iys')).toBe(false);
    const granted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: bearer(adminToken),
      payload: {
        kind: 'custom',
        quotas: quotasOf({ sms: 7 }),
        memberLimit: 5,
        deviceLimit: null,
        features: ['iys'],
        days: 10,
      },
    });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toMatchObject({ kind: 'custom', quotas: { sms: 7, email: 0 }, features: ['iys'] });
    expect(await smsLimit()).toBe((smsBefore ?? 0) + 7);
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual({
      members: (before.members ?? 0) + 5,
      devices: before.devices,
    });
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'iys')).toBe(true);

    // Two members more than the plan allows fit within the custom packet's room.
    await ctx.deps.db.execute(sql`insert into members (account_id, name, email)
      select ${m.accountId}, 'Üye', 'custom-' || g || '@mail.test' from generate_series(1, ${(before.members ?? 0) + 2}) g`);
    const passive = async (who = m) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/members?passive=true', headers: who.headers })).json().meta
        .total as number;
    expect(await passive()).toBe(0);

    await ctx.deps.db.execute(sql`update account_packets set ends_at = now() - interval '1 minute'
      where account_id = ${m.accountId} and kind = 'custom'`);
    expect(await smsLimit()).toBe(smsBefore);
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual(before);
    expect(await accountHasFeature(ctx.deps.db, m.accountId, 'iys')).toBe(false);
    // The hourly billing job finds the packet that ran out: the two newest members go passive.
    expect(await reconcileEndedPackets(ctx.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await passive()).toBe(2);
  });

  it('names the field of a wrong grant or coupon in tr and en', async () => {
    const m = await createMerchant(ctx);
    const grant = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/user-packets/${m.accountId}`,
      headers: { ...bearer(adminToken), 'accept-language': 'en' },
      payload: { kind: 'extra', channel: 'sms', amount: 0, days: 0 },
    });
    expect(grant.statusCode).toBe(422);
    expect(grant.json().error.fields).toEqual({
      amount: ['Enter an amount between 1 and 100,000,000.'],
      days: ['Enter a number of days between 1 and 3660.'],
    });
    const coupon = (lang: string, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/coupons',
        headers: { ...bearer(adminToken), 'accept-language': lang },
        payload: { discountType: 'percent', discount: 10, usageLimit: null, startsAt: null, expiresAt: null, ...body },
      });
    const percent = await coupon('tr', { code: 'YUZDE150', discount: 150 });
    expect(percent.statusCode).toBe(422);
    expect(percent.json().error.fields.discount).toEqual(['Yüzde indirim 1 ile 100 arasında olmalıdır.']);
    const dates = await coupon('en', {
      code: 'DATES1',
      startsAt: '2027-02-01T00:00:00Z',
      expiresAt: '2027-01-01T00:00:00Z',
    });
    expect(dates.json().error.fields.expiresAt).toEqual(['The end date must be after the start date.']);
    expect((await coupon('en', { code: 'a b' })).json().error.fields.code).toEqual([
      'A coupon code is 3-40 letters, digits, - or _.',
    ]);
  });
});
