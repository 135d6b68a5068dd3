import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

let token = '';

test.beforeEach(async ({ page, request }) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  token = session.token;
  await useSession(page, 'user', session, NO_PROMPTS);
});

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test('devices: list, faulty filter, the 2-letter hint and a device detail', async ({ page, request }) => {
  const faulty = await apiGet<{ meta: { total: number } }>(request, 'devices?faulty=true&perPage=20');
  await page.goto('/user/devices');
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  await page.getByTestId('devices-search').fill('a');
  await expect(page.getByTestId('search-hint')).toBeVisible();
  await page.getByTestId('devices-search').fill('');
  await page.getByTestId('devices-tab-faulty').click();
  await expect(page).toHaveURL(/view=faulty/);
  // The tab lists what the server counts as faulty, each with the faulty badge.
  if (faulty.meta.total === 0) await expect(page.getByTestId('empty-state')).toBeVisible();
  else await expect(page.getByTestId('device-row')).toHaveCount(Math.min(faulty.meta.total, 20));
  for (const badge of await page.getByTestId('push-badge').all()) await expect(badge).toHaveText('Hatalı');
  await expectAccessible(page);
  await page.getByTestId('devices-tab-all').click();
  await page.getByTestId('device-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/device\/\d+$/);
  await expect(page.getByTestId('device-fields')).toContainText('Platform');
  await expectAccessible(page);
  await page.goto('/user/device/999999999');
  await expect(page.getByTestId('record-not-found')).toContainText('Kayıt bulunamadı');
});

test('orders and events lists show the shop data', async ({ page }) => {
  await page.goto('/user/all-orders');
  const order = page.getByTestId('order-row').first();
  await expect(order).toBeVisible();
  await expect(order).toContainText('₺');
  await expectAccessible(page);
  await page.goto('/user/events');
  await expect(page.getByTestId('event-row').first()).toBeVisible();
  await expectAccessible(page);
});

test('member tabs read the member orders and events; tags are added and removed', async ({ page, request }) => {
  const orders = await apiGet<{ data: { member_id: number | null }[] }>(request, 'orders?perPage=50');
  const memberId = orders.data.find((o) => o.member_id !== null)?.member_id;
  expect(memberId).toBeTruthy();
  await page.goto(`/user/member/${memberId}`);
  await page.getByTestId('member-tab-orders').click();
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  // Whether the demo member has events and a cart is the seed's choice: each tab shows exactly what the API holds
  // (the tab pages events ten at a time).
  const events = await apiGet<{ meta: { total: number } }>(request, `members/${memberId}/events?perPage=10`);
  await page.getByTestId('member-tab-events').click();
  if (events.meta.total === 0) await expect(page.getByTestId('empty-state')).toBeVisible();
  else await expect(page.getByTestId('event-row')).toHaveCount(Math.min(events.meta.total, 10));
  const cart = await apiGet<{ data: unknown }>(request, `members/${memberId}/cart`);
  await page.getByTestId('member-tab-cart').click();
  await expect(page.getByTestId(cart.data === null ? 'empty-state' : 'member-cart')).toBeVisible();

  const tag = `e2e-vip-${Date.now()}`;
  await page.getByTestId('member-tab-segments_tags').click();
  await page.getByTestId('tag-name').fill(tag);
  await page.getByTestId('tag-value').fill('altın');
  await page.getByRole('button', { name: 'Etiket Ekle' }).click();
  const row = page.getByTestId('member-tag-row').filter({ hasText: tag });
  await expect(row).toContainText('altın');

  await page.goto('/user/tags');
  await expect(page.getByTestId('tag-row').filter({ hasText: tag })).toContainText('1');

  await page.goto(`/user/member/${memberId}?tab=segments_tags`);
  await row.getByRole('button', { name: 'Sil' }).click();
  await page.getByTestId('dialog-confirm').click();
  await expect(row).toHaveCount(0);
});
