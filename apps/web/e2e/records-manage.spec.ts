import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

// The record management journeys: a device added and edited by hand, a tag renamed and deleted
// everywhere, and an SDK batch opened in the request logs.
let auth: Record<string, string> = {};

test.beforeEach(async ({ page, request }) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  auth = { authorization: `Bearer ${session.token}` };
  await useSession(page, 'user', session, NO_PROMPTS);
});

async function createApplication(request: APIRequestContext, name: string, domain: string) {
  const created = await request.post('/api/v1/applications', { headers: auth, data: { name, domains: [domain] } });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { id: number; sdk_token: string };
}

test('a device is created by hand, then edited', async ({ page, request }) => {
  const appName = `Cihaz Mağazası ${Date.now()}`;
  await createApplication(request, appName, 'devices.example.com');
  const deviceId = `e2e-device-${Date.now()}`;

  await page.goto('/user/devices');
  await page.getByTestId('device-new').click();
  const form = page.getByTestId('device-form');
  await form.getByTestId('device-application').click();
  await page.getByRole('option', { name: appName }).click();
  await form.getByTestId('device-platform').click();
  await page.getByRole('option', { name: 'iOS' }).click();
  await form.getByTestId('device-device-id').fill(deviceId);
  await form.getByTestId('device-reg-id').fill('apns-ilk');
  await form.getByTestId('device-email').fill('cihaz@example.com');
  await form.getByTestId('device-tags-input').fill('kurulum');
  await form.getByTestId('device-tags-input').press('Enter');
  await expectAccessible(page);
  await page.getByTestId('device-save').click();
  await expect(form).toHaveCount(0);

  await page.getByTestId('devices-search').fill(deviceId);
  const row = page.getByTestId('device-row').filter({ hasText: deviceId.slice(0, 18) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('iOS');
  await row.getByTestId('device-edit').click();
  await expect(form.getByTestId('device-reg-id')).toHaveValue('apns-ilk');
  await form.getByTestId('device-platform').click();
  await page.getByRole('option', { name: 'Android' }).click();
  await form.getByTestId('device-reg-id').fill('fcm-yeni');
  await page.getByTestId('device-save').click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('Android');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/device\/\d+$/);
  await expect(page.getByTestId('device-fields')).toContainText('fcm-yeni');
  await expect(page.getByTestId('device-tag-row').filter({ hasText: 'kurulum' })).toHaveCount(1);
});

test('a tag is renamed everywhere, then deleted from everyone', async ({ page, request }) => {
  const members = await request.get('/api/v1/members?perPage=2', { headers: auth });
  const ids = ((await members.json()) as { data: { id: number }[] }).data.map((m) => m.id);
  const tag = `e2e-etiket-${Date.now()}`;
  for (const id of ids)
    expect((await request.put(`/api/v1/members/${id}/tags`, { headers: auth, data: { name: tag } })).ok()).toBe(true);

  await page.goto('/user/tags');
  await page.getByTestId('tags-search').fill(tag);
  const row = page.getByTestId('tag-row').filter({ hasText: tag });
  await expect(row).toContainText(String(ids.length));
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await page.getByTestId('tag-rename-input').fill(`${tag}-yeni`);
  await expectAccessible(page);
  await page.getByTestId('tag-rename-save').click();
  await page.getByTestId('tags-search').fill(`${tag}-yeni`);
  const renamed = page.getByTestId('tag-row').filter({ hasText: `${tag}-yeni` });
  await expect(renamed).toHaveCount(1);

  await renamed.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Emin misiniz?');
  await expect(page.getByTestId('confirm-dialog')).toContainText('Bu işlem geri alınamaz!');
  await expectAccessible(page);
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  const left = await request.get(`/api/v1/members/${ids[0]}/tags`, { headers: auth });
  expect(((await left.json()) as { data: { name: string }[] }).data.map((t) => t.name)).not.toContain(`${tag}-yeni`);
});

test('an SDK batch shows in the request logs and opens in full', async ({ page, request }) => {
  const app = await createApplication(request, `Log Mağazası ${Date.now()}`, 'logs.example.com');
  const deviceId = randomUUID();
  const now = new Date().toISOString();
  const sent = await request.post('/t/v1/events', {
    headers: { 'content-type': 'text/plain', origin: 'https://logs.example.com' },
    data: JSON.stringify({
      token: app.sdk_token,
      deviceId,
      context: { url: 'https://logs.example.com/urun/1', language: 'tr' },
      events: [
        { id: randomUUID(), type: 'page_view', ts: now, properties: { title: 'Ürün' } },
        { id: randomUUID(), type: 'search', ts: now, properties: { query: 'elbise' } },
      ],
    }),
  });
  expect(sent.status()).toBe(202);
  const logged = async () => {
    const response = await request.get('/api/v1/events/request-logs?perPage=50', { headers: auth });
    const body = (await response.json()) as { data: { device_id: string }[] };
    return body.data.some((log) => log.device_id === deviceId);
  };
  await expect.poll(logged, { timeout: 20_000 }).toBe(true);

  await page.goto('/user/events');
  await page.getByTestId('events-request-logs').click();
  await expect(page).toHaveURL(/\/user\/events\/request-logs$/);
  const row = page.getByTestId('request-log-row').filter({ hasText: deviceId.slice(0, 18) });
  await expect(row).toContainText('İşlendi');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/events\/request-logs\/\d+$/);
  await expect(page.getByTestId('request-log-fields')).toContainText('https://logs.example.com/urun/1');
  await expect(page.getByTestId('request-log-fields')).toContainText(deviceId);
  await expect(page.getByTestId('request-log-event')).toHaveCount(2);
  await expect(page.getByTestId('request-log-payload')).toContainText('"query": "elbise"');
  await expectAccessible(page);
});
