import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestAdmin, createTestUser, loginAs, nextMail, uniqueEmail } from '../../../test/auth-factories';

const totpAt = (secret: string, offset: number): string =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

const login = (ctx: TestContext, email: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers });

// As if the lock had run out: the counters live in the database, so a test moves their clock there.
async function expireLocks(ctx: TestContext): Promise<void> {
  await ctx.deps.db.execute(sql`update auth_failures set locked_until = now() - interval '1 second'`);
}

describe('per-address limits and X-Forwarded-For', () => {
  it('does not take a client address from X-Forwarded-For unless the proxy is trusted', async () => {
    const ctx = await createTestContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // A new address claimed by every request, and a new email so no account lock is involved.
        const res = await login(ctx, uniqueEmail(), 'wrong-password', { 'x-forwarded-for': `198.51.100.${i + 1}` });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      await ctx.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const ctx = await createTestContext({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      for (let i = 0; i < 25; i++) {
        const res = await login(ctx, uniqueEmail(), 'wrong-password', { 'x-forwarded-for': `198.51.100.${i + 1}` });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('failed logins per account and two-factor guesses per person', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  it('locks an email after five failures whatever address they come from, with a growing wait', async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 5; i++) {
      const res = await login(ctx, user.email, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(ctx, user.email, user.password, { 'accept-language': 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('login_locked');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(locked.json().error.message).toBe(
      `Too many failed login attempts for this account. Please wait ${wait} seconds and try again.`,
    );
    const lockedTr = await login(ctx, user.email.toUpperCase(), user.password);
    expect(lockedTr.json().error.message).toMatch(
      /^Bu hesap için çok fazla hatalı giriş denemesi yapıldı\. Lütfen \d+ saniye/,
    );

    // The next failure after the lock doubles the wait; the right password afterwards opens and clears.
    await expireLocks(ctx);
    expect((await login(ctx, user.email, 'wrong-password')).statusCode).toBe(401);
    const longer = await login(ctx, user.email, user.password);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    await expireLocks(ctx);
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(200);
    expect((await login(ctx, user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(ctx, user.email, user.password)).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so a lock tells nothing about who has an account', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await login(ctx, email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(ctx, email, 'wrong-password')).statusCode).toBe(429);
  });

  it('mails the owner after ten failed logins', async () => {
    const user = await createTestUser(ctx);
    for (let i = 0; i < 10; i++) {
      await expireLocks(ctx);
      expect((await login(ctx, user.email, 'wrong-password', { 'accept-language': 'en' })).statusCode).toBe(401);
    }
    const mail = await nextMail(ctx, user.email, /Failed login attempts/);
    expect(mail.text).toContain('10 failed attempts');
  });

  it('locks admin logins per email too', async () => {
    const admin = await createTestAdmin(ctx);
    const url = '/api/v1/admin/auth/login';
    for (let i = 0; i < 5; i++)
      expect(
        (await ctx.app.inject({ method: 'POST', url, payload: { email: admin.email, password: 'nope-nope' } }))
          .statusCode,
      ).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { email: admin.email, password: admin.password },
    });
    expect(res.statusCode).toBe(429);
  });

  async function userWithTotp() {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/2fa/totp/setup', headers: bearer(token) });
    const secret = setup.json().data.secret as string;
    const enable = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/2fa/totp/enable',
      headers: bearer(token),
      payload: { code: totpAt(secret, 0) },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    return { user, token, secret };
  }

  it('counts wrong codes on the TOTP disable endpoint and then refuses even the right one', async () => {
    const { token, secret } = await userWithTotp();
    const disable = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/2fa/totp/disable',
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: { code },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await disable(String(100000 + i))).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await disable(totpAt(secret, 1));
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: 'two_factor_locked' });
    expect(right.json().error.message).toMatch(/^Too many wrong codes\. Please wait \d+ seconds/);
  });

  it('counts failures across login challenges and stops resends on a spent challenge', async () => {
    const { user, secret } = await userWithTotp();
    const secondStep = (mfaToken: string, code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/2fa', payload: { mfaToken, method: 'totp', code } });
    const challenge = async () => (await login(ctx, user.email, user.password)).json().data.mfaToken as string;
    const first = await challenge();
    for (let i = 0; i < 3; i++) expect((await secondStep(first, '000000')).statusCode).toBe(422);
    // A new challenge brings no new guesses: two more and the person is locked.
    const second = await challenge();
    for (let i = 0; i < 2; i++) expect((await secondStep(second, '000000')).statusCode).toBe(422);
    const third = await challenge();
    expect((await secondStep(third, totpAt(secret, 1))).statusCode).toBe(429);

    // A challenge that has used its five attempts sends no more codes.
    for (let i = 0; i < 2; i++) expect((await secondStep(first, '000000')).statusCode).toBe(429);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/2fa/send',
      payload: { mfaToken: first, method: 'email' },
    });
    expect(resend.statusCode).toBe(401);
  });
});
