import { describe, expect, it } from 'vitest';
import { clickTarget, notificationFrom, parsePayload } from './notification';
import { base64UrlToBytes, createPushSubscriber, type PushEnvironment } from './push-subscriber';

const logger = { enabled: false, log: () => undefined };
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

describe('push notification shape', () => {
  it('shows title, body, icon and image and sends the click through the tracking URL', () => {
    const spec = notificationFrom(
      parsePayload(
        JSON.stringify({
          id: 'ulak-7',
          title: 'İndirim',
          body: 'Sepetiniz sizi bekliyor',
          icon: 'https://shop.test/i.png',
          image: 'javascript:alert(1)',
          url: 'https://shop.test/sepet',
          click: 'https://ulak.test/r/1-7/abc?u=x',
        }),
      ),
    );
    expect(spec.title).toBe('İndirim');
    expect(spec.options).toMatchObject({
      body: 'Sepetiniz sizi bekliyor',
      icon: 'https://shop.test/i.png',
      tag: 'ulak-7',
    });
    expect(spec.options).not.toHaveProperty('image');
    expect(clickTarget(spec.options.data)).toBe('https://ulak.test/r/1-7/abc?u=x');
    expect(clickTarget({ url: 'https://shop.test/x' })).toBe('https://shop.test/x');
    expect(clickTarget({ click: 'data:text/html,x' })).toBeNull();
    expect(parsePayload('plain text')).toEqual({ body: 'plain text' });
  });
});

describe('push subscriber', () => {
  function environment(permission: string, overrides: Partial<PushEnvironment> = {}) {
    const posted: { url: string; body: unknown }[] = [];
    const subscribed: Uint8Array[] = [];
    const env: PushEnvironment = {
      notification: { permission: 'default', requestPermission: async () => permission },
      serviceWorker: {
        register: async () => ({}),
        ready: Promise.resolve({
          pushManager: {
            getSubscription: async () => null,
            subscribe: async (options) => {
              subscribed.push(options.applicationServerKey);
              return { toJSON: () => ({ endpoint: 'https://push.test/1', keys: {} }), unsubscribe: async () => true };
            },
          },
        }),
      },
      fetchFn: async (url, init) => {
        if (url.includes('/push/config')) return { status: 200, json: async () => ({ data: { publicKey: KEY } }) };
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return { status: 201, json: async () => ({}) };
      },
      language: 'tr-TR',
      ...overrides,
    };
    return { env, posted, subscribed };
  }
  const config = { token: 'tok-123456', apiBase: 'https://ulak.test', debug: false, autoPageView: true };

  it('subscribes after the permission prompt and posts the subscription as this device', async () => {
    const { env, posted, subscribed } = environment('granted');
    const subscribe = createPushSubscriber({ config, env, getDeviceId: () => 'device-1', logger });
    expect(await subscribe()).toBe('subscribed');
    expect(subscribed[0]).toEqual(base64UrlToBytes(KEY));
    expect(posted).toEqual([
      {
        url: 'https://ulak.test/t/v1/push/subscriptions',
        body: {
          token: 'tok-123456',
          deviceId: 'device-1',
          platform: 'browser',
          subscription: { endpoint: 'https://push.test/1', keys: {} },
          language: 'tr',
        },
      },
    ]);
  });

  it('stops when the visitor says no or the browser cannot push', async () => {
    const denied = environment('denied');
    expect(await createPushSubscriber({ config, env: denied.env, getDeviceId: () => 'd', logger })()).toBe('denied');
    expect(denied.posted).toHaveLength(0);
    const bare = environment('granted', { serviceWorker: undefined });
    expect(await createPushSubscriber({ config, env: bare.env, getDeviceId: () => 'd', logger })()).toBe('unsupported');
  });
});
