import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startPushService, type PushService, type TFakeSubscription } from '../../../test/fakes/src/push-service';
import { startFcmFake } from '../../../test/fakes/src/fcm';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

// Web push end to end in real Chromium: the real SDK on a shop page asks for permission (granted
// through the browser context), registers the real service worker and subscribes; the real server
// stores the subscription, sends through the pipeline, and the local push service decrypts it.
//
// Chromium's own push service (FCM) is unreachable offline, and a subscription made there could not be
// delivered to a local double anyway, so PushManager.subscribe() — and only it — is replaced in the
// page by one answering the subscription the local push service created (its keys are the double's).
let shop: http.Server;
let push: PushService;
let shopPage = '';

test.beforeAll(async () => {
  push = await startPushService();
  shop = http.createServer((request, response) => {
    if (request.url === '/ulak-sw.js') {
      // What a shop hosts on its own origin: one line importing our worker.
      response.writeHead(200, { 'content-type': 'application/javascript' });
      response.end(`importScripts('http://localhost:${process.env.E2E_PORT ?? 3199}/ulak-sw.js');`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shopPage);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await push.close();
});

// PushManager.subscribe()/getSubscription() answer the subscription the local push service made.
async function stubPushManager(page: Page, subscription: TFakeSubscription): Promise<void> {
  await page.addInitScript((injected: TFakeSubscription) => {
    const asKey = (value: string) =>
      Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    let current: object | null = null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const applicationServerKey = options?.applicationServerKey as Uint8Array;
      current = {
        endpoint: injected.endpoint,
        expirationTime: null,
        options: { applicationServerKey: applicationServerKey.buffer, userVisibleOnly: true },
        getKey: (name: 'p256dh' | 'auth') => asKey(injected.keys[name]),
        toJSON: () => injected,
        unsubscribe: async () => true,
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
}

async function subscribeOnShop(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    () => typeof (window as unknown as { ulak?: { pushSubscribe?: unknown } }).ulak?.pushSubscribe === 'function',
  );
  const result = await page.evaluate(() =>
    (window as unknown as { ulak: { pushSubscribe: () => Promise<string> } }).ulak.pushSubscribe(),
  );
  expect(result).toBe('subscribed');
}

test('the SDK subscribes a browser, a web push send reaches the push service and decrypts', async ({
  page,
  context,
  request,
}) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await request.post('/api/v1/applications', {
    headers: auth,
    data: { name: 'Push Test Mağazası', domains: ['shop.localhost'] },
  });
  expect(created.status()).toBe(201);
  const application = (await created.json()).data as { id: number; snippet: string };
  const keys = await request.put(`/api/v1/push-settings/${application.id}/web-push`, {
    headers: auth,
    data: { mode: 'generate', subject: 'mailto:push@shop.localhost' },
  });
  expect(keys.status()).toBe(200);
  const publicKey = (await keys.json()).data.webPush.publicKey as string;
  const subscription = push.subscribe(publicKey);

  shopPage = `<!doctype html><html><head><title>Push shop</title>${application.snippet}</head>
    <body><h1>Push shop</h1></body></html>`;
  const port = (shop.address() as AddressInfo).port;
  const origin = `http://shop.localhost:${port}`;
  await context.grantPermissions(['notifications'], { origin });
  await stubPushManager(page, subscription);

  await page.goto(`${origin}/`);
  await expect(page.locator('h1')).toHaveText('Push shop');
  await page.waitForFunction(
    () => typeof (window as unknown as { ulak?: { pushSubscribe?: unknown } }).ulak?.pushSubscribe === 'function',
  );
  const result = await page.evaluate(() =>
    (window as unknown as { ulak: { pushSubscribe: () => Promise<string> } }).ulak.pushSubscribe(),
  );
  expect(result).toBe('subscribed');
  // The real service worker is installed from the shop's origin (importing ours).
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(worker).toBe(`${origin}/ulak-sw.js`);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  const send = await request.post('/api/v1/direct/send/webpush', {
    headers: auth,
    data: {
      content: {
        defaultLanguage: 'tr',
        languages: { tr: { subject: 'Hafta sonu indirimi', body: 'Sepetinizdeki ürünlerde %20 indirim' } },
        push: { targetUrl: 'https://shop.localhost/kampanya', iconUrl: 'https://shop.localhost/icon.png' },
      },
      audience: { kind: 'addresses', addresses: [subscription.endpoint] },
    },
  });
  expect(send.status(), await send.text()).toBe(201);
  expect((await send.json()).data.total).toBe(1);

  const [delivery] = await push.waitFor(subscription.endpoint, 1, 30_000);
  expect(delivery?.vapid).toMatchObject({ publicKey, sub: 'mailto:push@shop.localhost', aud: push.origin });
  const payload = delivery?.json<Record<string, string>>();
  expect(payload).toMatchObject({
    title: 'Hafta sonu indirimi',
    body: 'Sepetinizdeki ürünlerde %20 indirim',
    icon: 'https://shop.localhost/icon.png',
    url: 'https://shop.localhost/kampanya',
  });
  expect(payload?.click).toContain('/r/');
});

test('push settings and the direct send screen: keys generated in the panel, a web push sent from the form', async ({
  page,
  context,
  request,
}) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${session.token}` };
  const name = `Push Panel ${Date.now()}`;
  const created = await request.post('/api/v1/applications', {
    headers: auth,
    data: { name, domains: ['shop.localhost'] },
  });
  const application = (await created.json()).data as { id: number; snippet: string };
  shopPage = `<!doctype html><html><head><title>Panel shop</title>${application.snippet}</head><body></body></html>`;

  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/settings/sending?tab=webpush');
  const card = page.getByTestId(`web-push-app-${application.id}`);
  await expect(card.getByTestId('web-push-state')).toHaveText('Anahtar yok');
  await card.getByTestId('web-push-edit').click();
  await card.getByTestId('web-push-subject').fill('destek@shop.localhost');
  await card.getByTestId('web-push-save').click();
  await expect(card.getByTestId('web-push-state')).toHaveText('Anahtarlar tanımlı');
  const publicKey = (await card.getByTestId('web-push-public-key-value').textContent()) ?? '';
  expect(publicKey).toHaveLength(87);
  await expect(card.getByTestId('web-push-worker')).toContainText('/ulak-sw.js');
  await expectAccessible(page);

  // Mobile push: the service-account key is uploaded, only its project and account are shown back.
  const fcm = await startFcmFake();
  try {
    await page.getByTestId('sending-tab-mobilepush').click();
    const mobile = page.getByTestId(`mobile-push-app-${application.id}`);
    const key = fcm.serviceAccount('ulak-panel');
    await mobile.locator('input[type=file]').setInputFiles({
      name: 'service-account.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(key)),
    });
    await mobile.getByTestId('mobile-push-save').click();
    await expect(mobile.getByTestId('mobile-push-state')).toHaveText('Anahtar yüklendi');
    await expect(mobile.getByTestId('mobile-push-project')).toContainText(`ulak-panel · ${key.client_email}`);
    await expectAccessible(page);
  } finally {
    await fcm.close();
  }

  const subscription = push.subscribe(publicKey);
  const shopPageTab = await context.newPage();
  const origin = `http://shop.localhost:${(shop.address() as AddressInfo).port}`;
  await context.grantPermissions(['notifications'], { origin });
  await stubPushManager(shopPageTab, subscription);
  await subscribeOnShop(shopPageTab, origin);

  await page.goto('/user/direct/send/web_push');
  await page.getByTestId('audience-kind').getByText('Adres listesi').click();
  await page.getByTestId('audience-addresses').fill(subscription.endpoint);
  await page.getByTestId('content-subject').fill('Panelden merhaba');
  await page.getByTestId('content-body').fill('Yeni sezon başladı');
  await page.getByTestId('push-extra-targetUrl').fill('https://shop.localhost/yeni-sezon');
  await page.getByTestId('push-extra-imageUrl').fill('https://shop.localhost/banner.jpg');
  await expectAccessible(page);
  await page.getByTestId('direct-send-submit').click();
  await expect(page.getByTestId('direct-send-done')).toBeVisible();

  const [delivery] = await push.waitFor(subscription.endpoint, 1, 30_000);
  expect(delivery?.json()).toMatchObject({
    title: 'Panelden merhaba',
    body: 'Yeni sezon başladı',
    url: 'https://shop.localhost/yeni-sezon',
    image: 'https://shop.localhost/banner.jpg',
  });
});
