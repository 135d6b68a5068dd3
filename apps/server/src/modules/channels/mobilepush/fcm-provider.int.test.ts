import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFcmFake, type FcmFake, type TServiceAccountJson } from '@ulak/fakes/fcm';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { channelProvider } from '../../messaging';
import {
  addPushMember,
  deviceRow,
  pushDirectSend,
  pushMessage,
  registerDevice,
  runMessages,
} from '../webpush/push-test-helpers';
import { fcmTokenRequestCount, loadFcmSettings } from './index';

describe('FCM provider against the local FCM double', () => {
  let ctx: TestContext;
  let fcm: FcmFake;
  beforeAll(async () => {
    fcm = await startFcmFake();
    ctx = await createTestContext({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', FCM_API_URL: fcm.url, FCM_TOKEN_URL: fcm.tokenUrl },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fcm.close();
  });

  async function uploadKey(m: TMerchant, key: unknown, extra: Record<string, unknown> = {}) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/push-settings/${m.app.id}/mobile-push`,
      headers: m.headers,
      payload: { serviceAccountJson: JSON.stringify(key), ...extra },
    });
  }

  async function configured(account: TServiceAccountJson = fcm.serviceAccount()) {
    const m = await createMerchant(ctx);
    const res = await uploadKey(m, account, { channelId: 'kampanya' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mobilePush).toEqual({
      configured: true,
      projectId: account.project_id,
      clientEmail: account.client_email,
      channelId: 'kampanya',
    });
    expect(res.body).not.toContain('PRIVATE KEY');
    const memberId = await addPushMember(ctx, m);
    const token = fcm.registerToken();
    const deviceId = await registerDevice(ctx, m, { platform: 'android', regId: token }, memberId);
    return { m, memberId, token, deviceId };
  }

  async function sendDirect(m: TMerchant, deviceId: number) {
    const settings = await loadFcmSettings(ctx.deps, m.accountId);
    const provider = channelProvider('mobilepush');
    if (!provider || !settings) throw new Error('setup');
    const [outcome] = await provider.send(
      { accountId: m.accountId, channel: 'mobilepush', settings, messages: [pushMessage(m, deviceId)] },
      ctx.deps,
    );
    return outcome;
  }

  it('sends Android and APNs payloads with sound, channel and click tracking, reusing the OAuth token', async () => {
    const { m, memberId, token } = await configured();
    const iosToken = fcm.registerToken();
    await registerDevice(ctx, m, { platform: 'ios', regId: iosToken }, memberId);
    const tokensBefore = fcmTokenRequestCount();
    const { runId, total } = await pushDirectSend(ctx, m, 'mobilepush', [memberId]);
    expect(total).toBe(2);
    await ctx.runJobs();
    expect((await runMessages(ctx, m, runId)).map((r) => r.status)).toEqual(['success', 'success']);

    const [android] = fcm.messages(token);
    expect(android).toMatchObject({
      notification: {
        title: 'Merhaba Ayşe',
        body: 'Sepetinizde ürün var',
        image: 'https://shop.example.com/banner.jpg',
      },
      android: { priority: 'high', ttl: '86400s', notification: { sound: 'bildirim.wav', channel_id: 'kampanya' } },
      apns: { payload: { aps: { sound: 'bildirim.wav' } } },
      data: { url: 'https://shop.example.com/sepet' },
    });
    expect(android?.data?.click).toMatch(/^http:\/\/localhost:3000\/r\//);
    expect(fcm.messages(iosToken)).toHaveLength(1);

    await pushDirectSend(ctx, m, 'mobilepush', [memberId]);
    await ctx.runJobs();
    expect(fcm.messages(token)).toHaveLength(2);
    // One assertion signed for the account's key, cached across both sends.
    expect(fcmTokenRequestCount() - tokensBefore).toBe(1);
  });

  it('deactivates the device on UNREGISTERED', async () => {
    const { m, memberId, token, deviceId } = await configured();
    fcm.behave(token, { kind: 'unregistered' });
    const { runId } = await pushDirectSend(ctx, m, 'mobilepush', [memberId]);
    await ctx.runJobs();
    expect((await runMessages(ctx, m, runId))[0]).toMatchObject({
      status: 'error',
      reason_code: 'device_unregistered',
      reason: 'Device unregistered',
    });
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({ reg_id: null, push_error: 'Device unregistered' });
  });

  it('treats INVALID_ARGUMENT for the token as final: Invalid registration', async () => {
    const { m, token, deviceId } = await configured();
    fcm.behave(token, { kind: 'invalid' });
    expect(await sendDirect(m, deviceId)).toMatchObject({
      status: 'failed',
      code: 'invalid_registration',
      reason: 'Invalid registration',
    });
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({ push_error: 'Invalid registration' });
  });

  it('retries QUOTA_EXCEEDED honouring Retry-After, and UNAVAILABLE / INTERNAL with backoff', async () => {
    const { m, memberId, token, deviceId } = await configured();
    fcm.behave(token, { kind: 'quota', retryAfter: '90' });
    const started = Date.now();
    const { runId } = await pushDirectSend(ctx, m, 'mobilepush', [memberId]);
    await ctx.runJobs();
    const [waiting] = await runMessages(ctx, m, runId);
    expect(waiting).toMatchObject({ status: 'waiting', reason_code: 'retry' });
    expect(waiting?.next_attempt_at?.getTime()).toBeGreaterThanOrEqual(started + 90_000);

    fcm.behave(token, { kind: 'unavailable' }, { kind: 'internal' });
    expect(await sendDirect(m, deviceId)).toMatchObject({ status: 'retry', retryAfterMs: null });
    expect(await sendDirect(m, deviceId)).toMatchObject({ status: 'retry' });
    expect(await sendDirect(m, deviceId)).toMatchObject({ status: 'accepted' });
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({ push_error: null, reg_id: token });
  });

  it('fails every message with credentials_invalid when the token endpoint refuses the key', async () => {
    const genuine = fcm.serviceAccount('ulak-wrong');
    // Same account name, but a key the double never issued: the assertion signature does not verify.
    const forged = {
      ...genuine,
      private_key: generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
    };
    const { m, deviceId, token } = await configured(forged);
    expect(await sendDirect(m, deviceId)).toMatchObject({ status: 'failed', code: 'credentials_invalid' });
    expect(fcm.rejections().at(-1)?.reason).toContain('invalid_grant');
    expect(fcm.messages(token)).toHaveLength(0);
    expect(await deviceRow(ctx, m, deviceId)).toMatchObject({ push_error: null });
  });

  it('refuses a file that is not a service-account key', async () => {
    const m = await createMerchant(ctx);
    const res = await uploadKey(m, { type: 'authorized_user', client_id: 'x' });
    expect(res.statusCode).toBe(422);
    const garbage = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/push-settings/${m.app.id}/mobile-push`,
      headers: m.headers,
      payload: { serviceAccountJson: '{not json' },
    });
    expect(garbage.statusCode).toBe(422);
  });

  it('sends to a device registered through the devices API; a new token clears the fault', async () => {
    const { m } = await configured();
    const token = fcm.registerToken();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/devices',
      headers: m.headers,
      payload: { applicationId: m.app.id, platform: 'android', regId: token, deviceId: 'pixel-ayse' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json().data as { id: number; push_approved: boolean };
    expect(device.push_approved).toBe(true);
    fcm.behave(token, { kind: 'unregistered' });
    const send = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/direct/send/mobilepush',
        headers: m.headers,
        payload: {
          content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Selam', body: 'Yeni ürünler' } } },
          audience: { kind: 'addresses', addresses: [address] },
        },
      });
    expect((await send('pixel-ayse')).json().data.total).toBe(1);
    await ctx.runJobs();
    expect(await deviceRow(ctx, m, device.id)).toMatchObject({ reg_id: null, push_error: 'Device unregistered' });

    const renewed = fcm.registerToken();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/devices/${device.id}`,
      headers: m.headers,
      payload: { applicationId: m.app.id, platform: 'android', regId: renewed },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await deviceRow(ctx, m, device.id)).toMatchObject({
      reg_id: renewed,
      push_error: null,
      push_approved: true,
    });
    const { runId } = (await send('pixel-ayse')).json().data as { runId: number };
    await ctx.runJobs();
    expect((await runMessages(ctx, m, runId))[0]?.status).toBe('success');
    expect(fcm.messages(renewed)).toHaveLength(1);
  });
});
