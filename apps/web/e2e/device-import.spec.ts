import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

let auth: Record<string, string> = {};

test.beforeEach(async ({ page, request }) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  auth = { authorization: `Bearer ${session.token}` };
  await useSession(page, 'user', session, NO_PROMPTS);
});

test('devices are imported from a CSV into a chosen application and listed', async ({ page, request }) => {
  const stamp = Date.now();
  const appName = `İçe Aktarım Mağazası ${stamp}`;
  const created = await request.post('/api/v1/applications', {
    headers: auth,
    data: { name: appName, domains: ['import.example.com'] },
  });
  expect(created.status()).toBe(201);
  const csv = [
    'device_id;platform;reg_id;dil;push izni',
    `imp-ios-${stamp};ios;apns-${stamp};tr;evet`,
    `imp-and-${stamp};android;fcm-${stamp};en;hayır`,
    `imp-bad-${stamp};symbian;;tr;evet`,
  ].join('\n');

  await page.goto('/user/devices');
  await page.getByTestId('device-import').click();
  const modal = page.getByTestId('import-modal');
  await expect(page.getByText("CSV'den Cihaz İçe Aktar")).toBeVisible();
  await expectAccessible(page);
  await modal.getByTestId('import-application').click();
  await page.getByRole('option', { name: appName }).click();
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'cihazlar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-mapping')).toContainText(`imp-ios-${stamp}`);
  await expect(page.getByTestId('import-map-0')).toHaveValue('Cihaz kimliği');
  await expect(page.getByTestId('import-map-1')).toHaveValue('Platform');
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-inserted')).toHaveText('2');
  await expect(page.getByTestId('import-rejected')).toHaveText('1');
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByTestId('import-rejected-report').click();
  const report = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(report).toContain('4,');
  expect(report).toContain('Platform ios, android veya browser olmalı');
  await modal.getByTestId('import-progress').getByRole('button', { name: 'Kapat' }).click();

  await page.getByTestId('devices-search').fill(`${stamp}`);
  const rows = page.getByTestId('device-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'iOS' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Android' })).toHaveCount(1);
});
