import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, insertMembers } from '../../../test/audience-factories';
import { nextMail, sixDigitCode } from '../../../test/auth-factories';
import { localParts, zonedTime } from '../../platform/zoned-time';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { generateCoupons, markCouponsUsed } from '../coupons';
import {
  api,
  campaignMessages,
  localAt,
  members,
  newCampaign,
  newSegment,
  newTask,
  taskRow,
} from './campaign-test-helpers';
import { scheduleDueTasks } from './scheduler.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const coupon = {
  count: 5,
  discountType: 'percent' as const,
  discount: 10,
  currency: 'TL',
  productCount: 2,
  prefix: 'YAZ',
};

describe('campaigns', () => {
  it('creates, lists with Continue/Ended, edits and deletes; validation and another account answer 422/404', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const created = await newCampaign(ctx, m, { description: 'Açıklama', endsAt: null });
    expect(created).toMatchObject({ name: 'Yaz İndirimi', status: 'active', displayStatus: 'continue', taskCount: 0 });
    const past = await newCampaign(ctx, m, { name: 'Eski', startsAt: '2020-01-01', endsAt: '2020-02-01' });
    expect(past.displayStatus).toBe('ended');
    const ended = await api(ctx, m, 'GET', '/campaigns?status=ended');
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.map((c: { id: number }) => c.id)).toEqual([past.id]);
    const bad = await api(ctx, m, 'POST', '/campaigns', { name: 'x', endsAt: '2020-01-01', startsAt: '2021-01-01' });
    expect(bad.status).toBe(422);
    const edited = await api(ctx, m, 'PUT', `/campaigns/${created.id}`, { name: 'Kış İndirimi' });
    expect(edited.body.data.name).toBe('Kış İndirimi');
    expect((await api(ctx, other, 'GET', `/campaigns/${created.id}`)).status).toBe(404);
    expect((await api(ctx, other, 'DELETE', `/campaigns/${created.id}`)).status).toBe(404);
    expect((await api(ctx, other, 'POST', `/campaigns/${created.id}/end`)).status).toBe(404);
    expect((await api(ctx, m, 'DELETE', `/campaigns/${created.id}`)).status).toBe(200);
    expect((await api(ctx, m, 'GET', `/campaigns/${created.id}`)).status).toBe(404);
  });

  it('activate / deactivate / end drive the tasks (SPEC §4)', async () => {
    const m = await createMerchant(ctx);
    await members(ctx, m, 1, 'status');
    const campaign = await newCampaign(ctx, m, { automation: true });
    const all = { kind: 'all' as const, confirmAll: true as const };
    const daily = await newTask(ctx, m, campaign.id, {
      audience: all,
      schedule: { periodType: 'daily', time: '10:00' },
    });
    const hook = await newTask(ctx, m, campaign.id, { audience: all, schedule: { periodType: 'webhook' } });
    const once = await newTask(ctx, m, campaign.id, {
      audience: all,
      schedule: { periodType: 'static', at: localAt(60) },
    });
    expect(daily.nextRunAt).not.toBeNull();
    await api(ctx, m, 'POST', `/campaigns/${campaign.id}/deactivate`);
    // The one-time task's time passes while the campaign is off.
    await ctx.deps.db
      .execute(sql`update campaign_tasks set schedule = ${JSON.stringify({ periodType: 'static', at: localAt(-60) })}::jsonb
      where id = ${once.id}`);
    expect(await taskRow(ctx, daily.id)).toMatchObject({ status: 'passive', next_run_at: null });
    expect((await taskRow(ctx, hook.id)).status).toBe('passive');
    const activated = await api(ctx, m, 'POST', `/campaigns/${campaign.id}/activate`);
    expect(activated.body.data.status).toBe('active');
    // An automation campaign activates all its tasks, with their next run.
    expect((await taskRow(ctx, daily.id)).status).toBe('active');
    expect((await taskRow(ctx, daily.id)).next_run_at).not.toBeNull();
    expect((await taskRow(ctx, hook.id)).status).toBe('active');
    // Except a one-time task whose time went by unsent: on, it would send at once.
    expect(await taskRow(ctx, once.id)).toMatchObject({ status: 'passive', next_run_at: null });
    const end = await api(ctx, m, 'POST', `/campaigns/${campaign.id}/end`);
    expect(end.body.data).toMatchObject({ status: 'ended', displayStatus: 'ended' });
    expect((await taskRow(ctx, daily.id)).status).toBe('passive');
    const again = await api(ctx, m, 'POST', `/campaigns/${campaign.id}/activate`);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('campaign_ended');
    expect((await api(ctx, m, 'POST', `/tasks/${daily.id}/activate`)).status).toBe(422);
  });

  it('a campaign whose end date passes is ended by the scheduler and its tasks stop', async () => {
    const m = await createMerchant(ctx);
    const campaign = await newCampaign(ctx, m, { endsAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'hourly', minute: 15 },
    });
    await scheduleDueTasks(ctx.deps, new Date(Date.now() + 2 * 60 * 60_000));
    expect((await api(ctx, m, 'GET', `/campaigns/${campaign.id}`)).body.data.status).toBe('ended');
    expect((await taskRow(ctx, task.id)).status).toBe('passive');
    const runs = await api(ctx, m, 'GET', `/tasks/${task.id}/log`);
    expect(runs.body.data).toHaveLength(0);
  });

  it('validates tasks: title, campaign and segment required, all members confirmed, hourly minutes', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const campaign = await newCampaign(ctx, m);
    const base = {
      title: 'T',
      campaignId: campaign.id,
      channel: 'sms',
      content: { defaultLanguage: 'tr', languages: { tr: { body: 'Merhaba' } } },
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'daily', time: '10:00' },
    };
    const post = (body: object) => api(ctx, m, 'POST', '/tasks', body);
    expect((await post({ ...base, title: '' })).status).toBe(422);
    expect((await post({ ...base, audience: { kind: 'all' } })).status).toBe(422);
    expect((await post({ ...base, schedule: { periodType: 'hourly', minute: 10 } })).status).toBe(422);
    expect((await post({ ...base, schedule: { periodType: 'weekly', days: [0], time: '10:00' } })).status).toBe(422);
    expect((await post({ ...base, schedule: { periodType: 'sync_segment' } })).status).toBe(422);
    const foreignSegment = await newSegment(ctx, other, []);
    expect((await post({ ...base, audience: { kind: 'segment', segmentId: foreignSegment } })).status).toBe(404);
    const foreignCampaign = await newCampaign(ctx, other);
    expect((await post({ ...base, campaignId: foreignCampaign.id })).status).toBe(404);
    const ok = await post({ ...base, schedule: { periodType: 'weekly', days: 'weekends', time: '10:00' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.schedule.days).toEqual([6, 7]);
    expect(ok.body.data.timezone).toBe('Europe/Istanbul');
    expect((await api(ctx, other, 'GET', `/tasks/${ok.body.data.id}`)).status).toBe(404);
    expect((await api(ctx, other, 'GET', `/tasks/${ok.body.data.id}/log`)).status).toBe(404);
    const list = await api(ctx, m, 'GET', '/tasks?view=list');
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses a one-time send time already past on the account clock, on create and on update (tr and en)', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    await members(ctx, m, 1, 'past');
    const campaign = await newCampaign(ctx, m);
    const base = {
      title: 'Tek sefer',
      campaignId: campaign.id,
      channel: 'email',
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: '<p>x</p>' } } },
      audience: { kind: 'all', confirmAll: true },
    };
    const send = (method: 'POST' | 'PUT', url: string, at: string, lang: string, who = m) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...who.headers, 'accept-language': lang },
        payload: { ...base, schedule: { periodType: 'static', at } },
      });
    const tr = 'Tek seferlik görevin gönderim zamanı gelecekte olmalıdır.';
    const en = 'The send time of a one-time task must be in the future.';
    for (const [lang, text] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      const res = await send('POST', '/tasks', localAt(-24 * 60), lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toEqual({
        code: 'validation',
        message: text,
        messageList: [text],
        fields: { 'schedule.at': [text] },
      });
    }
    expect((await send('POST', '/tasks', localAt(-3), 'tr')).statusCode).toBe(422);
    // The minute running now is still "now" (with a minute of grace for clocks): accepted.
    const current = await send('POST', '/tasks', localAt(0), 'tr');
    expect(current.statusCode, current.body).toBe(201);
    expect((await api(ctx, m, 'GET', '/tasks')).body.meta.total).toBe(1);

    // Update: a past time is refused and the stored task keeps its time.
    const later = localAt(90);
    const created = await send('POST', '/tasks', later, 'tr');
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().data.id);
    const moved = await send('PUT', `/tasks/${id}`, localAt(-10), 'en');
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error.fields).toEqual({ 'schedule.at': [en] });
    expect((await api(ctx, m, 'GET', `/tasks/${id}`)).body.data.schedule).toEqual({ periodType: 'static', at: later });
    expect((await send('PUT', `/tasks/${id}`, localAt(120), 'tr')).statusCode).toBe(200);
    // Another account's task answers 404 whatever the time.
    expect((await send('PUT', `/tasks/${id}`, localAt(-10), 'tr', other)).statusCode).toBe(404);

    // Read in the account's zone: an hour ahead in Istanbul is hours past in Tokyo (UTC+9).
    await ctx.deps.db.execute(sql`update accounts set timezone = 'Asia/Tokyo' where id = ${m.accountId}`);
    expect((await send('POST', '/tasks', localAt(60), 'tr')).statusCode).toBe(422);
    const tokyo = await send('POST', '/tasks', localAt(60, 'Asia/Tokyo'), 'tr');
    expect(tokyo.statusCode, tokyo.body).toBe(201);
    expect(tokyo.json().data).toMatchObject({ timezone: 'Asia/Tokyo' });
    expect(new Date(tokyo.json().data.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("runs a daily task on the account's clock: Asia/Kolkata chosen in the sending rules puts 09:00 at 03:30 UTC", async () => {
    const m = await createMerchant(ctx);
    const rules = await api(ctx, m, 'PUT', '/messaging/settings', {
      frequencyCapCount: null,
      frequencyCapHours: 24,
      quietHoursStart: null,
      quietHoursEnd: null,
      timezone: 'Asia/Kolkata',
      defaultLanguage: 'tr',
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'daily', time: '09:00' },
    });
    const now = new Date();
    const today = localParts(now, 'Asia/Kolkata');
    let expected = zonedTime('Asia/Kolkata', today.year, today.month, today.day, 9, 0);
    if (expected.getTime() <= now.getTime()) expected = new Date(expected.getTime() + 86_400_000);
    expect(task).toMatchObject({ timezone: 'Asia/Kolkata', nextRunAt: expected.toISOString() });
    expect(expected.getUTCHours() * 60 + expected.getUTCMinutes()).toBe(3 * 60 + 30);
  });

  it('turning on a one-time task whose time went by while it was off is refused, not sent at once', async () => {
    const m = await createMerchant(ctx);
    await members(ctx, m, 1, 'reactivate');
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'static', at: localAt(60) },
    });
    expect((await api(ctx, m, 'POST', `/tasks/${task.id}/passivate`)).status).toBe(200);
    // Its time passes while it is off.
    await ctx.deps.db
      .execute(sql`update campaign_tasks set schedule = ${JSON.stringify({ periodType: 'static', at: localAt(-60) })}::jsonb
      where id = ${task.id}`);
    const refused = await api(ctx, m, 'POST', `/tasks/${task.id}/activate`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({
      'schedule.at': ['The send time of a one-time task must be in the future.'],
    });
    expect(await taskRow(ctx, task.id)).toMatchObject({ status: 'passive', next_run_at: null });
    // A new time, then it turns on with its next run.
    const body = {
      title: 'Görev',
      campaignId: campaign.id,
      channel: 'email',
      content: task.content,
      audience: task.audience,
      schedule: { periodType: 'static', at: localAt(60) },
      status: 'passive',
    };
    expect((await api(ctx, m, 'PUT', `/tasks/${task.id}`, body)).status).toBe(200);
    const activated = await api(ctx, m, 'POST', `/tasks/${task.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body.data.nextRunAt).not.toBeNull();
  });

  it('"send now" of a one-time task still sends at once and keeps the planned send', async () => {
    const m = await createMerchant(ctx);
    await members(ctx, m, 2, 'now');
    const campaign = await newCampaign(ctx, m);
    const task = await newTask(ctx, m, campaign.id, {
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'static', at: localAt(180) },
    });
    const run = await api(ctx, m, 'POST', `/tasks/${task.id}/run`);
    expect(run.status).toBe(202);
    await ctx.runJobs();
    expect(await campaignMessages(ctx, m.accountId)).toHaveLength(2);
    const log = await api(ctx, m, 'GET', `/tasks/${task.id}/log`);
    expect(log.body.data[0]).toMatchObject({ trigger: 'manual', status: 'sent', recipients: 2 });
    expect((await taskRow(ctx, task.id)).next_run_at?.toISOString()).toBe(task.nextRunAt);
  });

  it('asks for the two-factor code before a task reaching more than the threshold', async () => {
    const m = await createMerchant(ctx);
    await insertMembers(ctx, m.accountId, 1_001, `bulk-${m.accountId}`);
    await ctx.deps.db.execute(sql`update members set email_active = true where account_id = ${m.accountId}`);
    await ctx.deps.db.execute(sql`insert into two_factor_methods (account_id, user_id, method, enabled, is_primary)
      values (${m.accountId}, ${m.userId}, 'email', true, true)`);
    const campaign = await newCampaign(ctx, m);
    const audience = { kind: 'all', confirmAll: true };
    const need = await api(ctx, m, 'POST', '/tasks/verification', { audience, channel: 'email' });
    expect(need.body.data).toMatchObject({ required: true, recipients: 1001, method: 'email' });
    const body = {
      title: 'Büyük',
      campaignId: campaign.id,
      channel: 'email',
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'S', html: '<p>x</p>' } } },
      audience,
      schedule: { periodType: 'static', at: '2030-01-01T10:00' },
    };
    const missing = await api(ctx, m, 'POST', '/tasks', body);
    expect(missing.body.error.code).toBe('verification_required');
    const wrong = await api(ctx, m, 'POST', '/tasks', { ...body, verificationCode: '000000' });
    expect(wrong.body.error.code).toBe('false_code');
    expect((await api(ctx, m, 'POST', '/tasks/verification/send-code', { audience, channel: 'email' })).status).toBe(
      200,
    );
    const mail = await nextMail(ctx, m.email, /\d{6}/);
    const ok = await api(ctx, m, 'POST', '/tasks', { ...body, verificationCode: sixDigitCode(mail.text) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe('audience count', () => {
  it('counts the members a task reaches now: address and permission, not blocked or passive, in the segment', async () => {
    const m = await createMerchant(ctx);
    const ids = await members(ctx, m, 4, 'reach');
    const [noEmail, blocked, passive, reachable] = ids;
    await ctx.deps.db.execute(sql`update members set email_active = false where id = ${noEmail}`);
    await ctx.deps.db.execute(sql`update members set blocked = true where id = ${blocked}`);
    await ctx.deps.db.execute(sql`update members set passive = true where id = ${passive}`);
    await ctx.deps.db.execute(sql`update members set phone = '+90532111' || lpad(id::text, 4, '0'), sms_active = true
      where id in (${noEmail}, ${blocked}, ${reachable})`);
    const count = async (body: object, who = m) => {
      const res = await api(ctx, who, 'POST', '/tasks/audience-count', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.count as number;
    };
    const all = { kind: 'all', confirmAll: true };
    expect(await count({ audience: all, channel: 'email' })).toBe(1);
    expect(await count({ audience: all, channel: 'sms' })).toBe(2);
    expect(await count({ audience: all, channel: 'webpush' })).toBe(2);
    expect(await count({ audience: all })).toBe(2);
    const segmentId = await newSegment(ctx, m, [noEmail ?? 0, blocked ?? 0]);
    const inSegment = { kind: 'segment' as const, segmentId };
    expect(await count({ audience: inSegment, channel: 'sms' })).toBe(1);
    expect(await count({ audience: inSegment, channel: 'email' })).toBe(0);
    const other = await createMerchant(ctx);
    expect((await api(ctx, other, 'POST', '/tasks/audience-count', { audience: inSegment })).status).toBe(404);
    expect(await count({ audience: all, channel: 'sms' }, other)).toBe(0);
    // The task list names the segment a task sends to.
    const campaign = await newCampaign(ctx, m);
    await newTask(ctx, m, campaign.id, { audience: inSegment, schedule: { periodType: 'webhook' } });
    const tasks = await api(ctx, m, 'GET', `/tasks?campaignId=${campaign.id}`);
    expect(tasks.body.data.map((t: { segmentName: string | null }) => t.segmentName)).toEqual(['Sadık']);
  });
});

describe('coupons', () => {
  it('generates unique codes per account under concurrency', async () => {
    const m = await createMerchant(ctx);
    const [a, b] = await Promise.all([
      newCampaign(ctx, m, { coupon: { ...coupon, count: 3000, prefix: '' } }),
      newCampaign(ctx, m, { name: 'İkinci', coupon: { ...coupon, count: 3000, prefix: '' } }),
    ]);
    expect(a.couponCount).toBe(3000);
    expect(b.couponCount).toBe(3000);
    // A third generation racing in two transactions of one campaign.
    const c = await newCampaign(ctx, m, { name: 'Üçüncü' });
    const options = {
      ...coupon,
      count: 2000,
      discountType: 'amount' as const,
      currency: 'TRY',
      startDate: null,
      expireDate: null,
      productCount: null,
      prefix: 'X',
    };
    await Promise.all([
      ctx.deps.db.transaction((tx) => generateCoupons(tx, m.accountId, c.id, options)),
      ctx.deps.db.transaction((tx) => generateCoupons(tx, m.accountId, c.id, options)),
    ]);
    const r = await ctx.deps.db.execute<{ n: number; d: number }>(sql`select count(*)::int as n,
      count(distinct code)::int as d from coupons where account_id = ${m.accountId}`);
    expect(r.rows[0]).toEqual({ n: 10000, d: 10000 });
    const list = await api(ctx, m, 'GET', `/campaigns/${a.id}/coupons?perPage=2`);
    expect(list.body.meta.total).toBe(3000);
    expect(list.body.data[0]).toMatchObject({ discountType: 'percent', discount: 10, currency: 'TRY', limit: 2 });
    expect(list.body.data[0].code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  });

  it('assigns a coupon to each member at send time, keeps it across sends, and an order marks it used', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const ids = await members(ctx, m, 3, 'coupon');
    const campaign = await newCampaign(ctx, m, { coupon });
    const all = { kind: 'all' as const, confirmAll: true as const };
    const task = await newTask(ctx, m, campaign.id, { audience: all, schedule: { periodType: 'webhook' } });
    await api(ctx, m, 'POST', `/tasks/${task.id}/run`);
    await ctx.runJobs();
    const first = await ctx.mail.waitFor(`coupon-1-${m.accountId}@mail.test`);
    const code = /Kod: (YAZ[A-Z0-9]{10})/.exec(first.html ?? '')?.[1];
    expect(code).toBeDefined();
    const summary = await api(ctx, m, 'GET', `/campaigns/${campaign.id}/coupons/summary`);
    expect(summary.body.data).toEqual({ total: 5, sent: 3, used: 0, active: 5 });
    // A second send gives the same members the same codes.
    await api(ctx, m, 'POST', `/tasks/${task.id}/run`);
    await ctx.runJobs();
    expect((await api(ctx, m, 'GET', `/campaigns/${campaign.id}/coupons/summary`)).body.data.sent).toBe(3);
    const assigned = await ctx.deps.db.execute<{ member_id: number }>(
      sql`select member_id from coupons where campaign_id = ${campaign.id} and code = ${code ?? ''}`,
    );
    expect(Number(assigned.rows[0]?.member_id)).toBe(ids[0]);
    // An order of another account carrying the code does not use it; the member's own order does.
    await ctx.deps.db.execute(sql`insert into orders (account_id, order_code, total_price, coupon_code)
      values (${other.accountId}, 'O-X', 100, ${code ?? ''})`);
    await markCouponsUsed(ctx.deps.db, null, new Date(Date.now() - 60_000));
    expect((await api(ctx, m, 'GET', `/campaigns/${campaign.id}/coupons/summary`)).body.data.used).toBe(0);
    await ctx.deps.db.execute(sql`insert into orders (account_id, member_id, order_code, total_price, coupon_code)
      values (${m.accountId}, ${ids[0]}, 'O-1', 250, ${(code ?? '').toLowerCase()})`);
    await ctx.runJobs();
    await markCouponsUsed(ctx.deps.db, null, new Date(Date.now() - 60_000));
    expect((await api(ctx, m, 'GET', `/campaigns/${campaign.id}/coupons/summary`)).body.data.used).toBe(1);
    const used = await api(ctx, m, 'GET', `/campaigns/${campaign.id}/coupons?used=yes`);
    expect(used.body.data[0]).toMatchObject({ code, used: true, orderCode: 'O-1', isSend: true });
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/coupons.csv`,
      headers: m.headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(6);
    const usedLine = lines.find((l) => l.startsWith(code ?? '-'));
    expect(usedLine).toContain('O-1');
    expect(usedLine).toContain(`coupon-1-${m.accountId}@mail.test`);
    expect((await api(ctx, other, 'GET', `/campaigns/${campaign.id}/coupons`)).status).toBe(404);
    const foreignCsv = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/coupons.csv`,
      headers: other.headers,
    });
    expect(foreignCsv.statusCode).toBe(404);
  });
});
