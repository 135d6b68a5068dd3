import { expect, test } from '@playwright/test';
import { startShopifyFake, type ShopifyFake } from '../../../test/fakes/src/shopify';
import { E2E_PORT, E2E_SHOPIFY_APP } from '../playwright.config';
import { NO_PROMPTS, expectAccessible, registerUser } from './support';

const PASSWORD = 'E2e-Shopify-Pass-2026!x';

// The server's SHOPIFY_SHOP_URL points at this fake (playwright.config.ts), signed with the same app secret.
let shopify: ShopifyFake;
test.beforeAll(async () => {
  shopify = await startShopifyFake({ ...E2E_SHOPIFY_APP, port: E2E_PORT + 1005 });
});
test.afterAll(async () => {
  await shopify.close();
});

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test('embedded app without an Ulak session: the shop owner creates an account with the shop’s email and lands installed (tr)', async ({
  page,
}) => {
  const shop = `dukkan-${stamp()}.myshopify.com`;
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, NO_PROMPTS);
  await page.goto(`/shopify/app?id_token=${shopify.sessionToken(shop)}&shop=${shop}`);
  await expect(page.getByTestId('page-title')).toHaveText('Shopify mağazanız için Ulak');
  await expect(page.getByTestId('shopify-app-shop')).toContainText(shop);
  await expect(page.getByTestId('shopify-app-create')).toContainText(`owner@${shop.replace('.myshopify.com', '')}`);
  await expectAccessible(page);

  const form = page.getByTestId('shopify-app-create');
  await form.getByTestId('shopify-app-create-submit').click();
  await expect(form).toContainText('Lütfen tüm alanları doldurunuz');
  await form.getByLabel('Ad', { exact: true }).fill('Deniz');
  await form.getByLabel('Soyad').fill('Aydın');
  await form.getByLabel('Telefon').fill('+90 532 111 22 33');
  await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Şifre tekrarı').fill(PASSWORD);
  await form.getByTestId('shopify-app-kvkk').check();
  await form.getByTestId('shopify-app-create-submit').click();

  await expect(page).toHaveURL(/\/shopify\/installed/);
  await expect(page.getByTestId('shopify-installed-status')).toContainText(shop);
  await expect(page.getByTestId('shopify-installed-status')).toContainText('Eşitleniyor');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await expectAccessible(page);
});

test('embedded app: an existing merchant signs in to link the shop; a wrong password and a forged token are refused (en)', async ({
  page,
  request,
}) => {
  const email = `shopify-link-${stamp()}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const shop = `baglanan-${stamp()}.myshopify.com`;
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, NO_PROMPTS);

  await page.goto(`/shopify/app?id_token=${shopify.sessionToken(shop, {}, 'not-the-app-secret')}&hl=en`);
  await expect(page.getByTestId('shopify-app-error')).toBeVisible();
  await expect(page.getByTestId('shopify-app-tab-link')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/shopify/app?id_token=${shopify.sessionToken(shop)}&hl=en`);
  await expect(page.getByTestId('page-title')).toHaveText('Ulak for your Shopify shop');
  await page.getByTestId('shopify-app-tab-link').click();
  await page.getByTestId('shopify-app-link-email').fill(email);
  await page.getByTestId('shopify-app-link-password').fill('Wrong-Password-1!');
  await page.getByTestId('shopify-app-link-submit').click();
  await expect(page.getByTestId('shopify-app-link')).toContainText('The email or password is not correct.');
  await expectAccessible(page);

  await page.getByTestId('shopify-app-link-password').fill(PASSWORD);
  await page.getByTestId('shopify-app-link-submit').click();
  await expect(page).toHaveURL(/\/shopify\/installed/);
  await expect(page.getByTestId('shopify-installed-status')).toContainText(shop);
  await expect(page.getByTestId('shopify-installed-status')).toContainText(/Syncing|Eşitleniyor/);
  await expectAccessible(page);
});
