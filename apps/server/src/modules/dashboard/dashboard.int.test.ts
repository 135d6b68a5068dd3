import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardStats, TOnboardingState, TSuggestion } from '@ulak/shared';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

// One member, and for each age in days: one email message (sent, delivered, opened and clicked
// an hour before an order of 100 TL), a new member, and an automation conversion of 10 TL.
async function seedHistory(ctx: TestContext, m: TMerchant, ages: number[]): Promise<void> {
  const db = ctx.deps.db;
  const [buyer] = (
    await db.execute<{ id: number }>(
      sql`insert into members (account_id, name, email, email_active, created_at)
        values (${m.accountId}, 'Alıcı', ${`buyer${m.accountId}@shop.test`}, true, now() - interval '3 years') returning id`,
    )
  ).rows;
  for (const [k, age] of ages.entries()) {
    const at = ago(age);
    const touch = new Date(Date.parse(at) - 3_600_000).toISOString();
    await db.execute(sql`insert into messages (account_id, run_month, run_id, channel, source_type, member_id,
        recipient_key, address, status, created_at, sent_at, delivered_at, opened_at, clicked_at)
      values (${m.accountId}, date_trunc('month', ${touch}::timestamptz)::date, 1, 'email', 'campaign', ${buyer?.id},
        ${`r${k}`}, 'buyer@shop.test', 'success', ${touch}, ${touch}, ${touch}, ${touch}, ${touch})`);
    // A push that was sent but never clicked: counted per channel, not opened.
    await db.execute(sql`insert into messages (account_id, run_month, run_id, channel, source_type, recipient_key,
        status, created_at, sent_at)
      values (${m.accountId}, date_trunc('month', ${touch}::timestamptz)::date, 2, 'webpush', 'automation',
        ${`p${k}`}, 'success', ${touch}, ${touch})`);
    await db.execute(sql`insert into orders (account_id, member_id, order_code, total_price, date)
      values (${m.accountId}, ${buyer?.id}, ${`O-${k}`}, 100, ${at})`);
    await db.execute(sql`insert into members (account_id, name, email, created_at)
      values (${m.accountId}, 'Yeni', ${`new${k}-${m.accountId}@shop.test`}, ${at})`);
    await db.execute(sql`insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id,
        node_id, step, kind, revenue, occurred_at)
      values (${m.accountId}, 1, 1, ${k + 1}, ${buyer?.id}, 'goal', 1, 'converted', 10, ${at})`);
  }
}

describe('dashboard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = async <T>(m: TMerchant, url: string): Promise<T> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };

  it('sums each SPEC §9 range over the account’s own data only', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    // Ages chosen well inside each range's edge: 7 days, 30 days / 1 month, 3, 6 months, 1 year, and beyond.
    await seedHistory(ctx, m, [2, 20, 50, 100, 200, 300, 400]);
    await seedHistory(ctx, other, [1, 2, 3]);
    const expected: Record<string, number> = { '7d': 1, '30d': 2, '1m': 2, '3m': 3, '6m': 4, '1y': 6 };
    for (const [range, n] of Object.entries(expected)) {
      const stats = await get<TDashboardStats>(m, `/dashboard/stats?range=${range}`);
      expect(stats.totals, range).toEqual({
        sent: 2 * n,
        delivered: n,
        opened: n,
        clicked: n,
        revenue: 100 * n,
        automation_revenue: 10 * n,
        new_members: n,
      });
      expect(stats.channels, range).toEqual([
        { channel: 'email', sent: n, delivered: n, opened: n, clicked: n },
        { channel: 'webpush', sent: n, delivered: 0, opened: 0, clicked: 0 },
      ]);
      expect(
        stats.series.reduce((s, p) => s + p.revenue, 0),
        range,
      ).toBe(100 * n);
    }
    const week = await get<TDashboardStats>(m, '/dashboard/stats?range=7d');
    expect(week.bucket).toBe('day');
    expect(week.series.length).toBeGreaterThanOrEqual(7);
    expect((await get<TDashboardStats>(m, '/dashboard/stats?range=6m')).bucket).toBe('week');
    const year = await get<TDashboardStats>(m, '/dashboard/stats?range=1y');
    expect(year.bucket).toBe('month');
    expect(year.series.length).toBe(13);

    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats?range=2w', headers: m.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('suggests from the account’s facts, and a suggestion goes away when fixed or dismissed', async () => {
    const m = await createMerchant(ctx);
    const db = ctx.deps.db;
    const keys = async () => (await get<TSuggestion[]>(m, '/dashboard/suggestions')).map((s) => s.key);
    expect(await keys()).toEqual(['sender_not_verified', 'no_segment']);

    // A visitor's cart left an hour ago, a member without any permission, a visitor the script saw.
    const [device] = (
      await db.execute<{ id: number }>(sql`insert into devices (account_id, application_id, device_id)
        values (${m.accountId}, ${m.app.id}, 'dev-1') returning id`)
    ).rows;
    await db.execute(sql`insert into carts (account_id, owner_key, device_id, total_count, total_price, updated_at)
      values (${m.accountId}, ${`d:${device?.id}`}, ${device?.id}, 2, 300, now() - interval '2 hours')`);
    await db.execute(
      sql`insert into members (account_id, name, email) values (${m.accountId}, 'İzinsiz', 'no@shop.test')`,
    );
    const all = await get<TSuggestion[]>(m, '/dashboard/suggestions');
    expect(all.map((s) => s.key)).toEqual([
      'abandoned_carts_no_automation',
      'sender_not_verified',
      'members_without_consent',
      'no_segment',
      'push_not_configured',
    ]);
    expect(all[0]).toEqual({ key: 'abandoned_carts_no_automation', count: 1, link: '/user/automation' });

    // Fixed: an active abandoned-cart journey, a verified sender, a segment, the member's consent.
    await db.execute(sql`insert into workflows (account_id, name, scenario_code, status, draft)
      values (${m.accountId}, 'Sepet', 'abandoned_cart', 'active', '{}'::jsonb)`);
    await db.execute(sql`insert into email_senders (account_id, domain, from_address, from_name, dkim_selector,
        dkim_public_key, dkim_private_key_sealed, status, verified_at)
      values (${m.accountId}, 'shop.test', 'info@shop.test', 'Mağaza', 'ulak', 'pk', 'sealed', 'verified', now())`);
    await db.execute(
      sql`insert into segments (account_id, application_id, name, kind) values (${m.accountId}, ${m.app.id}, 'VIP', 'empty')`,
    );
    await db.execute(sql`update members set email_active = true where account_id = ${m.accountId}`);
    expect(await keys()).toEqual(['push_not_configured']);

    // Dismissed: stays hidden (stored), and another account is not affected.
    const dismiss = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/suggestions/push_not_configured/dismiss',
      headers: m.headers,
    });
    expect(dismiss.statusCode).toBe(200);
    expect(await keys()).toEqual([]);
    const other = await createMerchant(ctx);
    expect((await get<TSuggestion[]>(other, '/dashboard/suggestions')).map((s) => s.key)).toContain('no_segment');
  });

  it('keeps onboarding progress: facts mark steps done, skips are stored and can be undone', async () => {
    const m = await createMerchant(ctx);
    const state = await get<TOnboardingState>(m, '/onboarding');
    expect(state.current).toBe('connect_shop');
    expect(state.closed).toBe(false);
    expect(state.snippet).toContain(`data-token="${m.app.sdk_token}"`);
    expect(state.steps.every((s) => !s.done && !s.skipped)).toBe(true);

    const put = (url: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: m.headers, payload });
    let res = await put('/onboarding/steps/connect_shop', { skipped: true });
    expect(res.json().data.current).toBe('verify_sender');
    res = await put('/onboarding/steps/connect_shop', { skipped: true });
    expect(res.json().data.steps[0]).toEqual({ key: 'connect_shop', done: false, skipped: true });

    // Facts: a member imported marks its step done without the merchant doing anything here.
    await ctx.deps.db.execute(sql`insert into members (account_id, name) values (${m.accountId}, 'Bir')`);
    await put('/onboarding/steps/verify_sender', { skipped: true });
    const after = await get<TOnboardingState>(m, '/onboarding');
    expect(after.steps.find((s) => s.key === 'import_members')?.done).toBe(true);
    expect(after.current).toBe('first_campaign');

    // Resume: un-skipping a step brings the wizard back to it.
    res = await put('/onboarding/steps/connect_shop', { skipped: false });
    expect(res.json().data.current).toBe('connect_shop');
    res = await put('/onboarding/closed', { closed: true });
    expect(res.json().data.closed).toBe(true);
    expect((await put('/onboarding/steps/nope', { skipped: true })).statusCode).toBe(422);
  });
});
