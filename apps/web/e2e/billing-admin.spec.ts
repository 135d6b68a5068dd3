import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
} from './support';

const PASSWORD = 'E2e-Billing-Admin-Pass-2026!x';
// The shared header (profile button) and the toasts are checked by the shell's own spec.
const SHELL = ['header', '.mantine-Notifications-root'];

// A fresh free merchant, and the storage a page needs to hold both the admin's and its session.
async function signIn(request: APIRequestContext, lang: 'tr' | 'en') {
  const email = `billing-admin-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const merchant = await apiLogin(request, 'user', email, PASSWORD);
  const admin = await apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  const extra = { token: merchant.token, expiredTime: String(merchant.expiredTime), ...NO_PROMPTS, lang };
  return { email, admin, extra };
}

test('an admin finds a merchant on /admin/user-packets and grants an extra SMS packet; the merchant’s bar shows it', async ({
  page,
  request,
}) => {
  const { email, admin, extra } = await signIn(request, 'tr');
  await useSession(page, 'admin', admin, extra);
  await page.goto('/admin/user-packets');
  await expect(page.getByTestId('page-title')).toHaveText('Kullanıcı Paketleri');
  await expect(page.getByTestId('empty-state')).toContainText('Bir hesap seçin');
  await expectAccessible(page, SHELL);

  await page.getByTestId('account-search').fill(email);
  await page.getByTestId('account-search-submit').click();
  await expect(page.getByTestId('account-matches')).toContainText(email);
  await page
    .getByTestId('account-matches')
    .getByRole('button', { name: `${email} hesabını seç` })
    .click();
  await expect(page.getByTestId('main-packet')).toContainText('Free');
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 0');
  await expectAccessible(page, SHELL);

  // A wrong amount is refused on its field before any confirmation; then a confirmed grant of 2.500 SMS.
  await page.getByTestId('grant-amount').fill('0');
  await page.getByTestId('grant-submit').click();
  await expect(page.getByText('1 ile 100.000.000 arasında bir miktar girin.')).toBeVisible();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await page.getByTestId('grant-amount').fill('2500');
  await page.getByTestId('grant-submit').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('SMS +2500');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('packet-history')).toContainText('SMS +2500');
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 2.500');
  await expectAccessible(page, SHELL);

  // The merchant's own bars.
  await page.goto('/user/profile/packets');
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 2.500');
  await expect(page.getByTestId('extra-packets')).toContainText('SMS +2500');

  // The extra packet is extended after a confirmation.
  await page.goto('/admin/user-packets');
  await page.getByTestId('account-search').fill(email);
  await page.getByTestId('account-search-submit').click();
  await page
    .getByTestId('account-matches')
    .getByRole('button', { name: `${email} hesabını seç` })
    .click();
  await page.getByTestId('packet-history').getByRole('button', { name: 'Uzat' }).first().click();
  await page.getByTestId('extend-days').fill('10');
  await page.getByTestId('extend-submit').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('10 gün uzatılacak');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByText(/tarihine kadar geçerli/).first()).toBeVisible();
});

test('an admin creates a packet coupon on /admin/coupons (a wrong percent is a field error) and prices with it on /admin/calculate', async ({
  page,
  request,
}) => {
  const { admin, extra } = await signIn(request, 'tr');
  await useSession(page, 'admin', admin, extra);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/admin/coupons');
  await expect(page.getByTestId('page-title')).toHaveText('Kuponlar');
  await expectAccessible(page, SHELL);
  await page.getByTestId('coupon-new').click();
  await page.getByTestId('coupon-code').fill(code);
  await page.getByTestId('coupon-discount').fill('150');
  await page.getByTestId('coupon-save').click();
  await expect(page.getByText('Yüzde indirim 1 ile 100 arasında olmalıdır.')).toBeVisible();
  await expectAccessible(page, SHELL);
  await page.getByTestId('coupon-discount').fill('20');
  await page.getByTestId('coupon-save').click();
  await expect(page.getByTestId(`coupon-${code}`)).toContainText('%20');
  await expectAccessible(page, SHELL);

  await page.goto('/admin/calculate');
  await expect(page.getByTestId('page-title')).toHaveText('Fiyat Hesaplama');
  await expectAccessible(page, SHELL);
  // Start, monthly: 499 TL + KDV 20% = 598,80 TL.
  await page.getByTestId('calc-submit').click();
  await expect(page.getByTestId('price-summary')).toContainText('KDV (%20)');
  await expect(page.getByTestId('price-subtotal')).toContainText('499');
  await expect(page.getByTestId('price-kdv')).toContainText('99,80');
  await expect(page.getByTestId('price-total')).toContainText('598,80');
  await page.getByTestId('calc-coupon').fill(code);
  await page.getByTestId('calc-submit').click();
  // 20% off: net 399,20 TL, total 479,04 TL.
  await expect(page.getByTestId('price-net')).toContainText('399,20');
  await expect(page.getByTestId('price-total')).toContainText('479,04');
  await page.getByTestId('calc-coupon').fill('NO-SUCH-COUPON');
  await page.getByTestId('calc-submit').click();
  await expect(page.getByText('Bu kupon kodu geçerli değil.').first()).toBeVisible();
  await expectAccessible(page, SHELL);
});

test('the admin billing screens and /iframe/packet-not-found in English', async ({ page, request }) => {
  const { admin, extra } = await signIn(request, 'en');
  await useSession(page, 'admin', admin, extra);
  await page.goto('/admin/package/calculate');
  await expect(page.getByTestId('page-title')).toHaveText('Packet Calculator');
  await page.getByTestId('calc-submit').click();
  await expect(page.getByTestId('price-summary')).toContainText('KDV (20%)');
  await page.getByTestId('plan-edit-start').click();
  await expect(page.getByTestId('plan-start-monthlyPrice')).toHaveValue('499');
  await page.getByTestId('plan-start-save').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('apply to every account on this plan');
  await page.getByTestId('dialog-cancel').click();
  await expectAccessible(page, SHELL);

  await page.goto('/admin/coupons');
  await expect(page.getByTestId('page-title')).toHaveText('Coupons');
  await page.getByTestId('coupon-new').click();
  await page.getByTestId('coupon-code').fill('x');
  await page.getByTestId('coupon-save').click();
  await expect(page.getByText('A coupon code is 3-40 letters, digits, - or _.')).toBeVisible();
  await expectAccessible(page, SHELL);

  await page.goto('/admin/user-packets');
  await expect(page.getByTestId('page-title')).toHaveText('User Packets');
  await page.getByTestId('account-search').fill('no-such-account-anywhere');
  await page.getByTestId('account-search-submit').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page, SHELL);

  await page.goto('/iframe/packet-not-found?feature=automations');
  await expect(page.getByTestId('packet-missing')).toHaveText('Automations is not in your package.');
  await expect(page.getByTestId('packet-current')).toContainText('Your plan: Free');
  await expect(page.getByTestId('trial-prompt')).toBeVisible();
  await expect(page.getByTestId('packet-buy')).toHaveAttribute('href', '/user/packet');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start the 15-day trial' }).click();
  await expect(page.getByTestId('trial-prompt')).toHaveCount(0);

  await page.goto('/iframe/packet-not-found?channel=sms');
  await expect(page.getByTestId('packet-missing')).toHaveText('Your package has no SMS quota left.');
  await expect(page.getByTestId('usage-sms-text')).toHaveText('0 / 0');
  await expectAccessible(page);
});

test('/iframe/packet-not-found in Turkish, and the premium template store starts the same trial', async ({
  page,
  request,
}) => {
  const { admin, extra } = await signIn(request, 'tr');
  await useSession(page, 'admin', admin, extra);
  await page.goto('/iframe/packet-not-found?feature=premium_templates');
  await expect(page.getByTestId('page-title')).toHaveText('Paket bulunamadı.');
  await expect(page.getByTestId('packet-missing')).toHaveText('Premium şablonlar paketinizde yok.');
  await expect(page.getByTestId('trial-prompt')).toBeVisible();
  await expectAccessible(page);

  // The premium template store offers the same trial; once started, a premium template can be used.
  await page.goto('/user/email-templates?tab=store');
  await page.getByTestId('store-filter').getByText('Premium').click();
  await expect(page.locator('[data-testid="store-card"][data-premium="false"]')).toHaveCount(0);
  await page.getByTestId('store-card-use').first().click();
  const prompt = page.getByRole('dialog', { name: 'Premium şablon' });
  await expect(prompt.getByTestId('trial-prompt')).toContainText('15 gün ücretsiz deneyin');
  const startTrial = prompt.getByRole('button', { name: '15 günlük denemeyi başlat' });
  await expect(startTrial).toBeEnabled();
  await expectAccessible(page, SHELL);
  await startTrial.click();
  await expect(prompt).toHaveCount(0);
  await page.getByTestId('store-card-use').first().click();
  await expect(page).toHaveURL(/edit-user-email-template\?id=\d+/);
});
