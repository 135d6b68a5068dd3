import { expect, test, type APIRequestContext } from '@playwright/test';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Platform-Pass-2026!x';
// The shared header's profile button trips axe's label-content-name-mismatch on every user-area page; it
// is not part of these screens.
const LAYOUT = ['[data-testid="profile-menu"]'];

// A fresh account's session.
async function freshSession(request: APIRequestContext) {
  const email = `platforms-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  return apiLogin(request, 'user', email, PASSWORD);
}

test('platforms (tr): add a custom-script platform, generate a token shown once, see statistics, archive', async ({
  page,
  request,
}) => {
  await useSession(page, 'user', await freshSession(request), { ...NO_PROMPTS, lang: 'tr' });
  await page.goto('/user/settings/platform');
  await expect(page.getByTestId('page-title')).toHaveText('Platformlar');
  await expect(page.getByTestId('empty-state')).toContainText('Henüz platform yok');
  await expectAccessible(page, LAYOUT);

  // The shared schema checks the form before the server does.
  await page.getByTestId('platform-add').click();
  await page.getByRole('dialog').getByText('Özel script', { exact: true }).click();
  await page.getByTestId('platform-add-submit').click();
  await expect(page.getByText('Lütfen mağaza adresini giriniz.')).toBeVisible();
  await page.getByRole('dialog').getByText('Shopify', { exact: true }).click();
  await page.getByTestId('platform-shop-domain').fill('https://www.magaza.com');
  await page.getByTestId('platform-add-submit').click();
  await expect(page.getByText('.myshopify.com ile biten bir mağaza adresi giriniz.')).toBeVisible();

  await page.getByRole('dialog').getByText('Özel script', { exact: true }).click();
  await page.getByTestId('platform-name').fill('Kendi Mağazam');
  await page.getByTestId('platform-store-url').fill('www.kendimagazam.com');
  await page.getByTestId('platform-add-submit').click();
  const row = page.getByTestId('platform-list').getByRole('row', { name: /Kendi Mağazam/ });
  await expect(row).toContainText('https://www.kendimagazam.com');
  await expect(row.getByTestId('platform-status')).toHaveText('Aktif');
  await expect(page.getByTestId('platform-stats')).toContainText('İstatistikler: Kendi Mağazam');
  await page.getByTestId('platform-stats').getByText('Son 7 gün', { exact: true }).click();
  await expect(page.getByTestId('platform-stats-members')).toHaveText('0');

  // The token is shown once, with a copy button.
  await row.getByTestId('platform-generate-token').click();
  await expect(page.getByTestId('platform-token-once')).toContainText('yalnızca bir kez');
  await expect(page.getByTestId('platform-token')).toHaveText(/^ulk_p_/);
  await expect(page.getByTestId('platform-token-copy')).toBeVisible();
  await expectAccessible(page, LAYOUT);
  await page.getByTestId('platform-token-close').click();
  await expect(row.getByTestId('platform-generate-token')).toHaveText('Yeni anahtar');

  // Archiving asks first; cancelling keeps it.
  await row.getByTestId('platform-archive').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Emin misiniz?');
  await page.getByTestId('dialog-cancel').click();
  await expect(row.getByTestId('platform-status')).toHaveText('Aktif');
  await row.getByTestId('platform-archive').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(row.getByTestId('platform-status')).toHaveText('Arşivlendi');
  await expect(row.getByTestId('platform-archive')).toHaveCount(0);
});

test('platforms (en): the screen and the add form speak English', async ({ page, request }) => {
  await useSession(page, 'user', await freshSession(request), { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user/settings/platform');
  await expect(page.getByTestId('page-title')).toHaveText('Platforms');
  await expect(page.getByTestId('empty-state')).toContainText('No platform yet');
  await page.getByTestId('platform-add').click();
  await page.getByRole('dialog').getByText('T-Soft', { exact: true }).click();
  await expect(page.getByText(/web-service user/).first()).toBeVisible();
  await expectAccessible(page, LAYOUT);
  await page.getByTestId('platform-add-submit').click();
  await expect(page.getByText('Please enter the web service user name.')).toBeVisible();
});

test('/shopify/connect checks the shop address, and sends a visitor who is not signed in to log in first', async ({
  page,
}) => {
  await page.goto('/shopify/connect?hl=en');
  await expect(page.getByTestId('page-title')).toHaveText('Connect Your Store');
  await expectAccessible(page);
  await page.getByTestId('shopify-connect-submit').click();
  await expect(page.getByText('Please enter your Shopify shop address.')).toBeVisible();
  await page.getByTestId('shopify-shop').fill('not a shop!');
  await page.getByTestId('shopify-connect-submit').click();
  await expect(page.getByText('Enter a shop address ending in .myshopify.com.')).toBeVisible();
  await page.getByTestId('shopify-shop').fill('magazam');
  await page.getByTestId('shopify-connect-submit').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('magazam.myshopify.com')))).toBe(
    true,
  );

  await page.goto('/shopify/connect?hl=tr&error=signature');
  await expect(page.getByTestId('page-title')).toHaveText('Mağazanı Bağla');
  await expect(page.getByTestId('shopify-connect-returned-error')).toContainText('doğrulanamadı');
  await expectAccessible(page);
});
