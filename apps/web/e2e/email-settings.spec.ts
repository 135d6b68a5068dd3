import { expect, test } from '@playwright/test';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, tokenLink, useSession, waitForMail } from './support';

const PASSWORD = 'E2e-Email-Pass-2026!';

// A fresh merchant per test: SMTP credentials and senders are per account.
test.beforeEach(async ({ page, request }) => {
  const email = `email-settings-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
});

test('SMTP credentials: test the connection, save with a write-only password, delete after confirmation', async ({
  page,
}) => {
  await page.goto('/user/smtp-credentials');
  await expect(page.getByTestId('page-title')).toHaveText('SMTP Bilgileri');
  const form = page.getByTestId('smtp-form');
  await form.getByLabel('Sunucu').fill('127.0.0.1');
  await form.getByLabel('Port').fill('1');
  await form.getByLabel('Kullanıcı adı').fill('magaza');
  await form.getByLabel('Şifre', { exact: true }).fill('Smtp-Secret-123');

  await page.getByTestId('smtp-test').click();
  // A failed connection answers after the full connect time-out (10 s), whether the port is closed or open.
  await expect(page.getByTestId('smtp-test-result')).toContainText(
    'Bağlantı başarısız: sunucuya ulaşılamadı ya da SMTP sunucusu olarak yanıt vermedi.',
    { timeout: 20_000 },
  );

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/smtp-credentials') && r.request().method() === 'PUT',
  );
  await page.getByTestId('smtp-save').click();
  expect(await (await saved).text()).not.toContain('Smtp-Secret-123');

  await page.reload();
  await expect(form.getByLabel('Sunucu')).toHaveValue('127.0.0.1');
  await expect(form.getByLabel('Şifre', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Şifre', { exact: true })).toHaveAttribute(
    'placeholder',
    'Kayıtlı; değiştirmemek için boş bırakın',
  );

  await page.getByTestId('smtp-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Emin misiniz?');
  await expect(page.getByTestId('confirm-dialog')).toContainText('Bu işlem geri alınamaz!');
  await page.getByTestId('dialog-cancel').click();
  await expect(form.getByLabel('Sunucu')).toHaveValue('127.0.0.1');
  await page.getByTestId('smtp-delete').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(form.getByLabel('Sunucu')).toHaveValue('');
  await expect(page.getByTestId('smtp-delete')).toHaveCount(0);
});

test('sender domain: DNS records to publish, failed verification per record, mailbox confirmation', async ({
  page,
}) => {
  const domain = `e2e-${Date.now()}.example`;
  await page.goto('/user/settings/sending');
  await expect(page.getByTestId('sending-tab-email')).toHaveText('E-posta');
  const form = page.getByTestId('add-sender-form');
  await form.getByLabel('Alan adı').fill(domain);
  await expect(form.getByLabel('Gönderen adresi')).toHaveValue(`info@${domain}`);
  await form.getByLabel('Gönderen adı').fill('E2E Mağaza');
  await page.getByTestId('add-sender-submit').click();

  const sender = page.getByTestId('email-sender');
  await expect(sender.getByTestId('sender-status')).toHaveText('Beklemede');
  await expect(sender.getByTestId('record-spf')).toContainText(domain);
  await expect(sender.getByTestId('record-spf')).toContainText('v=spf1 include:');
  await expect(sender.getByTestId('record-dkim')).toContainText(`._domainkey.${domain}`);
  await expect(sender.getByTestId('record-dkim')).toContainText('v=DKIM1; k=rsa; p=MIIB');
  await expect(sender.getByTestId('record-dmarc')).toContainText(`_dmarc.${domain}`);

  // The e2e server asks the machine's resolver: nothing is published for this domain.
  await sender.getByTestId('sender-verify').click();
  for (const [kind, label] of [
    ['spf', 'SPF'],
    ['dkim', 'DKIM'],
    ['dmarc', 'DMARC'],
  ])
    await expect(sender.getByTestId(`record-failed-${kind}`)).toHaveText(`${label} doğrulaması başarısız`);
  await expect(sender.getByTestId('sender-status')).toHaveText('Beklemede');

  // The From mailbox confirms through the link in the verification mail.
  const link = tokenLink(await waitForMail(`info@${domain}`));
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/user\/settings\/sending$/);
  await expect(page.getByText('Gönderen adresi onaylandı.')).toBeVisible();
  await expect(page.getByTestId('sender-mailbox-state')).toHaveText('Posta kutusu onaylandı');
  await expect(page.getByTestId('sender-status')).toHaveText('Beklemede');

  await page.goto('/user/domain-dns-settings');
  const dns = page.getByTestId('dns-domain');
  await expect(dns).toContainText(domain);
  await expect(dns.getByTestId('record-failed-dkim')).toBeVisible();
});

test("the sending rules save the account's time zone, and the profile shows the same one", async ({ page }) => {
  await page.goto('/user/settings/sending?tab=rules');
  const zone = page.getByTestId('rules-timezone');
  await expect(zone).toHaveValue('Europe/Istanbul');
  await zone.click();
  await zone.fill('Asia/Toky');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/messaging/settings') && r.request().method() === 'PUT',
  );
  await page.getByTestId('rules-save').click();
  expect((await saved).status()).toBe(200);

  await page.goto('/user/profile');
  await expect(page.getByTestId('profile-timezone')).toHaveValue('Asia/Tokyo');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Gönderim kurallarından değiştirin' }).click();
  await expect(page.getByTestId('rules-timezone')).toHaveValue('Asia/Tokyo');
});
