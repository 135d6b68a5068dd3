import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '@ulak/fakes/push-service';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import {
  addPushMember,
  generateWebPushKeys,
  pushDirectSend,
  registerDevice,
  runMessages,
} from '../../modules/channels/webpush/push-test-helpers';

// Merchant-supplied destinations (SMTP hosts, push endpoints) never reach this host or its networks unless
// EGRESS_ALLOW_PRIVATE is set, whatever NODE_ENV says.
describe('egress guard on merchant-supplied destinations', () => {
  let ctx: TestContext;
  let push: PushService;
  let listener: net.Server;
  let openPort = 0;
  beforeAll(async () => {
    push = await startPushService();
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
    // An open port on this host that is not SMTP: it must not be told apart from a closed one.
    listener = net.createServer((socket) => socket.on('error', () => socket.destroy()));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    openPort = (listener.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.close();
    await push.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  const smtp = (host: string, port: number) => ({ host, port, encryption: 'none', username: '', password: '' });

  it.each(['127.0.0.1', '0.0.0.0', '2130706433', 'localhost', '::ffff:127.0.0.1', '169.254.169.254'])(
    'answers 422 naming the host for an SMTP test or save to %s',
    async (host) => {
      const m = await createMerchant(ctx);
      for (const [method, url] of [
        ['POST', 'smtp-credentials/test'],
        ['PUT', 'smtp-credentials'],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url: `/api/v1/${url}`,
          headers: { ...m.headers, 'accept-language': 'en' },
          payload: smtp(host, openPort),
        });
        expect(res.statusCode, res.body).toBe(422);
        const error = res.json().error as { fields: Record<string, string[]>; message: string };
        expect(Object.keys(error.fields)).toEqual(['host']);
        // The shared schema already refuses some spellings as a host; the rest are refused by the guard.
        if (!host.includes(':')) expect(error.message).toMatch(/host: only public internet addresses/);
      }
    },
  );

  it('refuses a browser subscription whose endpoint is on this host', async () => {
    const m = await createMerchant(ctx);
    const publicKey = await generateWebPushKeys(ctx, m);
    const subscription = push.subscribe(publicKey);
    for (const endpoint of [
      subscription.endpoint.replace(/^http:/, 'https:'),
      `https://[::1]:${openPort}/push`,
      `https://2130706433:${openPort}/push`,
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/t/v1/push/subscriptions',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example.com' },
        payload: JSON.stringify({
          token: m.app.sdk_token,
          deviceId: randomUUID(),
          platform: 'browser',
          subscription: { ...subscription, endpoint },
        }),
      });
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().error.fields)).toEqual(['subscription.endpoint']);
    }
  });

  it('does not send a web push to a stored endpoint that leads into our network', async () => {
    const m = await createMerchant(ctx);
    const publicKey = await generateWebPushKeys(ctx, m);
    const subscription = push.subscribe(publicKey);
    const memberId = await addPushMember(ctx, m);
    // Stored before the guard existed (or by a name that resolved elsewhere then): refused when sending.
    await registerDevice(
      ctx,
      m,
      {
        platform: 'browser',
        regId: subscription.endpoint.replace(/^http:/, 'https:'),
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      },
      memberId,
    );
    const { runId } = await pushDirectSend(ctx, m, 'webpush', [memberId]);
    await ctx.runJobs();
    // Refused as an invalid registration (final), not retried as an unreachable push service.
    expect((await runMessages(ctx, m, runId))[0]).toMatchObject({
      status: 'error',
      reason_code: 'invalid_registration',
    });
    expect(push.deliveries(subscription.endpoint)).toHaveLength(0);
  });
});
