import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCache } from './session-cache';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  bearer,
  createTestAdmin,
  createTestUser,
  linkToken,
  loginAs,
  nextMail,
  OTHER_STRONG_PASSWORD,
} from '../../../test/auth-factories';
import { mintOneTimeLoginToken } from './index';

describe('login, sessions and guards', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
  const login = (email: string, password: string, lang = 'tr') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      headers: { 'accept-language': lang },
    });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createTestUser(ctx);
    const wrong = await login(user.email, 'Wrong-password-123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: 'E-posta veya şifre hatalı' } });
    const unknown = await login('nobody@shop.test', 'Wrong-password-123', 'en');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const user = await createTestUser(ctx);
    const once = async (email: string): Promise<number> => {
      const started = performance.now();
      await login(email, 'Wrong-password-123');
      return performance.now() - started;
    };
    const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    await once('warmup@shop.test');
    // Interleaved samples and medians, so load from parallel test files hits both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await once(user.email));
      unknown.push(await once(`nobody-${i}@shop.test`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    expect(median(unknown)).toBeLessThan(median(known) * 2.5);
  });

  it('records each login in the activity calendar', async () => {
    const user = await createTestUser(ctx);
    await loginAs(ctx, user.email, user.password);
    const token = await loginAs(ctx, user.email, user.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/activity', headers: bearer(token) });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(res.json()).toEqual({ data: [{ date: today, count: 2 }] });
    expect((await profile(token)).json().data.login_count).toBe(2);
  });

  it('refuses requests without, with a garbage, an expired or a revoked token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile' })).statusCode).toBe(401);
    expect((await profile('not-a-real-session-token')).statusCode).toBe(401);
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    expect((await profile(token)).statusCode).toBe(200);
    await ctx.deps.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where subject_id = ${user.userId} and guard = 'user'`,
    );
    sessionCache.clear();
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('unauthenticated');
  });

  it('logs out: the token stops working', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const other = await loginAs(ctx, user.email, user.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.json()).toEqual({ data: { ok: true } });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('changes the password: wrong current refused, then every old session ends and the new one works', async () => {
    const user = await createTestUser(ctx);
    const first = await loginAs(ctx, user.email, user.password);
    const second = await loginAs(ctx, user.email, user.password);
    const change = (currentPassword: string, lang = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/change-password',
        headers: { ...bearer(first), 'accept-language': lang },
        payload: { currentPassword, password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
      });
    const wrong = await change('Not-the-current-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('Your current password is incorrect.');
    expect((await change('Not-the-current-1', 'tr')).json().error.message).toBe('Mevcut şifreniz hatalı.');

    const ok = await change(user.password);
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().data as { token: string; expiredTime: number };
    expect(fresh.expiredTime).toBeGreaterThan(Date.now() / 1000);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(fresh.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    await loginAs(ctx, user.email, OTHER_STRONG_PASSWORD);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const user = await createTestUser(ctx);
    const old = await loginAs(ctx, user.email, user.password);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'ghost@shop.test' },
    });
    expect(unknown.json()).toEqual({ data: { ok: true } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({ data: { ok: true } });
    const mail = await nextMail(ctx, user.email, /reset-password\?token=/);
    expect(mail.subject).toBe('Reset your Ulak password');
    expect(mail.text).toContain('http://localhost:3000/auth/reset-password?token=');
    const token = linkToken(mail.text);

    const reset = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token, password, passwordConfirmation: password },
      });
    const weak = await reset('short');
    expect(weak.statusCode).toBe(422);
    expect((await reset(OTHER_STRONG_PASSWORD)).json()).toEqual({ data: { ok: true } });
    expect((await reset(OTHER_STRONG_PASSWORD)).statusCode).toBe(404);
    expect((await profile(old)).statusCode).toBe(401);
    await loginAs(ctx, user.email, OTHER_STRONG_PASSWORD);
  });

  it('turns a one-time token into a session through verifyToken, once', async () => {
    const user = await createTestUser(ctx);
    const oneTime = await mintOneTimeLoginToken(ctx.deps.db, user.accountId, user.userId);
    const verify = () => ctx.app.inject({ method: 'GET', url: '/api/v1/verifyToken', headers: bearer(oneTime) });
    const res = await verify();
    expect(res.statusCode).toBe(200);
    const session = res.json().data.data;
    expect(session).toMatchObject({
      name: 'Zeynep',
      surname: 'Karaca',
      email: user.email,
      packet: { name: 'Free', type: 'free' },
      id: user.userId,
      mfa_alert: true,
    });
    expect(session.expiredTime).toBeGreaterThan(Date.now() / 1000);
    expect((await profile(session.token)).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/verifyToken' })).statusCode).toBe(401);
    // A session token is not a one-time token.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/verifyToken', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });

  it('keeps the guards apart: admin tokens fail on user routes and the reverse', async () => {
    const user = await createTestUser(ctx);
    const admin = await createTestAdmin(ctx);
    const userToken = await loginAs(ctx, user.email, user.password);
    const adminToken = await loginAs(ctx, admin.email, admin.password, 'admin');
    expect((await profile(adminToken)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/profile', headers: bearer(userToken) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/profile', headers: bearer(adminToken) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(adminToken) })).statusCode,
    ).toBe(401);
    // The admin login does not accept a merchant's credentials either.
    const cross = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(cross.statusCode).toBe(401);
  });
});

describe('rate limits on auth routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
  });
  afterAll(async () => ctx.close());

  it('answers 429 with Retry-After once the per-minute budget is spent', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'x@shop.test', password: 'whatever-1234' },
        headers: { 'accept-language': 'en' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toMatch(/Too many requests/);
  });
});
