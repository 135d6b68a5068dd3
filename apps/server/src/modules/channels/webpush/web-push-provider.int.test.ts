import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '@ulak/fakes/push-service';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant } from '../../../../test/audience-factories';
import { channelProvider } from '../../messaging';
import { loadWebPushSettings, vapidSignatureCount, type TWebPushPayload } from './index';
import {
  addPushMember,
  deviceRow,
  generateWebPushKeys,
  pushDirectSend,
  pushMessage,
  registerDevice,
  runMessages,
} from './push-test-helpers';

describe('web push provider against the local push service', () => {
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

  async function subscribedMerchant() {
    const m = await createMerchant(ctx);
    const publicKey = await generateWebPushKeys(ctx, m);
    const subscription = push.subscribe(publicKey);
    const memberId = await addPushMember(ctx, m);
    const deviceId = await registerDevice(
      ctx,
      m,
      { platform: 'browser', regId: subscription.endpoint, ...subscription.keys },
      memberId,
    );
    return { m, publicKey, subscription, memberId, deviceId };
  }

  it('sends a direct web push that the push service decrypts, with click tracking and extras', async () => {
    const { m, publicKey, subscription, memberId } = await subscribedMerchant();
    const { runId, total } = await pushDirectSend(ctx, m, 'webpush', [memberId]);
    expect(total).toBe(1);
    await ctx.runJobs();

    const [delivery] = await push.waitFor(subscription.endpoint);
    if (!delivery) throw new Error('no delivery');
    expect(delivery.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:push@shop.example.com', publicKey });
    expect(delivery.ttl).toBeGreaterThan(0);
    const payload = delivery.json<TWebPushPayload>();
    expect(payload).toMatchObject({
      title: 'Merhaba Ayşe',
      body: 'Sepetinizde ürün var',
      icon: 'https://shop.example.com/icon.png',
      image: 'https://shop.example.com/banner.jpg',
      url: 'https://shop.example.com/sepet',
      sound: 'bildirim.wav',
    });
    expect(payload.click).toMatch(/^http:\/\/localhost:3000\/r\//);

    const [message] = await runMessages(ctx, m, runId);
    expect(message).toMatchObject({ status: 'success', reason: null });

    // The click-tracking URL records the click and redirects to the target.
    const click = new URL(payload.click ?? '');
    const res = await ctx.app.inject({ method: 'GET', url: `${click.pathname}${click.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.com/sepet');
  });

  it.each([404, 410] as const)('removes the subscription when the push service answers %i', async (status) => {
    const { m, subscription, memberId, deviceId } = await subscribedMerchant();
    push.behave(subscription.endpoint, { status });
    const { runId } = await pushDirectSend(ctx, m, 'webpush', [memberId]);
    await ctx.runJobs();
    expect((await runMessages(ctx, m, runId))[0]).toMatchObject({
      status: 'error',
      reason_code: 'device_unregistered',
      reason: 'Device unregistered',
    });
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({
      reg_id: null,
      push_auth: null,
      push_approved: false,
      push_error: 'Device unregistered',
    });
    // The next send finds no registered device for the member.
    expect((await pushDirectSend(ctx, m, 'webpush', [memberId])).total).toBe(0);
  });

  it('retries after 429 honouring Retry-After, then delivers', async () => {
    const { m, subscription, memberId } = await subscribedMerchant();
    push.behave(subscription.endpoint, { status: 429, retryAfter: '120' });
    const started = Date.now();
    const { runId } = await pushDirectSend(ctx, m, 'webpush', [memberId]);
    await ctx.runJobs();
    const [waiting] = await runMessages(ctx, m, runId);
    expect(waiting).toMatchObject({ status: 'waiting', reason_code: 'retry' });
    expect(waiting?.next_attempt_at?.getTime()).toBeGreaterThanOrEqual(started + 120_000);

    // The provider answers the same way when called directly, and accepts once the service recovers.
    const provider = channelProvider('webpush');
    const settings = await loadWebPushSettings(ctx.deps, m.accountId);
    if (!provider || !settings || !waiting?.device_id) throw new Error('setup');
    push.behave(subscription.endpoint, { status: 429, retryAfter: new Date(Date.now() + 30_000).toUTCString() });
    const batch = (id: number) => ({
      accountId: m.accountId,
      channel: 'webpush' as const,
      settings,
      messages: [pushMessage(m, id)],
    });
    const [limited] = await provider.send(batch(waiting.device_id), ctx.deps);
    expect(limited).toMatchObject({ status: 'retry' });
    const wait = limited?.status === 'retry' ? (limited.retryAfterMs ?? 0) : 0;
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    const [accepted] = await provider.send(batch(waiting.device_id), ctx.deps);
    expect(accepted).toMatchObject({ status: 'accepted' });
    expect(push.deliveries(subscription.endpoint)).toHaveLength(1);
  });

  it('fails with credentials_invalid when the subscription belongs to another VAPID key', async () => {
    const m = await createMerchant(ctx);
    await generateWebPushKeys(ctx, m);
    const foreign = push.subscribe('B'.repeat(87));
    const deviceId = await registerDevice(ctx, m, { platform: 'browser', regId: foreign.endpoint, ...foreign.keys });
    const settings = await loadWebPushSettings(ctx.deps, m.accountId);
    const provider = channelProvider('webpush');
    if (!provider || !settings) throw new Error('setup');
    const [outcome] = await provider.send(
      { accountId: m.accountId, channel: 'webpush', settings, messages: [pushMessage(m, deviceId)] },
      ctx.deps,
    );
    expect(outcome).toMatchObject({ status: 'failed', code: 'credentials_invalid' });
    expect(push.rejections().at(-1)).toMatchObject({
      status: 403,
      reason: 'VAPID key does not match the subscription',
    });
    // The device is not blamed for the merchant's key.
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({ push_error: null });
  });

  it('fails a payload the push service refuses as too large (413)', async () => {
    const { m, deviceId } = await subscribedMerchant();
    const settings = await loadWebPushSettings(ctx.deps, m.accountId);
    const provider = channelProvider('webpush');
    if (!provider || !settings) throw new Error('setup');
    const [outcome] = await provider.send(
      {
        accountId: m.accountId,
        channel: 'webpush',
        settings,
        messages: [pushMessage(m, deviceId, { body: 'x'.repeat(5000) })],
      },
      ctx.deps,
    );
    expect(outcome).toMatchObject({ status: 'failed', code: 'payload_too_large' });
  });

  it('signs one VAPID JWT per push-service origin, not one per message', async () => {
    const second = await startPushService();
    try {
      const m = await createMerchant(ctx);
      const publicKey = await generateWebPushKeys(ctx, m);
      const devices: number[] = [];
      for (const service of [push, second, push, second, push, second]) {
        const sub = service.subscribe(publicKey);
        devices.push(await registerDevice(ctx, m, { platform: 'browser', regId: sub.endpoint, ...sub.keys }));
      }
      const settings = await loadWebPushSettings(ctx.deps, m.accountId);
      const provider = channelProvider('webpush');
      if (!provider || !settings) throw new Error('setup');
      const before = vapidSignatureCount();
      for (let round = 0; round < 3; round++) {
        const outcomes = await provider.send(
          { accountId: m.accountId, channel: 'webpush', settings, messages: devices.map((d) => pushMessage(m, d)) },
          ctx.deps,
        );
        expect(outcomes.every((o) => o.status === 'accepted')).toBe(true);
      }
      expect(vapidSignatureCount() - before).toBe(2);
      expect(second.deliveries()).toHaveLength(9);
    } finally {
      await second.close();
    }
  });

  it('keeps the private key write-only and refuses a key pair that does not belong together', async () => {
    const m = await createMerchant(ctx);
    await generateWebPushKeys(ctx, m);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/push-settings', headers: m.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/privateKey"\s*:\s*"/);
    expect(list.json().data[0].webPush).toMatchObject({ privateKeySet: true, subject: 'mailto:push@shop.example.com' });

    const other = await generateWebPushKeys(ctx, await createMerchant(ctx));
    const mismatch = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/push-settings/${m.app.id}/web-push`,
      headers: m.headers,
      payload: { mode: 'own', subject: 'mailto:a@shop.example.com', publicKey: other, privateKey: 'A'.repeat(43) },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.messageList).toContain('The private key does not belong to this public key.');
  });
});
