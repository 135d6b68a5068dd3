import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestAdmin, createTestUser, loginAs } from '../../../test/auth-factories';

const totpAt = (secret: string, offset: number): string =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

describe('admin two-factor setup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  it('sets up TOTP with a QR code, then asks for it at login, then turns it off', async () => {
    const admin = await createTestAdmin(ctx);
    const token = await loginAs(ctx, admin.email, admin.password, 'admin');
    expect((await call('GET', 'admin/2fa', token)).json().data).toEqual({
      methods: [{ method: 'totp', enabled: false, primary: false }],
    });
    const setup = (await call('POST', 'admin/2fa/totp/setup', token)).json().data;
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toContain(encodeURIComponent(admin.email));

    const wrong = await call('POST', 'admin/2fa/totp/enable', token, { code: '000000', setupToken: setup.setupToken });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('False Code!');
    const forged = await call('POST', 'admin/2fa/totp/enable', token, {
      code: totpAt(setup.secret, 0),
      setupToken: `${setup.setupToken.slice(0, -4)}AAAA`,
    });
    expect(forged.statusCode).toBe(422);
    const on = await call('POST', 'admin/2fa/totp/enable', token, {
      code: totpAt(setup.secret, 0),
      setupToken: setup.setupToken,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.methods).toEqual([{ method: 'totp', enabled: true, primary: true }]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json().data).toMatchObject({ mfaRequired: true, methods: ['totp'] });

    // The code that enabled it is spent; the next one turns it off.
    expect((await call('POST', 'admin/2fa/totp/disable', token, { code: totpAt(setup.secret, 0) })).statusCode).toBe(
      422,
    );
    const off = await call('POST', 'admin/2fa/totp/disable', token, { code: totpAt(setup.secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.methods[0].enabled).toBe(false);
    expect((await call('POST', 'admin/2fa/totp/disable', token, { code: '123456' })).statusCode).toBe(422);
  });

  it('does not take another admin’s setup token, and refuses users', async () => {
    const first = await createTestAdmin(ctx);
    const second = await createTestAdmin(ctx);
    const firstToken = await loginAs(ctx, first.email, first.password, 'admin');
    const secondToken = await loginAs(ctx, second.email, second.password, 'admin');
    const setup = (await call('POST', 'admin/2fa/totp/setup', firstToken)).json().data;
    const stolen = await call('POST', 'admin/2fa/totp/enable', secondToken, {
      code: totpAt(setup.secret, 0),
      setupToken: setup.setupToken,
    });
    expect(stolen.statusCode).toBe(422);
    const user = await createTestUser(ctx);
    const userToken = await loginAs(ctx, user.email, user.password);
    expect((await call('GET', 'admin/2fa', userToken)).statusCode).toBe(401);
  });
});
