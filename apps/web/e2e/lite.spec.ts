import { expect, test } from '@playwright/test';
import { emailReadyMerchant } from './embedded-support';
import { NO_PROMPTS, expectAccessible, waitForMail } from './support';

test('lite: log in, send an email to all members from one screen, see the result and the mail', async ({
  page,
  request,
}) => {
  const merchant = await emailReadyMerchant(request, 'lite');
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, NO_PROMPTS);

  await page.goto('/lite/auth/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByLabel('E-posta').fill(merchant.email);
  await page.getByLabel('Şifre').fill(merchant.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/lite$/);
  await expect(page.getByTestId('layout-lite')).toBeVisible();
  await expect(page.getByTestId('quota-email-used')).toContainText('0');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('lite-new-send').click();
  await expect(page).toHaveURL(/\/lite\/sending-form$/);
  await expect(page.getByRole('radio', { name: 'E-posta' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Tüm üyeler' })).toBeChecked();
  // Before anything is sent: who it reaches and the quota.
  await expect(page.getByTestId('preflight-reach')).toHaveText('1 üyeden 1 üye bu mesajı alabilir.');
  await expect(page.getByTestId('preflight-quota')).toBeVisible();

  // Personalisation: the variable panel inserts the member's name.
  const subject = page.getByTestId('content-subject');
  await subject.fill('Merhaba ');
  await subject.focus();
  await subject.press('End');
  await page.getByTestId('variable-member-name').click();
  await expect(subject).toHaveValue('Merhaba {{ member.name }}');
  await page.getByTestId('content-html').fill('<p>Lite kampanyamız başladı.</p>');
  await expectAccessible(page);

  await page.getByTestId('quick-send-submit').click();
  // SPEC §5: sending to all members is confirmed explicitly.
  await page.getByTestId('confirm-send-all').getByTestId('dialog-confirm').click();
  const progress = page.getByTestId('send-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByTestId('send-progress-status')).toHaveText('Tamamlandı', { timeout: 30_000 });
  await expect(progress.getByTestId('send-result-sent')).toHaveText('1');
  await expectAccessible(page);

  const mail = await waitForMail(merchant.memberEmail, 30_000);
  expect(mail).toContain('Merhaba Elif');

  await page.goto('/lite');
  const row = page.getByTestId('send-run-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Merhaba {{ member.name }}');
  await expect(row.getByTestId('send-run-sent')).toHaveText('1');
  await expect(page.getByTestId('quota-email-used')).toContainText('1');

  await page.goto('/lite?hl=en');
  await expect(page.getByTestId('page-title')).toHaveText('Quick Send');
  await expect(row.getByTestId('send-run-status')).toHaveText('Complete');
  await expectAccessible(page);
});

test('lite: the sending type opens its channel, a refused channel links to its settings, a segment is chosen first', async ({
  page,
  request,
}) => {
  const merchant = await emailReadyMerchant(request, 'lite-sms');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: merchant.email, password: merchant.password },
  });
  const session = ((await login.json()) as { data: { token: string; expiredTime: number } }).data;
  await page.addInitScript(
    (values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    { ...NO_PROMPTS, token: session.token, expiredTime: String(session.expiredTime) },
  );
  await page.goto('/lite/sending-form?action_type=sms&hl=en');
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(page.getByTestId('preflight-refused')).toBeVisible();
  await expect(page.getByTestId('preflight-fix-link')).toHaveAttribute('href', '/user/settings/sending?tab=sms');
  await page.getByTestId('audience-kind').getByText('Segment', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Segment' })).toBeChecked();
  await expect(page.getByTestId('preflight-waiting')).toHaveText('Choose a segment to see who this send reaches.');
  await expectAccessible(page);
});
