import { expect, test, type Page } from '@playwright/test';
import { shopPageHtml, startIngestRecorder, type IngestRecorder } from './ingest-recorder';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let recorder: IngestRecorder;

test.beforeEach(async () => {
  recorder = await startIngestRecorder();
});

test.afterEach(async () => {
  await recorder.close();
});

const names = () => recorder.events().map((event) => event.name ?? event.type);

async function openShop(page: Page, pathname = '/', options: Parameters<typeof shopPageHtml>[1] = {}): Promise<void> {
  recorder.setPage(pathname, shopPageHtml(recorder, options));
  await page.goto(`${recorder.shopOrigin}${pathname}`);
  await page.waitForFunction(() => (window as unknown as { ulak?: { loaded?: boolean } }).ulak?.loaded === true);
}

function flushInPage(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { ulak: { flush(): Promise<void> } }).ulak.flush());
}

test('the automatic page_view arrives as a CORS-simple text/plain POST, silently', async ({ page }) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await openShop(page, '/');
  await expect.poll(names).toEqual(['page_view']);

  const [body] = recorder.accepted();
  expect(body?.token).toBe('tok_e2e');
  expect(body?.deviceId).toMatch(UUID);
  expect(body?.context).toMatchObject({
    url: `${recorder.shopOrigin}/`,
    title: 'Test Shop',
    screen: expect.stringMatching(/^\d+x\d+$/),
  });
  expect(body?.events[0]).toMatchObject({ id: expect.stringMatching(UUID), type: 'page_view' });
  expect(recorder.requests.every((r) => r.method === 'POST' && r.contentType === 'text/plain;charset=UTF-8')).toBe(
    true,
  );
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(consoleLines.filter((line) => line.includes('ulak'))).toEqual([]);
});

test('calls queued before the script loads arrive in order; both call styles work after load', async ({ page }) => {
  await openShop(page, '/queued', {
    before: `
      window.keptStub = ulak;
      ulak('track', 'search', { q: 'sneakers' });
      ulak('identify', { customerId: 'C-7', email: 'ayse@shop.test', permissions: { email: true } });
      ulak('track', 'wishlist_share', { via: 'whatsapp' });
      ulak('product', { code: 'SKU-1', title: 'Sneaker', price: 1200, currency: 'TRY' });
    `,
  });
  await page.evaluate(() => {
    const ulak = (window as unknown as { ulak: ((...args: unknown[]) => void) & { cart(input: unknown): void } }).ulak;
    ulak('track', 'add_to_cart', { code: 'SKU-1', quantity: 1 });
    ulak.cart({
      items: [{ code: 'SKU-1', quantity: 1, price: 1200 }],
      totalPrice: 1200,
      totalCount: 1,
      currency: 'TRY',
    });
    // a reference to the pre-load stub still works after load
    (window as unknown as { keptStub: (...args: unknown[]) => void }).keptStub('track', 'stub_call');
  });
  await flushInPage(page);

  expect(names()).toEqual([
    'search',
    'identify',
    'wishlist_share',
    'product_view',
    'page_view',
    'add_to_cart',
    'cart_update',
    'stub_call',
  ]);
  const events = recorder.events();
  expect(events[0]?.member).toBeUndefined();
  expect(events[1]?.properties).toMatchObject({
    customerId: 'C-7',
    email: 'ayse@shop.test',
    permissions: { email: true },
  });
  expect(events[2]).toMatchObject({ type: 'custom', name: 'wishlist_share', member: { customerId: 'C-7' } });
});

test('identify after anonymous events keeps the device id, later events carry the member, logout forgets it', async ({
  page,
}) => {
  await openShop(page, '/');
  await page.evaluate(() =>
    (window as unknown as { ulak: { product(p: unknown): void } }).ulak.product({ code: 'P1' }),
  );
  await flushInPage(page);
  await page.evaluate(() => {
    const ulak = (window as unknown as { ulak: { identify(i: unknown): void; track(n: string, p?: unknown): void } })
      .ulak;
    ulak.identify({ customerId: 'C-9', email: 'mehmet@shop.test', name: 'Mehmet' });
    ulak.track('add_to_cart', { code: 'P1' });
  });
  await flushInPage(page);
  await page.reload();
  await expect.poll(() => names().length).toBe(5);
  await page.evaluate(() => (window as unknown as { ulak: { logout(): void } }).ulak.logout());
  await page.evaluate(() => (window as unknown as { ulak: { track(n: string): void } }).ulak.track('search'));
  await flushInPage(page);

  const events = recorder.events();
  expect(names()).toEqual(['page_view', 'product_view', 'identify', 'add_to_cart', 'page_view', 'search']);
  expect(new Set(recorder.accepted().map((body) => body.deviceId)).size).toBe(1);
  expect(events.slice(0, 2).map((event) => event.member)).toEqual([undefined, undefined]);
  for (const event of events.slice(2, 5))
    expect(event.member).toEqual({ customerId: 'C-9', email: 'mehmet@shop.test' });
  expect(events[5]?.member).toBeUndefined();
  const stored = await page.evaluate(() => ({
    did: localStorage.getItem('ulak_did'),
    member: localStorage.getItem('ulak_member'),
  }));
  expect(stored).toEqual({ did: recorder.accepted()[0]?.deviceId, member: null });
});

test('a 503 and a 429 with Retry-After are retried without losing or duplicating events', async ({ page }) => {
  recorder.failNext({ status: 503 }, { status: 429, headers: { 'retry-after': '1' } });
  await openShop(page, '/');
  await page.evaluate(() => (window as unknown as { ulak: { track(n: string): void } }).ulak.track('checkout'));
  await expect.poll(() => recorder.accepted().length, { timeout: 15_000 }).toBeGreaterThan(0);
  await flushInPage(page);

  const statuses = recorder.requests.map((r) => r.status);
  expect(statuses.slice(0, 3)).toEqual([503, 429, 202]);
  expect(names()).toEqual(['page_view', 'checkout']);
  const ids = recorder.events().map((event) => event.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(await page.evaluate(() => localStorage.getItem('ulak_q'))).toBeNull();
});

test('SPA navigations send page_view with the new URL and the previous one as referrer', async ({ page }) => {
  await openShop(page, '/');
  await page.evaluate(() => history.pushState({}, '', '/category/shoes'));
  await page.evaluate(() => history.replaceState({ scroll: 1 }, '', '/category/shoes'));
  await flushInPage(page);
  await expect.poll(names).toEqual(['page_view', 'page_view']);
  await flushInPage(page);
  const second = recorder.accepted().at(-1);
  expect(second?.context).toMatchObject({
    url: `${recorder.shopOrigin}/category/shoes`,
    referrer: `${recorder.shopOrigin}/`,
  });
});

test('navigating away flushes pending events with sendBeacon', async ({ page }) => {
  await openShop(page, '/');
  await expect.poll(names).toEqual(['page_view']);
  await page.evaluate(() =>
    (window as unknown as { ulak: { track(n: string, p: unknown): void } }).ulak.track('add_to_cart', { code: 'B1' }),
  );
  recorder.setPage('/elsewhere', '<!doctype html><title>Elsewhere</title><p>no sdk here</p>');
  await page.goto(`${recorder.shopOrigin}/elsewhere`);

  await expect.poll(names).toEqual(['page_view', 'add_to_cart']);
  const beacon = recorder.requests.find((r) => r.body?.events.some((event) => event.type === 'add_to_cart'));
  expect(beacon?.fetchMode).toBe('no-cors');
  // Blob lower-cases its type; still text/plain, so the beacon needs no preflight
  expect(beacon?.contentType.toLowerCase()).toBe('text/plain;charset=utf-8');
});

test('closing the tab flushes pending events with sendBeacon', async ({ page }) => {
  await openShop(page, '/');
  await expect.poll(names).toEqual(['page_view']);
  await page.evaluate(() => (window as unknown as { ulak: { favorite(code: string): void } }).ulak.favorite('F1'));
  await page.close({ runBeforeUnload: true });

  await expect.poll(names).toEqual(['page_view', 'add_favorite']);
  expect(recorder.events()[1]?.properties).toEqual({ code: 'F1' });
  expect(recorder.requests.at(-1)?.fetchMode).toBe('no-cors');
});
