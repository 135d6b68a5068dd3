import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '@ulak/fakes/push-service';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { addPushMember, generateWebPushKeys, pushDirectSend, runMessages } from './push-test-helpers';

describe('public push intake', () => {
  let ctx: TestContext;
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService();
    // Subscriptions point at the local push service.
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', EGRESS_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(async () => {
    await ctx.close();
    await push.close();
  });

  const post = (url: string, body: unknown, origin?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) },
      payload: JSON.stringify(body),
    });

  async function devices(m: TMerchant) {
    const result = await ctx.deps.db.execute<{
      device_id: string;
      platform: string;
      reg_id: string | null;
      push_p256dh: string | null;
    }>(sql`select device_id, platform, reg_id, push_p256dh from devices where account_id = ${m.accountId} order by id`);
    return result.rows;
  }

  it('gives the VAPID public key once keys are set', async () => {
    const m = await createMerchant(ctx);
    const before = await ctx.app.inject({ method: 'GET', url: `/t/v1/push/config?token=${m.app.sdk_token}` });
    expect(before.json().data).toEqual({ publicKey: null });
    const publicKey = await generateWebPushKeys(ctx, m);
    const after = await ctx.app.inject({ method: 'GET', url: `/t/v1/push/config?token=${m.app.sdk_token}` });
    expect(after.headers['access-control-allow-origin']).toBe('*');
    expect(after.json().data).toEqual({ publicKey });
    expect((await ctx.app.inject({ method: 'GET', url: '/t/v1/push/config?token=nope-nope' })).statusCode).toBe(404);
  });

  it('stores a browser subscription as a device that receives the next web push', async () => {
    const m = await createMerchant(ctx);
    const publicKey = await generateWebPushKeys(ctx, m);
    const subscription = push.subscribe(publicKey);
    const deviceId = randomUUID();
    const res = await post(
      '/t/v1/push/subscriptions',
      { token: m.app.sdk_token, deviceId, platform: 'browser', subscription, language: 'tr' },
      'https://shop.example.com',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await devices(m)).toEqual([
      {
        device_id: deviceId,
        platform: 'browser',
        reg_id: subscription.endpoint,
        push_p256dh: subscription.keys.p256dh,
      },
    ]);
    // Identified later (the SDK's identify links the device to the member).
    const memberId = await addPushMember(ctx, m);
    await ctx.deps.db.execute(sql`update devices set member_id = ${memberId} where account_id = ${m.accountId}`);
    const { runId } = await pushDirectSend(ctx, m, 'webpush', [memberId]);
    await ctx.runJobs();
    expect((await runMessages(ctx, m, runId))[0]?.status).toBe('success');
    expect(push.deliveries(subscription.endpoint)[0]?.json()).toMatchObject({ title: 'Merhaba Ayşe' });

    // The same endpoint under a new device id (storage cleared) moves to the new device.
    const again = await post(
      '/t/v1/push/subscriptions',
      { token: m.app.sdk_token, deviceId: randomUUID(), platform: 'browser', subscription },
      'https://www.shop.example.com',
    );
    expect(again.statusCode).toBe(201);
    expect((await devices(m)).map((d) => d.reg_id)).toEqual([null, subscription.endpoint]);

    // A direct send may also name devices by SDK device id or registration.
    const named = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/direct/send/webpush',
      headers: m.headers,
      payload: {
        content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Adrese', body: 'Doğrudan' } } },
        audience: { kind: 'addresses', addresses: [subscription.endpoint, 'unknown-device'] },
      },
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.total).toBe(1);
    await ctx.runJobs();
    expect(push.deliveries(subscription.endpoint).map((d) => d.json<{ title: string }>().title)).toEqual([
      'Merhaba Ayşe',
      'Adrese',
    ]);

    const off = await post('/t/v1/push/unsubscribe', { token: m.app.sdk_token, deviceId }, 'https://shop.example.com');
    expect(off.json().data).toEqual({ removed: true });
  });

  it('takes a mobile app token without an origin', async () => {
    const m = await createMerchant(ctx);
    const deviceId = randomUUID();
    const regId = `fcm-token-${'x'.repeat(140)}`;
    const res = await post('/t/v1/push/subscriptions', {
      token: m.app.sdk_token,
      deviceId,
      platform: 'android',
      regId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await devices(m)).toEqual([{ device_id: deviceId, platform: 'android', reg_id: regId, push_p256dh: null }]);
  });

  it('refuses foreign origins, unknown tokens and malformed subscriptions', async () => {
    const m = await createMerchant(ctx);
    const subscription = push.subscribe();
    const body = { token: m.app.sdk_token, deviceId: randomUUID(), platform: 'browser', subscription };
    expect((await post('/t/v1/push/subscriptions', body, 'https://evil.example')).statusCode).toBe(403);
    expect((await post('/t/v1/push/subscriptions', body)).statusCode).toBe(403);
    expect(
      (await post('/t/v1/push/subscriptions', { ...body, token: 'unknown-token' }, 'https://shop.example.com'))
        .statusCode,
    ).toBe(404);
    const broken = { ...body, subscription: { ...subscription, keys: { p256dh: 'short', auth: 'x' } } };
    expect((await post('/t/v1/push/subscriptions', broken, 'https://shop.example.com')).statusCode).toBe(400);
    expect((await post('/t/v1/push/subscriptions', '{oops', 'https://shop.example.com')).statusCode).toBe(400);
    expect(await devices(m)).toEqual([]);
  });
});
