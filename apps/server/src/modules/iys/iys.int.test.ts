import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIysFake, type IysFake } from '@ulak/fakes/iys';
import { startNetgsmFake, type NetgsmFake } from '@ulak/fakes/netgsm';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { importCalls } from '../audience/import/import-test-helpers';
import { putSettings, runMessages, sendDirect } from '../channels/sms/sms-test-helpers';
import { pullChanges } from './iys-pull.service';
import { businessDaysBefore } from './iys-dates';
import { IYS_PUSH_POLICY, pushConsents } from './iys-push.service';
import { connectIys, consentStates, insertContactMembers, IYS_BRAND } from './iys-test-helpers';

const RATE = 4;
let ctx: TestContext;
let iys: IysFake;
let netgsm: NetgsmFake;

beforeAll(async () => {
  [iys, netgsm] = await Promise.all([startIysFake(), startNetgsmFake()]);
  iys.setRateLimit(RATE);
  ctx = await createTestContext({
    env: {
      IYS_BASE_URL: iys.url,
      IYS_RATE_PER_SECOND: String(RATE),
      NETGSM_BASE_URL: netgsm.url,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([iys.close(), netgsm.close()]);
});

const call = (m: TMerchant, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

// Push rounds until the queue is empty; the registry answers bulk requests asynchronously, so on a loaded
// machine a round may find nothing ready yet: keep polling (briefly pausing) up to a deadline, not a round count.
async function pushUntilDone(accountId: number, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const outcome = await pushConsents(ctx.deps, accountId, 30_000);
    if (outcome.queue === 'completed') return;
    if (outcome.down) throw new Error('registry down');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('push did not complete');
}

describe('IYS settings', () => {
  it('refuses empty codes, a wrong pair with the SPEC message, and saves a right pair', async () => {
    const m = await createMerchant(ctx);
    const brand = IYS_BRAND(m);
    iys.addUser(`user${m.accountId}`, { password: 'iys-şifre', brands: [brand] });
    const base = { username: `user${m.accountId}`, password: 'iys-şifre', channels: ['sms', 'email'], active: true };
    const empty = await call(m, 'PUT', '/iys-settings', { ...base, iysCode: '', brandCode: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.messageList).toEqual(
      expect.arrayContaining(['IYS code cannot be empty.', 'Brand code cannot be empty.']),
    );
    // IYS is a plan feature: on the free plan switching it on is refused with SPEC §8's message, the
    // settings stay; the 15-day trial allows it.
    const free = await call(m, 'PUT', '/iys-settings', { ...base, ...brand });
    expect(free.statusCode).toBe(418);
    expect(free.json().error.message).toBe(
      'You do not have the right to use the package. Please purchase the package.',
    );
    expect((await call(m, 'PUT', '/iys-settings', { ...base, ...brand, active: false })).statusCode).toBe(200);
    await startFeatureTrial(ctx, m, 'iys');
    const wrong = await call(m, 'PUT', '/iys-settings', { ...base, iysCode: brand.iysCode, brandCode: '999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('İys Code and Brand Code are incorrect');
    const turkish = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/iys-settings/test',
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { ...base, iysCode: brand.iysCode, brandCode: '999' },
    });
    expect(turkish.json().error.message).toBe('İys Kodu ve Marka Kodu hatalı');
    const badPassword = await call(m, 'POST', '/iys-settings/test', { ...base, ...brand, password: 'yanlış' });
    expect(badPassword.json().error.message).toBe('The IYS username or password is incorrect.');
    expect((await call(m, 'POST', '/iys-settings/test', { ...base, ...brand })).json().data).toEqual({
      state: 'valid',
      message: null,
    });
    const saved = await call(m, 'PUT', '/iys-settings', { ...base, ...brand });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('iys-şifre');
    expect(saved.json().data).toMatchObject({ ...brand, hasPassword: true, connectionState: 'valid', active: true });
    // The stored password stays when the form leaves it empty.
    const kept = await call(m, 'PUT', '/iys-settings', { ...base, ...brand, password: '', channels: ['sms'] });
    expect(kept.json().data).toMatchObject({ channels: ['sms'], hasPassword: true });
  });
});

describe('IYS push', () => {
  it('every path records one consent per permission change, in the same transaction', async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m);
    const created = await call(m, 'POST', '/members', {
      name: 'Ayşe',
      email: 'ayse@iys.test',
      phone: '+905321112233',
      smsActive: true,
      emailActive: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const updated = await call(m, 'PUT', `/members/${id}`, {
      name: 'Ayşe',
      email: 'ayse@iys.test',
      phone: '+905321112233',
      smsActive: false,
      emailActive: true,
      callActive: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const key = await call(m, 'POST', '/api-keys', { name: 'Mağaza' });
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/members',
      headers: { authorization: `Bearer ${key.json().data.key}` },
      payload: { members: [{ email: 'api@iys.test', phone: '+905321112244', smsActive: true }] },
    });
    expect(api.statusCode, api.body).toBeLessThan(300);
    const csv = await importCalls(ctx, 'members', 'izin.csv').run(
      'email,sms izni,e-posta izni\nayse@iys.test,1,0\napi@iys.test,1,1\n',
      m,
    );
    expect(csv.status).toBe('done');
    const rows = await ctx.deps.db.execute<{ channel: string; granted: boolean; recipient: string; source: string }>(
      sql`select channel, granted, recipient, source from member_permission_changes where account_id = ${m.accountId} order by id`,
    );
    expect(rows.rows).toEqual([
      { channel: 'sms', granted: true, recipient: '+905321112233', source: 'screen' },
      { channel: 'sms', granted: false, recipient: '+905321112233', source: 'screen' },
      { channel: 'email', granted: true, recipient: 'ayse@iys.test', source: 'screen' },
      { channel: 'call', granted: true, recipient: '+905321112233', source: 'screen' },
      { channel: 'sms', granted: true, recipient: '+905321112244', source: 'api' },
      // The CSV turns Ayşe's sms on and email off, and the API member's email on (sms already on).
      ...[
        { channel: 'sms', granted: true, recipient: '+905321112233', source: 'csv' },
        { channel: 'email', granted: false, recipient: 'ayse@iys.test', source: 'csv' },
        { channel: 'email', granted: true, recipient: 'api@iys.test', source: 'csv' },
      ],
    ]);
    await pushUntilDone(m.accountId);
    expect(await consentStates(ctx, m.accountId)).toEqual({ success: 8 });
    const summary = (await call(m, 'GET', '/iys/summary')).json().data;
    expect(summary).toMatchObject({
      integration: { configured: true, active: true, connectionState: 'valid' },
      queue: 'completed',
      changeLogs: { total: 8, last24h: 8 },
      packet: { usage: 8, perChannel: { sms: 4, email: 3, call: 1 } },
    });
    expect(summary.transferLogs.total).toBeGreaterThanOrEqual(2);
    const logs = (await call(m, 'GET', `/members/${id}/iys-logs`)).json();
    expect(logs.meta.total).toBe(6);
    expect(logs.data[0]).toMatchObject({ recipient: '+905321112233', type: 'MESAJ', status: 'ONAY', state: 'success' });
    const other = await createMerchant(ctx);
    expect((await call(other, 'GET', `/members/${id}/iys-logs`)).statusCode).toBe(404);
  });

  it(
    '10,000 changes reach IYS in bulk, one consent each, in date order, within the rate limit',
    { timeout: 300_000 },
    async () => {
      const m = await createMerchant(ctx);
      const brand = await connectIys(ctx, iys, m, { channels: ['sms'] });
      await insertContactMembers(ctx, m.accountId, 5_000);
      const lines = (flag: number) =>
        `telefon,sms izni\n${Array.from({ length: 5_000 }, (_, i) => `+90532${String(i + 1).padStart(7, '0')},${flag}`).join('\n')}\n`;
      const imports = importCalls(ctx, 'members', 'sms.csv');
      expect((await imports.run(lines(1), m)).updated_rows).toBe(5_000);
      expect((await imports.run(lines(0), m)).updated_rows).toBe(5_000);
      const before = iys.requests().length;
      const started = Date.now();
      await pushUntilDone(m.accountId);
      const requests = iys
        .requests()
        .slice(before)
        .filter((r) => r.path.startsWith(`/sps/${brand.iysCode}/`));
      const mine = iys.accepted().filter((r) => r.iysCode === brand.iysCode);
      expect(mine).toHaveLength(10_000);
      expect(iys.rejected().filter((r) => r.recipient.startsWith('+90532'))).toEqual([]);
      // Exactly one consent per change: each phone once ONAY, then once RET, the RET dated later.
      const byPhone = new Map<string, string[]>();
      for (const r of mine)
        byPhone.set(r.recipient, [...(byPhone.get(r.recipient) ?? []), `${r.status}@${r.consentDate}`]);
      expect(byPhone.size).toBe(5_000);
      for (const list of byPhone.values()) {
        expect(list.map((x) => x.split('@')[0])).toEqual(['ONAY', 'RET']);
        expect((list[1] ?? '') > (list[0] ?? '')).toBe(true);
      }
      const bulks = requests.filter((r) => r.method === 'POST' && r.path.endsWith('/consents/request'));
      expect(bulks).toHaveLength(10);
      for (const b of bulks) expect((b.json as unknown[]).length).toBeLessThanOrEqual(1_000);
      // The rate limit held: never more than RATE requests to the IYS code in one second, none refused.
      const perSecond = new Map<number, number>();
      for (const r of requests)
        perSecond.set(Math.floor(r.at / 1000), (perSecond.get(Math.floor(r.at / 1000)) ?? 0) + 1);
      expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(RATE);
      expect(iys.rateLimited()).toBe(0);
      expect(await consentStates(ctx, m.accountId)).toEqual({ success: 10_000 });
      const transfers = (await call(m, 'GET', '/iys/transfer-logs?perPage=20')).json();
      expect(transfers.meta.total).toBe(10);
      expect(transfers.data[0]).toMatchObject({
        count: 1_000,
        successCount: 1_000,
        failureCount: 0,
        status: 'completed',
      });
      expect(Date.now() - started).toBeLessThan(120_000);
    },
  );

  it('keeps everything while IYS is down ("continuing") and sends it when it is back; logs rejections', async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m);
    await insertContactMembers(ctx, m.accountId, 3, 900_000);
    const ids = await ctx.deps.db.execute<{ id: number }>(
      sql`select id from members where account_id = ${m.accountId} order by id`,
    );
    iys.setDown(true);
    for (const { id } of ids.rows) await call(m, 'PUT', `/members/${id}`, { name: 'Üye', smsActive: true });
    const down = await pushConsents(ctx.deps, m.accountId, 5_000);
    expect(down).toMatchObject({ queue: 'continuing', down: true });
    expect((await call(m, 'GET', '/iys/summary')).json().data).toMatchObject({ queue: 'continuing', pending: 3 });
    iys.setDown(false);
    await ctx.deps.db.execute(sql`update iys_consents set next_attempt_at = now() where account_id = ${m.accountId}`);
    await pushUntilDone(m.accountId);
    expect(await consentStates(ctx, m.accountId)).toEqual({ success: 3 });
    // A withdrawal IYS already holds (RET after RET) is rejected with its reason, not retried.
    const first = ids.rows[0]?.id ?? 0;
    await call(m, 'PUT', `/members/${first}`, { name: 'Üye', smsActive: false });
    await pushUntilDone(m.accountId);
    iys.citizenChange(
      IYS_BRAND(m).iysCode,
      IYS_BRAND(m).brandCode,
      {
        recipient: '+905320900002',
        recipientType: 'BIREYSEL',
        status: 'RET',
        type: 'MESAJ',
      },
      new Date(Date.now() - 60_000),
    );
    const second = ids.rows[1]?.id ?? 0;
    await call(m, 'PUT', `/members/${second}`, { name: 'Üye', smsActive: false });
    await pushUntilDone(m.accountId);
    const rejected = (await call(m, 'GET', '/iys/change-logs?state=rejected')).json();
    expect(rejected.data).toEqual([
      expect.objectContaining({ recipient: '+905320900002', status: 'RET', errorCode: 'H176' }),
    ]);
  });
});

describe('IYS deadline', () => {
  it('warns about changes near the 3-business-day limit and rejects those past it without sending them', async () => {
    const m = await createMerchant(ctx);
    const brand = await connectIys(ctx, iys, m, { channels: ['sms'] });
    await insertContactMembers(ctx, m.accountId, 3, 700_000);
    const ids = (
      await ctx.deps.db.execute<{ id: number; phone: string }>(
        sql`select id, phone from members where account_id = ${m.accountId} order by id`,
      )
    ).rows;
    iys.setDown(true);
    for (const { id } of ids) await call(m, 'PUT', `/members/${id}`, { name: 'Üye', smsActive: true });
    expect(await pushConsents(ctx.deps, m.accountId, 5_000)).toMatchObject({ queue: 'continuing', down: true });
    // IYS stayed unreachable: the first change is past the limit, the second near it, the third fresh.
    const now = new Date();
    const dated = async (phone: string, at: Date) =>
      ctx.deps.db.execute(sql`update iys_consents set consent_date = ${at.toISOString()}::timestamptz
        where account_id = ${m.accountId} and recipient = ${phone}`);
    const [past, near, fresh] = ids;
    const HOUR = 3_600_000;
    await dated(past?.phone ?? '', new Date(businessDaysBefore(now, IYS_PUSH_POLICY.deadlineDays).getTime() - HOUR));
    await dated(near?.phone ?? '', new Date(businessDaysBefore(now, IYS_PUSH_POLICY.warnDays).getTime() - HOUR));
    const summary = async () => (await call(m, 'GET', '/iys/summary')).json().data;
    expect(await summary()).toMatchObject({ queue: 'continuing', pending: 3, nearDeadline: 2 });

    iys.setDown(false);
    await ctx.deps.db.execute(sql`update iys_consents set next_attempt_at = now() where account_id = ${m.accountId}`);
    await pushUntilDone(m.accountId);
    expect(await consentStates(ctx, m.accountId)).toEqual({ rejected: 1, success: 2 });
    const sent = iys
      .accepted()
      .filter((r) => r.iysCode === brand.iysCode)
      .map((r) => r.recipient);
    expect(sent.sort()).toEqual([near?.phone, fresh?.phone].sort());
    const rejected = (await call(m, 'GET', '/iys/change-logs?state=rejected')).json();
    expect(rejected.data).toEqual([
      expect.objectContaining({ recipient: past?.phone, status: 'ONAY', errorCode: 'H174' }),
    ]);
    expect(await summary()).toMatchObject({ queue: 'completed', pending: 0, nearDeadline: 0 });
  });
});

describe('IYS pull and enforcement', () => {
  it('a consent withdrawn at IYS stops the next commercial SMS to that member; informational ones still go', async () => {
    const m = await createMerchant(ctx);
    const brand = await connectIys(ctx, iys, m);
    const usercode = `850${m.accountId}`;
    netgsm.addUser(usercode, { password: 'doğru', msgheaders: ['ULAKSHOP'] });
    await putSettings(ctx, m, 'sms-settings', {
      provider: 'netgsm',
      username: usercode,
      password: 'doğru',
      originator: 'ULAKSHOP',
      iysActive: true,
    });
    await insertContactMembers(ctx, m.accountId, 2, 800_000);
    await ctx.deps.db.execute(sql`update members set sms_active = true where account_id = ${m.accountId}`);
    const ids = (
      await ctx.deps.db.execute<{ id: number; phone: string }>(
        sql`select id, phone from members where account_id = ${m.accountId} order by id`,
      )
    ).rows;
    const [kept, withdrawn] = ids;
    iys.citizenChange(brand.iysCode, brand.brandCode, {
      recipient: withdrawn?.phone ?? '',
      recipientType: 'BIREYSEL',
      status: 'RET',
      type: 'MESAJ',
    });
    expect(await pullChanges(ctx.deps, m.accountId)).toEqual({ applied: 1, reachable: true });
    // The member's permission follows the registry, and the change is logged (direction in).
    const member = (await call(m, 'GET', `/members/${withdrawn?.id}`)).json().data;
    expect(member.sms_active).toBe(false);
    const log = (await call(m, 'GET', '/iys/change-logs?direction=in')).json();
    expect(log.data).toEqual([
      expect.objectContaining({ recipient: withdrawn?.phone, status: 'RET', state: 'applied' }),
    ]);
    // A stale permission (turned on again without the registry) is still refused for commercial SMS.
    await ctx.deps.db.execute(sql`update members set sms_active = true where account_id = ${m.accountId}`);
    const runId = await sendDirect(
      ctx,
      m,
      'sms',
      ids.map((r) => r.id),
      { body: 'İndirim başladı' },
    );
    await ctx.runJobs();
    const outcomes = await runMessages(ctx, m.accountId, runId);
    expect(outcomes.find((o) => o.member_id === kept?.id)?.status).toBe('success');
    expect(outcomes.find((o) => o.member_id === withdrawn?.id)).toMatchObject({
      status: 'failed',
      reason_code: 'iys_rejected',
    });
    // An informational message (a test send here, like an order notice or a login code) is exempt, and
    // goes with the provider's informational IYS filter.
    const test = await call(m, 'POST', '/templates/test-send', {
      channel: 'sms',
      content: { defaultLanguage: 'tr', languages: { tr: { body: 'Siparişiniz kargoda' } } },
      address: withdrawn?.phone,
    });
    expect(test.statusCode, test.body).toBe(201);
    await ctx.runJobs();
    const sent = netgsm.sent().filter((x) => x.usercode === usercode);
    expect(sent.map((x) => [x.no.replace(/^\+?90/, ''), x.iysfilter])).toEqual([
      [kept?.phone.replace(/^\+90/, ''), '11'],
      [withdrawn?.phone.replace(/^\+90/, ''), '0'],
    ]);
    // The feed's cursor is kept: the next pull applies nothing new.
    expect(await pullChanges(ctx.deps, m.accountId)).toEqual({ applied: 0, reachable: true });
  });
});
