import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, useSession } from './support';

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

test('devices: list, faulty filter, the 2-letter hint and a device detail', async ({ page }) => {
  await page.goto('/user/devices');
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  await page.getByTestId('devices-search').fill('a');
  await expect(page.getByTestId('search-hint')).toBeVisible();
  await page.getByTestId('devices-search').fill('');
  await page.getByTestId('devices-tab-faulty').click();
  await expect(page).toHaveURL(/view=faulty/);
  // every faulty device shows the faulty badge, or there are none
  await expect(page.getByTestId('device-row').or(page.getByTestId('empty-state')).first()).toBeVisible();
  for (const badge of await page.getByTestId('push-badge').all()) await expect(badge).toHaveText('Hatalı');
  await page.getByTestId('devices-tab-all').click();
  await page.getByTestId('device-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/device\/\d+$/);
  await expect(page.getByTestId('device-fields')).toContainText('Platform');
  await page.goto('/user/device/999999999');
  await expect(page.getByTestId('empty-state')).toContainText('Cihaz kayıtlı değil');
});

test('orders and events lists show the shop data', async ({ page }) => {
  await page.goto('/user/all-orders');
  const order = page.getByTestId('order-row').first();
  await expect(order).toBeVisible();
  await expect(order).toContainText('₺');
  await page.goto('/user/events');
  await expect(page.getByTestId('event-row').first()).toBeVisible();
});

test('member tabs read the member orders and events; tags are added and removed', async ({ page, request }) => {
  const orders = await apiGet<{ data: { member_id: number | null }[] }>(request, 'orders?perPage=50');
  const memberId = orders.data.find((o) => o.member_id !== null)?.member_id;
  expect(memberId).toBeTruthy();
  await page.goto(`/user/member/${memberId}`);
  await page.getByTestId('member-tab-orders').click();
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await page.getByTestId('member-tab-events').click();
  await expect(page.getByTestId('event-row').or(page.getByTestId('empty-state')).first()).toBeVisible();
  await page.getByTestId('member-tab-cart').click();
  await expect(page.getByTestId('member-cart').or(page.getByTestId('empty-state')).first()).toBeVisible();

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
