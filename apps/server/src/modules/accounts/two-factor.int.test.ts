import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestUser, loginAs, nextMail, sixDigitCode, type TTestUser } from '../../../test/auth-factories';

// A TOTP code of the step `offset` steps from now (the server accepts ±1 step).
const totpAt = (secret: string, offset: number): string =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

describe('two-factor authentication', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>, lang = 'tr') =>
    ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload }),
    });
  const login = (user: TTestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
  const secondStep = (mfaToken: string, method: string, code: string, lang = 'tr') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/2fa',
      payload: { mfaToken, method, code },
      headers: { 'accept-language': lang },
    });

  async function enableTotp(user: TTestUser, token: string): Promise<string> {
    const setup = await call('POST', 'user/2fa/totp/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json().data as {
      secret: string;
      otpauthUrl: string;
      qrDataUrl: string;
    };
    expect(otpauthUrl).toContain('issuer=Ulak');
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const pending = await call('GET', 'user/2fa', token);
    expect(pending.json().data.methods).toContainEqual({ method: 'totp', enabled: false, primary: false });
    const enabled = await call('POST', 'user/2fa/totp/enable', token, { code: totpAt(secret, 0) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return secret;
  }

  it('sets up TOTP, then login needs the second step, and a code cannot be reused', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const secret = await enableTotp(user, token);
    const status = await call('GET', 'user/2fa', token);
    expect(status.json()).toEqual({
      data: {
        methods: [
          { method: 'totp', enabled: true, primary: true },
          { method: 'sms', enabled: false, primary: false },
          { method: 'email', enabled: false, primary: false },
        ],
      },
    });

    const first = await login(user);
    expect(first.json().data).toMatchObject({ mfaRequired: true, methods: ['totp'], primary: 'totp' });
    const mfaToken = first.json().data.mfaToken as string;
    expect(first.json().data.token).toBeUndefined();

    const wrongTr = await secondStep(mfaToken, 'totp', '000000');
    expect(wrongTr.statusCode).toBe(422);
    expect(wrongTr.json().error).toMatchObject({ code: 'false_code', message: 'Yanlış Kod!' });
    const wrongEn = await secondStep(mfaToken, 'totp', '000000', 'en');
    expect(wrongEn.json().error.message).toBe('False Code!');

    // The enable call spent the current step; the next step's code is valid once.
    const code = totpAt(secret, 1);
    const ok = await secondStep(mfaToken, 'totp', code);
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json().data;
    expect(session.mfaRequired).toBe(false);
    expect(session.profile.mfa_alert).toBe(false);
    expect((await call('GET', 'user/profile', session.token)).statusCode).toBe(200);

    expect((await secondStep(mfaToken, 'totp', code)).statusCode).toBe(401);
    const again = await login(user);
    const replay = await secondStep(again.json().data.mfaToken, 'totp', code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.code).toBe('false_code');
  });

  it('allows five attempts per challenge', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const secret = await enableTotp(user, token);
    const mfaToken = (await login(user)).json().data.mfaToken as string;
    for (let i = 0; i < 5; i++) expect((await secondStep(mfaToken, 'totp', '000000')).statusCode).toBe(422);
    expect((await secondStep(mfaToken, 'totp', totpAt(secret, 1))).statusCode).toBe(401);
  });

  it('uses an email code: sent at login when primary, single use, resendable', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const setup = await call('POST', 'user/2fa/email/setup', token, undefined, 'en');
    expect(setup.json()).toEqual({ data: { sent: true } });
    const setupMail = await nextMail(ctx, user.email, /verification code/);
    expect(setupMail.subject).toBe('Your Ulak verification code');
    expect((await call('POST', 'user/2fa/email/enable', token, { code: '12345' })).statusCode).toBe(422);
    const enabled = await call('POST', 'user/2fa/email/enable', token, { code: sixDigitCode(setupMail.text) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.methods).toContainEqual({ method: 'email', enabled: true, primary: true });

    ctx.mail.clear();
    const first = await login(user);
    expect(first.json().data).toMatchObject({ mfaRequired: true, methods: ['email'], primary: 'email' });
    const loginMail = await nextMail(ctx, user.email, /doğrulama kodu/i);
    const code = sixDigitCode(loginMail.text);
    const mfaToken = first.json().data.mfaToken as string;
    const ok = await secondStep(mfaToken, 'email', code);
    expect(ok.statusCode, ok.body).toBe(200);

    // The same code again, on a new challenge: refused.
    const second = await login(user);
    const reuse = await secondStep(second.json().data.mfaToken, 'email', code, 'en');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error.message).toBe('False Code!');

    ctx.mail.clear();
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/2fa/send',
      payload: { mfaToken: second.json().data.mfaToken, method: 'email' },
    });
    expect(resend.json()).toEqual({ data: { sent: true } });
    const resent = sixDigitCode((await nextMail(ctx, user.email, /doğrulama kodu/i)).text);
    expect((await secondStep(second.json().data.mfaToken, 'email', resent)).statusCode).toBe(200);
  });

  it('sends SMS codes to the outbox and manages primary and disable', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    const secret = await enableTotp(user, token);
    expect((await call('POST', 'user/2fa/primary', token, { method: 'sms' })).statusCode).toBe(422);

    expect((await call('POST', 'user/2fa/sms/setup', token)).json()).toEqual({ data: { sent: true } });
    await ctx.runJobs();
    const sms = (await ctx.smsOutbox()).filter((m) => m.to === '+90 532 111 22 33').at(-1);
    expect(sms?.text).toMatch(/^Ulak doğrulama kodu: \d{6}$/);
    const enabled = await call('POST', 'user/2fa/sms/enable', token, { code: sixDigitCode(sms?.text ?? '') });
    expect(enabled.json().data.methods).toContainEqual({ method: 'sms', enabled: true, primary: false });

    const primary = await call('POST', 'user/2fa/primary', token, { method: 'sms' });
    expect(primary.json().data.methods).toContainEqual({ method: 'sms', enabled: true, primary: true });
    const challenge = await login(user);
    expect(challenge.json().data).toMatchObject({ methods: ['totp', 'sms'], primary: 'sms' });
    await ctx.runJobs();
    expect((await ctx.smsOutbox()).length).toBe(2);

    // Disabling needs a valid code of that method; the other method becomes primary.
    expect((await call('POST', 'user/2fa/sms/disable', token, { code: '000000' })).statusCode).toBe(422);
    await call('POST', 'user/2fa/sms/setup', token);
    await ctx.runJobs();
    const latest = (await ctx.smsOutbox()).at(-1);
    const disabled = await call('POST', 'user/2fa/sms/disable', token, { code: sixDigitCode(latest?.text ?? '') });
    expect(disabled.json().data.methods).toEqual([
      { method: 'totp', enabled: true, primary: true },
      { method: 'sms', enabled: false, primary: false },
      { method: 'email', enabled: false, primary: false },
    ]);
    const off = await call('POST', 'user/2fa/totp/disable', token, { code: totpAt(secret, 1) });
    expect(off.json().data.methods.every((m: { enabled: boolean }) => !m.enabled)).toBe(true);
    expect((await login(user)).json().data.mfaRequired).toBe(false);
  });

  it('needs a user session for every 2FA route', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/2fa' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/user/2fa/totp/setup' })).statusCode).toBe(401);
  });
});
