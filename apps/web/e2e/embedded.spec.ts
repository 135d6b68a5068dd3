import { expect, test, type Page } from '@playwright/test';
import { emailReadyMerchant, mintLoginToken } from './embedded-support';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Embedded-Pass-2026!';

async function freshUser(request: Parameters<typeof registerUser>[0], prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  return email;
}

const lastPage = (page: Page) => page.evaluate(() => localStorage.getItem('last_page'));

test.describe('/marketing: the store-partner entry', () => {
  test('a valid one-time token starts the session and shows the marketing home (tr)', async ({ page, request }) => {
    const email = await freshUser(request, 'marketing-ok');
    const token = await mintLoginToken(email);
    await page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, NO_PROMPTS);
    await page.goto(`/marketing?token=${token}`);
    await expect(page.getByTestId('layout-tsoft-iframe')).toBeVisible();
    await expect(page.getByTestId('marketing-home')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Hoş geldiniz, Ayşe');
    await expect(page.getByTestId('quota-email')).toContainText('E-posta');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // SPEC §4: the last visited page is not saved while a token query parameter is present.
    expect(await lastPage(page)).toBeNull();
    await expectAccessible(page);

    await expect(page.getByTestId('marketing-iys-link')).toHaveAttribute('href', '/marketing/iys-configuration');
    await page.getByTestId('marketing-reports-link').click();
    await expect(page).toHaveURL(/\/iframe\/report$/);
    await expect(page.getByTestId('layout-iframe')).toBeVisible();
  });

  test('a used or expired token shows what to do, not the login form', async ({ page, request }) => {
    const email = await freshUser(request, 'marketing-used');
    const used = await mintLoginToken(email);
    const verify = await request.get('/api/v1/verifyToken', { headers: { Authorization: `Bearer ${used}` } });
    expect(verify.status()).toBe(200);
    await page.goto(`/marketing?token=${used}`);
    await expect(page).toHaveURL(/\/marketing\?link=expired$/);
    await expect(page.getByTestId('marketing-link-expired')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Bu bağlantı artık kullanılamaz');
    await expect(page.getByTestId('login-form')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page);

    const expired = await mintLoginToken(email, -1);
    await page.goto(`/marketing?token=${expired}&hl=en`);
    await expect(page.getByTestId('marketing-link-expired')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('This link can no longer be used');
    await expectAccessible(page);
  });

  test('without a token the public page describes the product (tr and en)', async ({ page }) => {
    await page.goto('/marketing');
    await expect(page.getByTestId('marketing-public')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Mağazanız için Ulak pazarlama');
    await expect(page.getByTestId('marketing-register')).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await page.goto('/marketing?hl=en');
    await expect(page.getByTestId('page-title')).toHaveText('Ulak marketing for your store');
    await expectAccessible(page);
  });
});

test('/iframe: the remembered sending type preselects the channel; a channel without settings links to them', async ({
  page,
  request,
}) => {
  const email = await freshUser(request, 'iframe-send');
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  await page.goto('/iframe?iframe=1&sending_type=sms');
  await expect(page.getByTestId('layout-iframe-for-sending')).toBeVisible();
  await expect(page.getByTestId('sending-type')).toHaveText('SMS');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Tüm üyeler' })).toBeChecked();
  // The check before sending: SMS is not set up, so nothing can be sent and the link leads to its settings.
  const refused = page.getByTestId('preflight-refused');
  await expect(refused).toBeVisible();
  await expect(page.getByTestId('quick-send-submit')).toBeDisabled();
  await expectAccessible(page);
  await page.getByTestId('preflight-fix-link').click();
  await expect(page).toHaveURL(/\/iframe\/SendingSettings\?tab=sms$/);
  await expect(page.getByTestId('layout-empty-page')).toBeVisible();
  await expect(page.getByTestId('sending-tab-sms')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // The sending type stays remembered for the tab (session storage).
  await page.goto('/iframe');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  // ...and opens its channel's tab of the sending settings.
  await page.goto('/iframe/SendingSettings');
  await expect(page).toHaveURL(/\/iframe\/SendingSettings\?tab=sms$/);
  await expect(page.getByTestId('sending-tab-sms')).toHaveAttribute('aria-selected', 'true');
});

test('report, report detail and the sending report of a send (tr and en)', async ({ page, request }) => {
  const merchant = await emailReadyMerchant(request, 'iframe-report');
  const sent = await request.post('/api/v1/direct/send/email', {
    headers: merchant.headers,
    data: {
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Rapor kampanyası', html: '<p>Merhaba</p>' } } },
      audience: { kind: 'all', confirmAll: true },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const runId = ((await sent.json()) as { data: { runId: number } }).data.runId;
  await useSession(page, 'user', await apiLogin(request, 'user', merchant.email, merchant.password), NO_PROMPTS);

  await page.goto('/iframe/report');
  const row = page.getByTestId('send-run-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rapor kampanyası');
  await expect(row.getByTestId('send-run-sent')).toHaveText('1', { timeout: 20_000 });
  await expectAccessible(page);
  await row.getByTestId('send-run-detail').click();
  await expect(page).toHaveURL(new RegExp(`/iframe/report/detail\\?id=${runId}$`));
  await expect(page.getByTestId('layout-empty-page')).toBeVisible();
  await expect(page.getByTestId('report-detail-title')).toHaveText('Rapor kampanyası');
  await expect(page.getByTestId('report-detail-sent')).toHaveText('1');
  await expect(page.getByTestId('report-detail-failed')).toHaveText('0');
  await expect(page.getByTestId('report-detail-chart').locator('.recharts-surface')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/iframe/report/detail?id=${runId}&hl=en`);
  await expect(page.getByTestId('page-title')).toHaveText('Report Detail');
  await expect(page.getByTestId('report-detail-open-rate')).toHaveText('Open rate: 0%');
  await page.goto('/iframe/report/detail?id=999999999');
  await expect(page.getByTestId('empty-state')).toContainText('No send with this number was found in your account.');

  await page.goto('/iframe/sendingReport?hl=tr');
  await expect(page.getByTestId('channel-report-email-messages')).toHaveText('1');
  await expect(page.getByTestId('channel-report-sms-messages')).toHaveText('0');
  await expect(page.getByTestId('sends-chart')).toBeVisible();
  await expectAccessible(page);
});

test('/secret_detect shows nothing of an account without a session, and the verified session with one', async ({
  page,
  request,
}) => {
  await page.goto('/secret_detect');
  await expect(page.getByTestId('layout-empty-page')).toBeVisible();
  await expect(page.getByTestId('secret-detect-refused')).toContainText('Bu bilgi güvenlik nedeniyle görüntülenemez.');
  await expectAccessible(page);

  const email = await freshUser(request, 'secret');
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  await page.goto('/secret_detect?hl=en');
  await expect(page.getByTestId('secret-detect-ok')).toContainText(email);
  await expectAccessible(page);
});
