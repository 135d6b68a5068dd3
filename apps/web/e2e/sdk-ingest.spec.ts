import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, apiLogin } from './support';

// The real SDK on a test shop page, talking to the real ingest API: anonymous events, identify, unload.
let shop: http.Server;
let shopPage = '';

test.beforeAll(async () => {
  shop = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shopPage);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
});

test('events from a shop page arrive, identify merges the anonymous history, unload flushes', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${session.token}` };
  const port = (shop.address() as AddressInfo).port;
  const created = await request.post('/api/v1/applications', {
    headers: auth,
    data: { name: 'SDK Test Mağazası', domains: ['shop.localhost'] },
  });
  expect(created.status()).toBe(201);
  const application = (await created.json()).data as { snippet: string };
  shopPage = `<!doctype html><html><head><title>Test shop</title>${application.snippet}</head><body>
    <script>ulak('track', 'search', { query: 'ayakkabı' });</script><h1>Test shop</h1></body></html>`;

  const email = `sdk-${Date.now()}@shop.test`;
  // *.localhost resolves to the loopback address in Chromium: a second origin without DNS.
  await page.goto(`http://shop.localhost:${port}/`);
  await expect(page.locator('h1')).toHaveText('Test shop');
  await page.waitForFunction(
    () => typeof (window as unknown as { ulak?: { identify?: unknown } }).ulak?.identify === 'function',
  );
  await page.evaluate((address) => {
    const ulak = (window as unknown as { ulak: (...args: unknown[]) => void }).ulak;
    ulak('identify', { customerId: `C-${address}`, email: address, name: 'Ayşe', surname: 'Yılmaz' });
    ulak('track', 'add_to_cart', { code: 'SKU-1', price: 499, quantity: 1 });
  }, email);
  // Leave at once: the pending add_to_cart must go out with the page (sendBeacon).
  await page.goto('about:blank');

  const findMember = async (): Promise<number | null> => {
    const response = await request.get(`/api/v1/members?search=${encodeURIComponent(email)}`, { headers: auth });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data[0]?.id ?? null;
  };
  await expect.poll(findMember, { timeout: 20_000 }).not.toBeNull();
  const memberId = await findMember();

  const eventNames = async (): Promise<string> => {
    const response = await request.get(`/api/v1/members/${memberId}/events`, { headers: auth });
    return JSON.stringify(await response.json());
  };
  await expect.poll(eventNames, { timeout: 20_000 }).toContain('add_to_cart');
  const events = await eventNames();
  expect(events).toContain('page_view');
  expect(events).toContain('search');
});
