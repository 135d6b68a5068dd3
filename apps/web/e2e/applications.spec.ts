import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

test.beforeEach(async ({ page, request }) => {
  await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), NO_PROMPTS);
});

test('create an application, copy its snippet, regenerate its token and delete it', async ({ page }) => {
  const name = `E2E Mağaza ${Date.now()}`;
  await page.goto('/user/applications');
  await page.getByTestId('application-new').click();
  const form = page.getByTestId('application-form');
  await form.getByLabel('Ad', { exact: true }).fill(name);
  await form.getByLabel('Alan adları').fill('e2e-magaza.com');
  await form.getByLabel('Alan adları').press('Enter');
  await page.getByTestId('application-save').click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('applications-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('e2e-magaza.com');
  await expectAccessible(page);
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/user\/application\/\d+$/);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  const snippet = page.getByTestId('sdk-snippet');
  await expect(snippet).toContainText('window.ulak=window.ulak||function()');
  await expectAccessible(page);
  await expect(snippet).toContainText('/ulak.js" data-token="ulk_');
  const token = await page.getByTestId('sdk-token').innerText();
  await expect(snippet).toContainText(token);

  // regenerating asks first; cancelling keeps the token
  await page.getByTestId('regenerate-token').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Emin misiniz?');
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('sdk-token')).toHaveText(token);
  await page.getByTestId('regenerate-token').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('sdk-token')).not.toHaveText(token);

  // the dashboard lists it with a link
  await page.goto('/user');
  await expect(page.getByTestId('dashboard-apps').getByRole('link', { name: new RegExp(name) })).toBeVisible();

  await page.goto('/user/applications');
  await page
    .getByTestId('applications-table')
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Sil' })
    .click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Bu işlem geri alınamaz!');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('applications-table').getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('an API key is shown once and can be revoked', async ({ page }) => {
  const name = `E2E anahtar ${Date.now()}`;
  await page.goto('/user/applications');
  await page.getByTestId('tab-api-keys').click();
  await page.getByTestId('api-key-name').fill(name);
  await page.getByRole('button', { name: 'Anahtar Oluştur' }).click();
  await expect(page.getByTestId('api-key-secret')).toContainText('ulak_sk_');
  await expectAccessible(page);
  const row = page.getByTestId('api-keys-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'İptal et' }).click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('api-keys-table').getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('an unknown application shows the shared not-found, in English too', async ({ page }) => {
  await page.goto('/user/application/999999?hl=en');
  await expect(page.getByTestId('record-not-found')).toContainText('This record was not found');
  await expect(page.getByTestId('record-back')).toHaveText('Back to the list');
  await expectAccessible(page);
});
