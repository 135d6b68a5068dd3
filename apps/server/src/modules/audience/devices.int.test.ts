import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { reconcileLimits } from './limits.service';

describe('devices added and edited by hand', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, who: TMerchant = m) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  it('creates a device with its tags, then edits it', async () => {
    const created = await call('POST', '/devices', {
      applicationId: m.app.id,
      platform: 'ios',
      regId: 'apns-token-1',
      deviceId: 'iphone-ayse-01',
      language: 'tr',
      email: 'Ayse@Example.com',
      tags: [
        { name: 'vip', value: 'gold' },
        { name: 'vip', value: 'platinum' },
        { name: 'beta', type: 'boolean', value: 'true' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json().data;
    expect(device).toMatchObject({
      application_id: m.app.id,
      platform: 'ios',
      reg_id: 'apns-token-1',
      device_id: 'iphone-ayse-01',
      email: 'ayse@example.com',
      tag_count: 2,
    });
    expect(device.tags.map((t: { name: string; value: string }) => [t.name, t.value])).toEqual([
      ['beta', 'true'],
      ['vip', 'platinum'],
    ]);

    const edited = await call('PUT', `/devices/${device.id}`, {
      applicationId: m.app.id,
      platform: 'android',
      regId: 'fcm-token-2',
      language: 'en',
      email: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      platform: 'android',
      reg_id: 'fcm-token-2',
      device_id: 'iphone-ayse-01',
      language: 'en',
      email: null,
      tag_count: 2,
    });
  });

  it('makes a device id when none is given, and refuses a duplicate one', async () => {
    const made = await call('POST', '/devices', { applicationId: m.app.id, platform: 'browser' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.device_id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await call('POST', '/devices', {
      applicationId: m.app.id,
      platform: 'browser',
      deviceId: made.json().data.device_id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toHaveProperty('deviceId');
  });

  it('answers 404 for another account’s application and 422 for a bad body', async () => {
    const stranger = await createMerchant(ctx);
    const res = await call('POST', '/devices', { applicationId: stranger.app.id, platform: 'ios' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('application_not_found');
    expect((await call('POST', '/devices', { applicationId: m.app.id, platform: 'tv' })).statusCode).toBe(422);
    // Nor may an own device move into another account's application.
    const own = await call('POST', '/devices', { applicationId: m.app.id, platform: 'ios' });
    const moved = await call('PUT', `/devices/${own.json().data.id}`, {
      applicationId: stranger.app.id,
      platform: 'ios',
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().error.code).toBe('application_not_found');
    const kept = await call('PUT', `/devices/${own.json().data.id}`, { applicationId: m.app.id, platform: 'android' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses devices over the package limit with 418 and makes the excess passive', async () => {
    const full = await createMerchant(ctx);
    await ctx.deps.db.execute(sql`
      insert into devices (account_id, application_id, device_id, platform)
      select ${full.accountId}, ${full.app.id}, 'bulk-' || g, 'browser' from generate_series(1, 999) g`);
    const last = await call('POST', '/devices', { applicationId: full.app.id, platform: 'ios' }, full);
    expect(last.statusCode, last.body).toBe(201);
    const over = await call('POST', '/devices', { applicationId: full.app.id, platform: 'ios' }, full);
    expect(over.statusCode).toBe(418);
    expect(over.json().error).toMatchObject({ code: 'device_limit' });
    expect(over.json().error.message).toContain('1000');

    await ctx.deps.db.execute(sql`
      insert into devices (account_id, application_id, device_id, platform)
      select ${full.accountId}, ${full.app.id}, 'late-' || g, 'browser' from generate_series(1, 3) g`);
    expect(await reconcileLimits(ctx.deps.db, full.accountId, ['device'])).toBe(3);
    const passive = await ctx.deps.db.execute<{ device_id: string }>(
      sql`select device_id from devices where account_id = ${full.accountId} and passive order by id`,
    );
    expect(passive.rows.map((r) => r.device_id)).toEqual(['late-1', 'late-2', 'late-3']);
  });
});
