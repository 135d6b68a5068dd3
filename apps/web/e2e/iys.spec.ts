import { expect, test } from '@playwright/test';
import { startIysFake, type IysFake } from '../../../test/fakes/src/iys';
import { E2E_PORT } from '../playwright.config';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, startFeatureTrial, useSession } from './support';

const PASSWORD = 'E2e-Iys-Pass-2026!x';
// The shared header's profile button (aria-label 'Profil menüsü' around the visible name) trips axe's
// label-content-name-mismatch on every user-area page; it is not part of these screens.
const LAYOUT = ['[data-testid="profile-menu"]'];

// The server was started with IYS_BASE_URL on this port (playwright.config.ts).
let iys: IysFake;
test.beforeAll(async () => {
  iys = await startIysFake(E2E_PORT + 1002);
});
test.afterAll(async () => {
  await iys.close();
});

test('IYS: wrong codes give the SPEC message, right ones connect, and the logs and header fill as members change', async ({
  page,
  request,
}) => {
  // The push runs from the minute cron: allow for one or two of its turns.
  test.setTimeout(240_000);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `iys-${stamp}@e2e.test`;
  const digits = `${Date.now()}`.slice(-6);
  const iysCode = `6${digits}`;
  const brandCode = `7${digits}`;
  iys.addUser(`iys-${stamp}`, { password: 'Iys-Şifre-1', brands: [{ iysCode, brandCode }] });
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  await startFeatureTrial(request, session.token, 'iys');
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/iys');
  await expect(page.getByTestId('page-title')).toHaveText('İYS Ayarları');
  await expect(page.getByTestId('iys-integration')).toHaveText('Kurulmadı');
  await expect(page.getByTestId('iys-connection-state')).toHaveText('Test edilmedi');
  await expectAccessible(page, LAYOUT);

  // Codes cannot be empty (checked before anything is asked of IYS).
  await page.getByTestId('iys-username').fill(`iys-${stamp}`);
  await page.getByTestId('iys-password').fill('Iys-Şifre-1');
  await page.getByTestId('iys-save').click();
  await expect(page.getByText('IYS kodu boş bırakılamaz.')).toBeVisible();
  await expect(page.getByText('Marka kodu boş bırakılamaz.')).toBeVisible();

  // A wrong pair: the registry refuses it and the SPEC message shows.
  await page.getByTestId('iys-code').fill(iysCode);
  await page.getByTestId('iys-brand-code').fill('123456');
  await page.getByTestId('iys-test').click();
  await expect(page.getByTestId('iys-test-error')).toHaveText('İys Kodu ve Marka Kodu hatalı');
  await page.getByTestId('iys-save').click();
  await expect(page.getByRole('dialog')).toContainText('İys Kodu ve Marka Kodu hatalı');
  await page.getByRole('dialog').getByRole('button').first().click();

  // The right pair connects and saves.
  await page.getByTestId('iys-brand-code').fill(brandCode);
  await page.getByTestId('iys-test').click();
  await expect(page.getByTestId('iys-test-ok')).toBeVisible();
  await page.getByTestId('iys-save').click();
  await expect(page.getByTestId('iys-connection-state')).toHaveText('Bağlı');
  await expect(page.getByTestId('iys-integration')).toHaveText('Aktif');

  // Three members give SMS permission: three consent changes go to IYS in one bulk request.
  const auth = { Authorization: `Bearer ${session.token}` };
  for (let i = 1; i <= 3; i++) {
    const member = await request.post('/api/v1/members', {
      headers: auth,
      data: { name: `Üye ${i}`, phone: `+90533${digits}${i}`, smsActive: true },
    });
    expect(member.ok(), await member.text()).toBe(true);
  }
  // The minute cron takes the changes from the outbox and sends them; the header refreshes on its own.
  await expect(page.getByTestId('iys-transfer-figures-total')).toHaveText('1', { timeout: 150_000 });
  await expect(page.getByTestId('iys-change-figures-total')).toHaveText('3', { timeout: 20_000 });
  await expect(page.getByTestId('iys-usage-sms')).toHaveText('3', { timeout: 20_000 });
  await expect(page.getByTestId('iys-queue')).toHaveText('Tamamlandı');
  expect(iys.accepted().filter((r) => r.recipient.includes(`+90533${digits}`))).toHaveLength(3);

  await page.getByTestId('iys-open-transfer-logs').click();
  await expect(page.getByTestId('page-title')).toHaveText('İYS Kayıtları');
  const batch = page.getByTestId('iys-transfer-row').first();
  await expect(batch).toContainText('Tamamlandı');
  await expect(batch.getByRole('cell').nth(2)).toHaveText('3');
  await expectAccessible(page, LAYOUT);

  await page.goto('/user/iys/iys-change-logs?hl=en');
  await expect(page.getByTestId('page-title')).toHaveText('IYS Change Logs');
  await expect(page.getByTestId('iys-change-row')).toHaveCount(3);
  await expect(page.getByTestId('iys-change-row').first()).toContainText('Accepted');
  await expect(page.getByTestId('iys-change-row').first()).toContainText('Approved');
  await expectAccessible(page, LAYOUT);

  // The member's IYS logs tab shows that member's consent.
  await page.getByTestId('iys-change-row').first().getByRole('link').click();
  await page.getByTestId('member-tab-iys_logs').click();
  await expect(page.getByTestId('iys-change-row')).toHaveCount(1);
  await expect(page.getByTestId('iys-change-row')).toContainText('To IYS');

  // The store panel's embedded page shows the same settings to a session, nothing without one.
  await page.goto('/marketing/iys-configuration?hl=tr');
  await expect(page.getByTestId('iys-settings-form')).toBeVisible();
  await expect(page.getByTestId('iys-code')).toHaveValue(iysCode);
  await expectAccessible(page);
});

// The store partner's server asks for a one-time token for the IYS configuration page with the platform
// account's API token (the same hand-off as /marketing).
async function partnerMerchant(request: Parameters<typeof registerUser>[0], prefix: string) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${prefix}-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  // IYS is a packet feature: the merchant is on its trial.
  await startFeatureTrial(request, session.token, 'iys');
  const headers = { Authorization: `Bearer ${session.token}` };
  const platform = await request.post('/api/v1/platforms', {
    headers,
    data: { type: 'custom', name: 'Mağaza', storeUrl: 'https://shop.example.com' },
  });
  expect(platform.ok(), await platform.text()).toBe(true);
  const id = ((await platform.json()) as { data: { id: number } }).data.id;
  const apiToken = await request.post(`/api/v1/platforms/${id}/api-token`, { headers });
  const secret = ((await apiToken.json()) as { data: { token: string } }).data.token;
  const oneTimePath = async () => {
    const res = await request.post('/api/v1/platforms/partner/login-token?page=iys-configuration', {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: { path: string } }).data.path;
  };
  return { stamp, oneTimePath };
}

test('IYS configuration from the store panel: a valid one-time token shows and saves the settings (tr, en)', async ({
  page,
  request,
}) => {
  const { stamp, oneTimePath } = await partnerMerchant(request, 'iys-partner');
  const digits = `${Date.now()}`.slice(-6);
  const iysCode = `5${digits}`;
  const brandCode = `4${digits}`;
  iys.addUser(`partner-${stamp}`, { password: 'Iys-Şifre-2', brands: [{ iysCode, brandCode }] });
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, NO_PROMPTS);

  const path = await oneTimePath();
  expect(path).toMatch(/^\/marketing\/iys-configuration\?token=/);
  await page.goto(path);
  await expect(page.getByTestId('layout-tsoft-iframe')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('İYS Yapılandırması');
  await expect(page.getByTestId('iys-settings-form')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('iys-code').fill(iysCode);
  await page.getByTestId('iys-brand-code').fill('999999');
  await page.getByTestId('iys-username').fill(`partner-${stamp}`);
  await page.getByTestId('iys-password').fill('Iys-Şifre-2');
  await page.getByTestId('iys-test').click();
  await expect(page.getByTestId('iys-test-error')).toHaveText('İys Kodu ve Marka Kodu hatalı');
  await page.getByTestId('iys-brand-code').fill(brandCode);
  await page.getByTestId('iys-test').click();
  await expect(page.getByTestId('iys-test-ok')).toBeVisible();
  await page.getByTestId('iys-save').click();
  await expect(page.getByTestId('iys-connection-state')).toHaveText('Bağlı');
  await expectAccessible(page);

  // A new token in English: the saved settings come back.
  await page.goto(`${await oneTimePath()}&hl=en`);
  await expect(page.getByTestId('page-title')).toHaveText('IYS Configuration');
  await expect(page.getByTestId('iys-code')).toHaveValue(iysCode);
  await expect(page.getByTestId('iys-connection-state')).toHaveText('Connected');
  await expectAccessible(page);
});

test('IYS configuration with a used or forged token shows what happened, not the settings (tr, en)', async ({
  page,
  request,
}) => {
  const { oneTimePath } = await partnerMerchant(request, 'iys-used');
  const used = await oneTimePath();
  const token = new URL(used, 'http://x').searchParams.get('token') ?? '';
  const verify = await request.get('/api/v1/verifyToken', { headers: { Authorization: `Bearer ${token}` } });
  expect(verify.status()).toBe(200);
  await page.goto(used);
  await expect(page).toHaveURL(/\/marketing\?link=expired$/);
  await expect(page.getByTestId('marketing-link-expired')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Bu bağlantı artık kullanılamaz');
  await expect(page.getByTestId('iys-settings-form')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/marketing/iys-configuration?token=forged-token-that-was-never-issued&hl=en');
  await expect(page).toHaveURL(/\/marketing\?link=expired$/);
  await expect(page.getByTestId('page-title')).toHaveText('This link can no longer be used');
  await expectAccessible(page);
});

test('IYS configuration page without a store token shows nothing (tr, en)', async ({ page }) => {
  await page.goto('/marketing/iys-configuration');
  await expect(page.getByTestId('empty-state')).toContainText('Bu sayfayı mağaza panelinizden açınız.');
  await expect(page.getByTestId('iys-settings-form')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/marketing/iys-configuration?hl=en');
  await expect(page.getByTestId('empty-state')).toContainText('Open this page from your store panel.');
  await expectAccessible(page);
});
