import { expect, test } from '@playwright/test';
import { IYZICO_3DS_CODE, IYZICO_TEST_CARDS, startIyzicoFake, type IyzicoFake } from '../../../test/fakes/src/iyzico';
import { E2E_IYZICO_KEYS, E2E_PORT } from '../playwright.config';
import {
  ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
  withServerDatabase,
} from './support';

const PASSWORD = 'E2e-Billing-Pass-2026!x';
// The shared header's profile button trips axe's label-content-name-mismatch on every user-area page.
const LAYOUT = ['[data-testid="profile-menu"]'];

// The server was started with IYZICO_BASE_URL on this port and these keys (playwright.config.ts).
let iyzico: IyzicoFake;
test.beforeAll(async () => {
  iyzico = await startIyzicoFake({ port: E2E_PORT + 1004, ...E2E_IYZICO_KEYS });
});
test.afterAll(async () => {
  await iyzico.close();
});

test('a free merchant upgrades to Plus through 3-D Secure and sees the new limits; an admin-granted extra packet shows in the bars', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `billing-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);

  await page.goto('/user/profile/packets');
  await expect(page.getByTestId('page-title')).toHaveText('Paketlerim');
  await expect(page.getByTestId('usage-email-text')).toHaveText('0 / 1.000');
  await expectAccessible(page, LAYOUT);

  await page.goto('/user/packet');
  await expect(page.getByTestId('plan-plus')).toBeVisible();
  await expectAccessible(page, LAYOUT);
  await page.getByTestId('buy-plus').click();
  await expect(page).toHaveURL(/\/user\/payment\/main\/plus-monthly$/);
  await expect(page.getByTestId('price-total')).toContainText('2.999');

  // A wrong identity number is refused on the field before anything is paid.
  await page.getByTestId('invoice-name').fill('Ayşe');
  await page.getByTestId('invoice-surname').fill('Yılmaz');
  await page.getByTestId('invoice-identityNumber').fill('10000000145');
  await page.getByTestId('invoice-address').fill('Atatürk Cad. 1');
  await page.getByTestId('invoice-city').fill('İstanbul');
  await page.getByTestId('invoice-zipCode').fill('34000');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası girin (11 hane).')).toBeVisible();
  await expectAccessible(page, LAYOUT);
  await page.getByTestId('invoice-identityNumber').fill('10000000146');
  await page.getByTestId('checkout-pay').click();

  // iyzico's hosted card page, then the bank's 3-D Secure page, which posts back to Ulak.
  await page.waitForURL(`${iyzico.url}/cpp?**`);
  await page.getByLabel('Card holder').fill('AYSE YILMAZ');
  await page.getByLabel('Card number').fill(IYZICO_TEST_CARDS.success);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByLabel('Verification code').fill(IYZICO_3DS_CODE);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/user\/payment\/result\/success\?order=\d+$/);
  await expect(page.getByTestId('page-title')).toHaveText('Ödeme Başarılı');
  await expect(page.getByTestId('payment-success')).toContainText('Plus paketiniz etkin.');
  await expectAccessible(page, LAYOUT);

  await page.goto('/user/profile/packets');
  await expect(page.getByTestId('main-packet')).toContainText('Plus');
  await expect(page.getByTestId('usage-email-text')).toHaveText('0 / 500.000');
  await expect(page.getByTestId('usage-members-text')).toHaveText('0 / 250.000');
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 25.000');

  // An admin grants an extra SMS packet: the merchant's SMS bar grows by it.
  const accountId = await withServerDatabase(async (db) => {
    const found = await db.query<{ account_id: string }>('select account_id from users where email = $1', [email]);
    return Number(found.rows[0]?.account_id);
  });
  const admin = await apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  const granted = await request.post(`/api/v1/admin/user-packets/${accountId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { kind: 'extra', channel: 'sms', amount: 1000, days: 30 },
  });
  expect(granted.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 26.000');
  await expect(page.getByTestId('extra-packets')).toContainText('SMS +1000');
  await expectAccessible(page, LAYOUT);
});

test('the packet screens in English', async ({ page, request }) => {
  const email = `billing-en-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user/packet');
  await expect(page.getByTestId('page-title')).toHaveText('Packets');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByTestId('plan-pro')).toContainText('/ year');
  await expectAccessible(page, LAYOUT);
  await page.goto('/user/payment/main/basic-yearly');
  await expect(page.getByText('KDV (20%)')).toBeVisible();
  await page.getByText('Company', { exact: true }).click();
  await page.getByTestId('invoice-taxNumber').fill('12345');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByText('Enter a valid tax number (10 digits).')).toBeVisible();
  await page.goto('/user/payment/result/error?code=10083');
  await expect(page.getByTestId('payment-error')).toContainText('The card has expired.');
  await expectAccessible(page, LAYOUT);
});
