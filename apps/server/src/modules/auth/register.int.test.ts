import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  bearer,
  createTestUser,
  linkToken,
  loginAs,
  nextMail,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/auth-factories';

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '+90 532 000 11 22',
  email,
  password: STRONG_PASSWORD,
  passwordConfirmation: STRONG_PASSWORD,
  kvkk: true,
  ...overrides,
});

describe('registration and email verification', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  const register = (payload: Record<string, unknown>, lang = 'tr') =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers: { 'accept-language': lang } });

  it('registers, mails a verification link, verifies, logs in and shows the profile', async () => {
    const email = uniqueEmail('new');
    const res = await register(form(email), 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { ok: true } });

    const mail = await nextMail(ctx, email, /user-verification/);
    expect(mail.subject).toBe('Verify your Ulak account');
    expect(mail.text).toContain('http://localhost:3000/auth/user-verification?token=');
    const token = linkToken(mail.text);

    const sessionToken = await loginAs(ctx, email, STRONG_PASSWORD);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(sessionToken) });
    expect(before.json().data.email_verification).toBe(false);

    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(verified.json()).toEqual({ data: { verified: true } });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('token_invalid');

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(sessionToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email,
      phone: '+90 532 000 11 22',
      email_verification: true,
      domains: [],
      packet: { name: 'Free', type: 'free' },
      campaign_count: 0,
      segment_count: 0,
      task_count: 0,
      login_count: 1,
    });
  });

  it('returns the session profile on login with mfa_alert while no 2FA is enabled', async () => {
    const user = await createTestUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    const data = res.json().data;
    expect(data.mfaRequired).toBe(false);
    expect(data.token.length).toBeGreaterThanOrEqual(40);
    expect(data.expiredTime).toBeGreaterThan(Date.now() / 1000);
    expect(data.profile).toEqual({
      name: 'Zeynep',
      surname: 'Karaca',
      email: user.email,
      packet: { name: 'Free', type: 'free' },
      id: user.userId,
      mfa_alert: true,
    });
  });

  it('rejects a weak password with every failed rule', async () => {
    const res = await register(form(uniqueEmail(), { password: 'password', passwordConfirmation: 'password' }), 'en');
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('password_too_weak');
    expect(error.messageList).toEqual([
      'The password must be at least 12 characters.',
      'The password must contain at least 3 of: lowercase, uppercase, digits, special characters.',
      'The password is too weak; choose a less common one.',
    ]);
    const common = await register(
      form(uniqueEmail(), { password: 'Password1234', passwordConfirmation: 'Password1234' }),
      'en',
    );
    expect(common.json().error.messageList).toEqual(['The password is too weak; choose a less common one.']);
  });

  it('rejects a confirmation mismatch', async () => {
    const res = await register(form(uniqueEmail(), { passwordConfirmation: `${STRONG_PASSWORD}x` }), 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Passwords do not match.');
  });

  it('requires KVKK consent', async () => {
    const missing = await register({ ...form(uniqueEmail()), kvkk: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toBe("Lütfen KVKK'yi kabul ediniz");
    const refused = await register(form(uniqueEmail(), { kvkk: false }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.messageList).toContain("Lütfen KVKK'yi kabul ediniz");
  });

  it('answers 400 when a field is missing', async () => {
    const { name: _name, ...withoutName } = form(uniqueEmail());
    const res = await register(withoutName);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Lütfen tüm alanları doldurunuz');
  });

  it('validates the email address', async () => {
    const res = await register(form('not-an-email'), 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.messageList).toContain('Please enter a valid email address.');
  });

  it('does not reveal a taken email and mails its owner a notice instead', async () => {
    const owner = await createTestUser(ctx);
    const res = await register(form(owner.email.toUpperCase()), 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { ok: true } });
    const notice = await nextMail(ctx, owner.email, /already has an account/);
    expect(notice.subject).toBe('Sign-up attempt with your email address');
    expect(notice.text).not.toContain('user-verification');
    // The original password still works: nothing was overwritten.
    await loginAs(ctx, owner.email, owner.password);
  });

  it('resends the verification mail on request, in Turkish by default', async () => {
    const user = await createTestUser(ctx, { verified: false });
    const token = await loginAs(ctx, user.email, user.password);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/send-verification-mail',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    const mail = await nextMail(ctx, user.email, /user-verification/);
    expect(mail.subject).toBe('Ulak hesabınızı doğrulayın');
  });

  it('refuses an unknown verification token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(res.statusCode).toBe(404);
  });
});
