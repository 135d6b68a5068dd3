import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { setAdminTotpSecret } from './index';

describe('admin area', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });

  it('logs in, shows the profile and pages the admin list', async () => {
    const admin = await createTestAdmin(ctx);
    await createTestAdmin(ctx);
    await createTestAdmin(ctx);
    const token = await loginAs(ctx, admin.email, admin.password, 'admin');
    expect((await get('admin/profile', token)).json()).toEqual({
      data: { id: admin.id, name: 'Ada', surname: 'Admin', email: admin.email },
    });

    const page = await get('admin/admins?page=1&perPage=2', token);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ id: admin.id, email: admin.email });
    expect(typeof body.data[0].created_at).toBe('string');
    expect(body.data[0].last_login).not.toBeNull();
    expect((await get('admin/admins?page=2&perPage=2', token)).json().data).toHaveLength(1);
  });

  it('records each change made through the admin API, not reads or refused changes', async () => {
    const admin = await createTestAdmin(ctx);
    const token = await loginAs(ctx, admin.email, admin.password, 'admin');
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });
    const created = await send('POST', 'admin/template-categories', { name: { tr: 'Bayram', en: 'Holiday' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await send('POST', 'admin/template-categories', { name: 7 })).statusCode).toBe(422);
    expect((await send('DELETE', `admin/template-categories/${id}`)).statusCode).toBe(200);
    await get('admin/template-categories', token);

    const log = (await get(`admin/actions?adminId=${admin.id}`, token)).json();
    expect(log.meta.total).toBe(2);
    expect(
      log.data.map((a: { method: string; route: string; params: object }) => [a.method, a.route, a.params]),
    ).toEqual([
      ['DELETE', '/api/v1/admin/template-categories/:id', { id: String(id) }],
      ['POST', '/api/v1/admin/template-categories', {}],
    ]);
    expect(log.data[0]).toMatchObject({ admin: { id: admin.id, email: admin.email }, status_code: 200 });

    const user = await createTestUser(ctx);
    const userToken = await loginAs(ctx, user.email, user.password);
    expect((await get('admin/actions', userToken)).statusCode).toBe(401);
  });

  it('refuses wrong credentials and logs out', async () => {
    const admin = await createTestAdmin(ctx);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: 'Wrong-password-9' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    const token = await loginAs(ctx, admin.email, admin.password, 'admin');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/auth/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ data: { ok: true } });
    expect((await get('admin/profile', token)).statusCode).toBe(401);
  });

  it('asks admins with TOTP for the second step', async () => {
    const admin = await createTestAdmin(ctx);
    const secret = authenticator.generateSecret();
    await setAdminTotpSecret(ctx.deps.db, admin.id, ctx.deps.secretBox.seal(secret));
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(first.json().data).toMatchObject({ mfaRequired: true, methods: ['totp'], primary: 'totp' });
    const mfaToken = first.json().data.mfaToken as string;
    const step = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login/2fa',
        payload: { mfaToken, method: 'totp', code },
        headers: { 'accept-language': 'en' },
      });
    const wrong = await step('000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('False Code!');
    const ok = await step(authenticator.generate(secret));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('admin/profile', ok.json().data.token)).statusCode).toBe(200);
    // A user-guard challenge endpoint does not accept an admin challenge.
    const userSide = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/2fa',
      payload: { mfaToken, method: 'totp', code: '123456' },
    });
    expect(userSide.statusCode).toBe(401);
  });

  it('resets a forgotten admin password through the admin link', async () => {
    const admin = await createTestAdmin(ctx);
    const old = await loginAs(ctx, admin.email, admin.password, 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/forgot-password',
      payload: { email: admin.email },
    });
    expect(res.json()).toEqual({ data: { ok: true } });
    const mail = await nextMail(ctx, admin.email, /reset-password-for-admin/);
    expect(mail.text).toContain('http://localhost:3000/admin/auth/reset-password-for-admin?token=');
    const token = linkToken(mail.text);
    // A user reset endpoint does not accept an admin reset token.
    const userSide = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(userSide.statusCode).toBe(404);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/reset-password',
      payload: { token, password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(reset.json()).toEqual({ data: { ok: true } });
    expect((await get('admin/profile', old)).statusCode).toBe(401);
    await loginAs(ctx, admin.email, OTHER_STRONG_PASSWORD, 'admin');
  });
});
