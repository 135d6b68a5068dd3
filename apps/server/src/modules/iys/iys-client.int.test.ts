import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIysFake, type IysFake } from '@ulak/fakes/iys';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { iysClient } from './iys-client';
import { pushConsents } from './iys-push.service';
import { iysSettingsRepository } from './iys.repository';
import { connectIys, consentStates, insertContactMembers } from './iys-test-helpers';

let ctx: TestContext;
let iys: IysFake;

beforeAll(async () => {
  iys = await startIysFake();
  ctx = await createTestContext({ env: { IYS_BASE_URL: iys.url, IYS_RATE_PER_SECOND: '50' } });
});
afterAll(async () => {
  await ctx.close();
  await iys.close();
});

async function settingsOf(accountId: number) {
  const row = await iysSettingsRepository.find(ctx.deps.db, accountId);
  if (!row) throw new Error('no settings');
  return row;
}

describe('IYS client', () => {
  it('caches the token, refreshes it when it expires, and backs off an hour on H084', async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m);
    const before = iys.authRequests();
    // The saved settings got no token yet (the check used a probe); the first call gets one and stores it sealed.
    const first = iysClient(ctx.deps, await settingsOf(m.accountId));
    expect((await first.status('+905320000001', 'BIREYSEL', 'MESAJ')).ok).toBe(false);
    expect(iys.authRequests() - before).toBe(1);
    const stored = await settingsOf(m.accountId);
    expect(stored.accessTokenSealed).toBeTruthy();
    // Sealed, not the fake's plain UUID: the sealed body (after `v2:<key id>:`) is base64, which has no '-'.
    expect(stored.accessTokenSealed).toMatch(/^v2:[\w-]{8}:[A-Za-z0-9+/=]+$/);
    // Another client (another worker) reuses the stored token: no auth request.
    await iysClient(ctx.deps, stored).status('+905320000001', 'BIREYSEL', 'MESAJ');
    expect(iys.authRequests() - before).toBe(1);
    // An expired access token is renewed with the refresh token (a refresh grant, not the password).
    await ctx.deps.db.execute(
      sql`update iys_settings set access_expires_at = now() - interval '1 minute' where account_id = ${m.accountId}`,
    );
    const refreshed = iysClient(ctx.deps, await settingsOf(m.accountId));
    await refreshed.status('+905320000001', 'BIREYSEL', 'MESAJ');
    const grants = iys
      .requests()
      .filter((r) => r.path === '/oauth2/token')
      .map((r) => (r.json as { grant_type: string }).grant_type);
    expect(grants.at(-1)).toBe('refresh_token');
    // H084: the hourly auth limit is reached; the client stops asking for an hour and reports IYS unavailable.
    iys.setAuthLimit(0);
    await ctx.deps.db.execute(
      sql`update iys_settings set access_expires_at = now() - interval '1 minute', refresh_expires_at = now()
        where account_id = ${m.accountId}`,
    );
    const blocked = await iysClient(ctx.deps, await settingsOf(m.accountId)).status(
      '+905320000001',
      'BIREYSEL',
      'MESAJ',
    );
    expect(blocked).toMatchObject({ ok: false, kind: 'unavailable', code: 'H084' });
    const until = (await settingsOf(m.accountId)).authBlockedUntil?.getTime() ?? 0;
    expect(until - Date.now()).toBeGreaterThan(3_500_000);
    const asked = iys.authRequests();
    const again = await iysClient(ctx.deps, await settingsOf(m.accountId)).status('+905320000001', 'BIREYSEL', 'MESAJ');
    expect(again).toMatchObject({ ok: false, code: 'H084' });
    expect(iys.authRequests()).toBe(asked);
    iys.setAuthLimit(100);
  });

  it('maps the registry error codes to clear reasons', async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m);
    const client = iysClient(ctx.deps, await settingsOf(m.accountId));
    const res = await client.addBulk([
      { recipient: '+905320000002', recipientType: 'BIREYSEL', status: 'ONAY', type: 'MESAJ', source: 'HS_WEB' },
    ]);
    expect(res.ok).toBe(true);
    const missing = await client.status('+905329999999', 'BIREYSEL', 'MESAJ');
    expect(missing).toMatchObject({ ok: false, kind: 'refused', code: 'H168', message: 'recipient not found' });
  });
});

describe('IYS push: paths and limits', () => {
  it('an SDK identify with permissions reaches IYS like any other change', async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m, { channels: ['email'] });
    const member = { customerId: 'SDK-1', email: 'sdk@iys.test' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/t/v1/events',
      headers: { 'content-type': 'text/plain', origin: 'https://shop.example.com' },
      payload: JSON.stringify({
        token: m.app.sdk_token,
        deviceId: randomUUID(),
        context: {
          url: 'https://shop.example.com/',
          referrer: '',
          title: '',
          language: 'tr',
          screen: '',
          timezone: '',
        },
        events: [
          {
            id: randomUUID(),
            type: 'identify',
            ts: new Date().toISOString(),
            properties: { ...member, permissions: { email: true } },
            member,
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(202);
    await ctx.runJobs();
    await pushConsents(ctx.deps, m.accountId, 10_000);
    for (let i = 0; i < 10 && (await pushConsents(ctx.deps, m.accountId, 10_000)).queue !== 'completed'; i++);
    expect(await consentStates(ctx, m.accountId)).toEqual({ success: 1 });
    const log = (await ctx.app.inject({ method: 'GET', url: '/api/v1/iys/change-logs', headers: m.headers })).json()
      .data;
    expect(log).toEqual([
      expect.objectContaining({
        recipient: 'sdk@iys.test',
        type: 'EPOSTA',
        status: 'ONAY',
        origin: 'sdk',
        source: 'HS_WEB',
      }),
    ]);
  });

  it("stops at the IYS packet's count limit and keeps the rest waiting", async () => {
    const m = await createMerchant(ctx);
    await connectIys(ctx, iys, m, { channels: ['sms'] });
    await ctx.deps.db.execute(sql`update iys_settings set count_limit = 2 where account_id = ${m.accountId}`);
    await insertContactMembers(ctx, m.accountId, 3, 600_000);
    await ctx.deps.db
      .execute(sql`insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
      select account_id, id, 'sms', true, phone, 'screen' from members where account_id = ${m.accountId}`);
    for (let i = 0; i < 5; i++) await pushConsents(ctx.deps, m.accountId, 5_000);
    expect(await consentStates(ctx, m.accountId)).toEqual({ pending: 1, success: 2 });
    const summary = (await ctx.app.inject({ method: 'GET', url: '/api/v1/iys/summary', headers: m.headers })).json()
      .data;
    expect(summary).toMatchObject({ queue: 'continuing', pending: 1, packet: { countLimit: 2, usage: 2 } });
  });
});
