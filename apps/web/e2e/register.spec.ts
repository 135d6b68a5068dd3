import { expect, test } from '@playwright/test';
import { expectAccessible, tokenLink, waitForMail } from './support';

test('a merchant registers, verifies the email from the mail and logs in', async ({ page }) => {
  const email = `new-shop-${Date.now()}@shop.test`;
  const password = 'Kx7#mQ2!vL9pWz';
  await page.goto('/auth/register');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('Lütfen tüm alanları doldurunuz');
  await expectAccessible(page);

  await page.getByLabel('Ad', { exact: true }).fill('Zeynep');
  await page.getByLabel('Soyad').fill('Karaca');
  await page.getByLabel('Telefon').fill('+905321234567');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('password');
  await expect(page.getByTestId('password-strength-label')).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByLabel('Şifre tekrarı').fill(password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText("Lütfen KVKK'yi kabul ediniz")).toBeVisible();
  await page.getByTestId('kvkk-checkbox').check();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/auth\/register-success/);
  await expectAccessible(page);

  const link = new URL(tokenLink(await waitForMail(email)));
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('auth-result')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user$/);
});
