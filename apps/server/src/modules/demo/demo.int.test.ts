import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../auth';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, loginAs } from '../../../test/auth-factories';
import { generateStrongPassword, seedDemo } from './index';

describe('demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('creates the demo merchant and the admin once, with working credentials', async () => {
    const first = await seedDemo(ctx.deps);
    expect(first.created.map(({ area, url, email }) => ({ area, url, email }))).toEqual([
      { area: 'user', url: 'http://localhost:3000/auth/login', email: 'demo@ulak.local' },
      { area: 'admin', url: 'http://localhost:3000/admin/auth/login', email: 'admin@ulak.local' },
    ]);
    for (const credential of first.created) expect(checkPassword(credential.password).acceptable).toBe(true);
    expect((await seedDemo(ctx.deps)).created).toEqual([]);

    const [user, admin] = first.created;
    const token = await loginAs(ctx, user?.email ?? '', user?.password ?? '');
    const profile = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })
    ).json().data;
    expect(profile).toMatchObject({
      email: 'demo@ulak.local',
      email_verification: true,
      packet: { name: 'Deneme', type: 'trial' },
    });
    await loginAs(ctx, admin?.email ?? '', admin?.password ?? '', 'admin');
  });

  it('uses the configured passwords when set', async () => {
    const configured = await createTestContext({
      env: { ULAK_DEMO_PASSWORD: 'Demo-Pass-2024!x', ULAK_ADMIN_PASSWORD: 'Admin-Pass-2024!y' },
    });
    try {
      const { created } = await seedDemo(configured.deps);
      expect(created.map((c) => c.password)).toEqual(['Demo-Pass-2024!x', 'Admin-Pass-2024!y']);
      await loginAs(configured, 'demo@ulak.local', 'Demo-Pass-2024!x');
    } finally {
      await configured.close();
    }
  });

  it('generates strong random passwords', () => {
    const a = generateStrongPassword();
    expect(a).toHaveLength(20);
    expect(a).not.toBe(generateStrongPassword());
  });
});
