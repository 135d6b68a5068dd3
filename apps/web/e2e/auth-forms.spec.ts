import { expect, test, type Page } from '@playwright/test';
import { apiLogin, expectAccessible, registerUser, tokenLink, waitForMail } from './support';

const PASSWORD = 'E2e-Auth-Forms-2026!x';
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

// The newest mail to `to` once it differs from `before` (a code mail follows the one before it).
async function nextMail(to: string, before: string): Promise<string> {
  let mail = before;
  await expect
    .poll(async () => (mail = await waitForMail(to).catch(() => before)), { timeout: 15_000 })
    .not.toBe(before);
  return mail;
}

function mailCode(mail: string): string {
  const code = /kodunuz (\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error('no code in mail');
  return code;
}

const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('xpath=ancestor::*[contains(@class,"mantine-InputWrapper-root")][1]');

test('login: blank fields are one message, a bad address sits on its field, wrong credentials above the form', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('Lütfen tüm alanları doldurunuz');

  await page.getByLabel('E-posta').fill('not-an-address');
  await page.getByLabel('Şifre').fill('whatever-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await expect(fieldError(page, 'E-posta')).toContainText('E-posta adresi geçersiz');
  await expect(page.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByLabel('E-posta').fill(`nobody-${stamp()}@e2e.test`);
  await expect(fieldError(page, 'E-posta')).not.toContainText('E-posta adresi geçersiz');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('E-posta veya şifre hatalı');
});

test('two-factor login by email: a short code sits on its field, a wrong code is refused, the mailed code signs in', async ({
  page,
  request,
}) => {
  const email = `two-factor-${stamp()}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const { token } = await apiLogin(request, 'user', email, PASSWORD);
  const auth = { Authorization: `Bearer ${token}` };
  const before = await waitForMail(email);
  expect((await request.post('/api/v1/user/2fa/email/setup', { headers: auth })).ok()).toBe(true);
  const setupMail = await nextMail(email, before);
  const enabled = await request.post('/api/v1/user/2fa/email/enable', {
    headers: auth,
    data: { code: mailCode(setupMail) },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);

  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('two-factor-form')).toBeVisible();
  // The login itself mails a code; the resend below replaces it.
  const loginMail = await nextMail(email, setupMail);

  await page.getByTestId('two-factor-code').fill('123');
  await page.getByTestId('two-factor-submit').click();
  await expect(fieldError(page, 'Doğrulama kodu')).toContainText('Kod 6 haneli olmalıdır.');
  await expectAccessible(page);

  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('two-factor-form')).toContainText('Kod gönderildi.');
  const code = mailCode(await nextMail(email, loginMail));
  await page.getByTestId('two-factor-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('two-factor-submit').click();
  // The sent-code notice stays beside the refusal (both alerts).
  await expect(page.getByTestId('form-error').filter({ hasText: 'Yanlış Kod!' })).toBeVisible();

  await page.getByTestId('two-factor-code').fill(code);
  await page.getByTestId('two-factor-submit').click();
  await expect(page).toHaveURL(/\/user$/);
});

test('reset password from the mailed link: blanks, a weak password and a mismatch are refused, then the new one works', async ({
  page,
  request,
}) => {
  const email = `reset-${stamp()}@e2e.test`;
  const fresh = 'Yeni-Sifre-Forms-2026!q';
  await registerUser(request, email, PASSWORD);
  const before = await waitForMail(email);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
  const link = new URL(tokenLink(await nextMail(email, before)));

  await page.goto(`${link.pathname}?token=short`);
  await page.getByLabel('Yeni şifre').fill(fresh);
  await page.getByLabel('Şifre tekrarı').fill(fresh);
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Sıfırlama bağlantısı eksik veya hatalı.');

  await page.goto(link.pathname + link.search);
  const submit = page.getByRole('button', { name: 'Şifreyi Güncelle' });
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveText('Lütfen tüm alanları doldurunuz');

  await page.getByLabel('Yeni şifre').fill('kisa');
  await page.getByLabel('Şifre tekrarı').fill('kisa');
  await submit.click();
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  await expect(fieldError(page, 'Yeni şifre')).toContainText('Şifre çok zayıf');
  await expectAccessible(page);

  await page.getByLabel('Yeni şifre').fill(fresh);
  await page.getByLabel('Şifre tekrarı').fill(`${fresh}x`);
  await submit.click();
  await expect(fieldError(page, 'Şifre tekrarı')).toContainText('Şifreler eşleşmiyor.');

  await page.getByLabel('Şifre tekrarı').fill(fresh);
  await submit.click();
  await expect(page).toHaveURL(/\/auth\/reset-password-success/);
  expect((await apiLogin(request, 'user', email, fresh)).token).toBeTruthy();
});
