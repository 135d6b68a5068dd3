import { expect, test } from '@playwright/test';
import {
  ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
  waitForMail,
} from './support';

const PASSWORD = 'E2e-Admin-Area-Pass-2026!';
// Toasts (their close button) are checked by the shell's own spec.
const TOASTS = ['.mantine-Notifications-root'];

const adminSession = (request: Parameters<typeof apiLogin>[0]) =>
  apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD);

test('the admin dashboard shows accounts, paid accounts, revenue and sends, and finds a merchant (tr)', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const email = `admin-find-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'admin', await adminSession(request), { lang: 'tr' });

  await page.goto('/admin');
  await expect(page.getByTestId('stat-accounts')).toContainText('Hesaplar');
  await expect(page.getByTestId('stat-paid')).toContainText('Aktif ücretli hesaplar');
  await expect(page.getByTestId('stat-mrr')).toContainText('Aylık tekrarlayan gelir');
  await expect(page.getByTestId('chart-sends')).toContainText('Kanallara göre günlük gönderimler');
  await expect(page.getByTestId('chart-signups').locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('sends-table')).toContainText('SMS');
  await page.getByTestId('dashboard-range').getByText('Son 7 gün').click();
  await expect(page.getByTestId('stat-new-accounts')).toBeVisible();
  await expectAccessible(page, TOASTS);

  await page.getByTestId('nav-group-admin').getByRole('link', { name: 'Üye Hesapları' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await page.getByTestId('merchant-search').fill(`admin-find-${stamp}`);
  const table = page.getByTestId('merchants-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(email);
  await expect(table).toContainText('E-posta doğrulanmadı');
  await expectAccessible(page, TOASTS);
  await table.getByRole('button', { name: 'Ayşe Yılmaz' }).click();
  const detail = page.getByTestId('merchant-detail');
  await expect(detail).toContainText(email);
  await expect(detail).toContainText('Üyeler');
  await expect(page.getByTestId('merchant-sends')).toContainText('Bu ay gönderilen mesajlar');
  await expectAccessible(page, TOASTS);
  await detail.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }).click();
  await expect(page.getByText('Doğrulama e-postası gönderildi.')).toBeVisible();

  // The resend is in the audit log with a readable label.
  await page.goto('/admin/actions');
  await expect(page.getByTestId('audit-table')).toContainText('Doğrulama e-postasını yeniden gönderdi');
  await expect(page.getByTestId('audit-table')).toContainText(`verification mail sent for ${email}`);
  await expectAccessible(page, TOASTS);
  // Filtered by the account's email: its rows stay; an unknown account leaves none.
  await page.getByTestId('audit-account').fill(email.toUpperCase());
  await expect(page.getByTestId('audit-table')).toContainText(`verification mail sent for ${email}`);
  await page.getByTestId('audit-account').fill('hic-kimse@bulunamaz.test');
  await expect(page.getByTestId('audit-table')).toHaveCount(0);
});

test('an admin adds a new user: registration errors in English, then the account and its welcome mail', async ({
  page,
  request,
}) => {
  const email = `admin-new-${Date.now().toString(36)}@e2e.test`;
  await useSession(page, 'admin', await adminSession(request), { lang: 'en' });
  await page.goto('/admin/add-new-user');
  const form = page.getByTestId('add-user-form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await page.getByTestId('add-user-submit').click();
  await expect(form).toContainText('Name must be at least 2 characters.');
  await expect(form).toContainText('Please enter a valid email address.');
  await expectAccessible(page, TOASTS);

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Elif');
  await form.getByRole('textbox', { name: 'Surname' }).fill('Demir');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+90 532 444 55 66');
  await form.getByLabel('Account name (optional)').fill('Elif Butik E2E');
  await page.getByTestId('add-user-submit').click();
  await expect(page.getByTestId('add-user-success')).toContainText(email);
  expect(await waitForMail(email)).toContain('reset-password');

  await page.goto('/admin/accounts');
  await page.getByTestId('merchant-search').fill(email);
  await expect(page.getByTestId('merchants-table')).toContainText('Elif Butik E2E');
});

test('a published release note shows unread to the merchant until opened (admin tr, merchant en)', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Kampanya raporları ${stamp}`;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, 'admin', await adminSession(request), { lang: 'tr' });
  await adminPage.goto('/admin/release-note');
  await adminPage.getByTestId('release-note-new').click();
  const form = adminPage.getByTestId('release-note-form');
  await form.getByLabel('Sürüm').fill(`3.${stamp}`);
  await form.getByLabel('Başlık (Türkçe)').fill(title);
  await form.getByLabel('Başlık (İngilizce)').fill(`Campaign reports ${stamp}`);
  await form.getByLabel('Not (Türkçe)').fill('Kampanya raporları artık kanal bazında.');
  await form.getByLabel('Not (İngilizce)').fill('Campaign reports are now per channel.');
  await expectAccessible(adminPage, TOASTS);
  await adminPage.getByTestId('release-note-save').click();
  const row = adminPage.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Taslak');
  await row.getByRole('button', { name: 'Yayımla' }).click();
  await expect(row).toContainText('Yayında');
  await expectAccessible(adminPage, TOASTS);
  await adminContext.close();

  const email = `notes-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user');
  const bell = page.getByTestId('release-notes-bell');
  await expect(bell).not.toHaveAttribute('data-unread', '0');
  await bell.click();
  await expect(page).toHaveURL(/\/user\/release-note$/);
  const note = page.locator('[data-testid^="release-note-"]', { hasText: `Campaign reports ${stamp}` });
  await expect(note).toContainText('New');
  await expect(note).toContainText('Campaign reports are now per channel.');
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expectAccessible(page, TOASTS);
  await page.reload();
  await expect(
    page.locator('[data-testid^="release-note-"]', { hasText: `Campaign reports ${stamp}` }),
  ).not.toContainText('New');
  await context.close();
});
