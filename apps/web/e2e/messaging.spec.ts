import { expect, test, type APIRequestContext } from '@playwright/test';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Messaging-Pass-2026!';

type TAuth = { Authorization: string };

// The e2e server has no mail server for merchants: SMTP credentials point at a port where nothing
// listens, so the send is attempted and held for a retry with the SMTP error as its reason.
async function configureEmail(request: APIRequestContext, headers: TAuth, domain: string) {
  const smtp = await request.put('/api/v1/smtp-credentials', {
    headers,
    data: { host: '127.0.0.1', port: 1, encryption: 'none', username: 'magaza', password: 'Smtp-Secret-123' },
  });
  expect(smtp.ok(), await smtp.text()).toBe(true);
  const sender = await request.post('/api/v1/email-senders', {
    headers,
    data: { domain, fromAddress: `info@${domain}`, fromName: 'E2E Mağaza' },
  });
  expect(sender.ok(), await sender.text()).toBe(true);
}

test('direct email to a member: queued, listed, and in the action logs with its reason and timeline', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `messaging-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const headers = { Authorization: `Bearer ${session.token}` };
  await configureEmail(request, headers, `e2e-${stamp}.example`);
  const member = await request.post('/api/v1/members', {
    headers,
    data: { name: 'Elif', surname: `Demir${stamp}`, email: `elif.${stamp}@example.com`, emailActive: true },
  });
  expect(member.ok(), await member.text()).toBe(true);
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/direct/send/email');
  await expect(page.getByTestId('page-title')).toHaveText('Doğrudan Gönderim: E-posta');
  await expect(page.getByTestId('channel-usage')).toContainText('Bu ay kullanılan E-posta mesajı: 0');

  // Sending with nothing filled lists what is missing.
  await page.getByTestId('direct-send-submit').click();
  await expect(page.getByTestId('form-error')).toContainText('En az bir üye seçiniz.');

  await page.getByTestId('audience-members').fill(`Demir${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Elif Demir${stamp}`) }).click();

  // The variable panel inserts at the cursor of the field last edited.
  const subject = page.getByTestId('content-subject');
  await subject.fill('Merhaba !');
  await subject.focus();
  await subject.press('End');
  await subject.press('ArrowLeft');
  await page.getByTestId('variable-member-name').click();
  await expect(subject).toHaveValue('Merhaba {{ member.name }}!');
  await page.getByTestId('content-html').fill('<p>Yeni sezon ürünleri sizi bekliyor.</p>');

  await page.getByTestId('preview-member').fill(`Demir${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Elif Demir${stamp}`) }).click();
  await page.getByTestId('preview-run').click();
  await expect(page.getByTestId('preview-result-subject')).toHaveText('Merhaba Elif!');
  await expectAccessible(page);

  await page.getByTestId('direct-send-submit').click();
  // The pre-send check confirms who it reaches and who is skipped.
  await page.getByTestId('preflight-confirm').getByTestId('dialog-confirm').click();
  await expect(page.getByText('İşlem başarıyla kuyruğa eklendi').first()).toBeVisible();
  const done = page.getByTestId('direct-send-done');
  await expect(done).toContainText('Alıcı sayısı: 1.');
  // A click landing while the screen settles after the send can be lost (seen under load): click again
  // until the list opens, as a person would.
  await expect(async () => {
    await done.getByTestId('direct-send-list-link').click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/user\/direct\/messages\/email$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const run = page.getByTestId('direct-run-row');
  await expect(run).toHaveCount(1);
  await expect(run).toContainText('Merhaba {{ member.name }}!');

  // The worker tries the unreachable SMTP server: the message waits for a retry (or has failed) with a reason.
  await run.getByTestId('run-messages-link').click();
  await expect(page).toHaveURL(/\/user\/actions\?run=\d+$/);
  const row = page.getByTestId('action-log-row');
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('message-status')).toHaveText(/Bekliyor|Başarısız|Hata/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(`elif.${stamp}@example.com`);
  await expect(row.getByTestId('action-log-reason')).not.toHaveText('-');
  await expect(page.getByTestId('sends-chart')).toBeVisible();
  await expectAccessible(page);

  await row.getByTestId('action-log-link').click();
  await expect(page).toHaveURL(/\/user\/actions\/detail\/\d+$/);
  await expect(page.getByTestId('action-reason')).not.toBeEmpty();
  await expect(page.getByTestId('timeline-queued')).toBeVisible();
  await expect(page.getByTestId('message-content-subject')).toHaveText('Merhaba Elif!');
  await expectAccessible(page);
  await page.getByTestId('action-member-link').click();
  await expect(page).toHaveURL(/\/user\/member\/\d+$/);
  await page.getByTestId('member-tab-sending_history').click();
  await expect(page.getByTestId('member-sending-history').getByTestId('action-log-row')).toHaveCount(1);
});

test('sending to all members asks for its own confirmation', async ({ page, request }) => {
  const email = `messaging-all-${Date.now()}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  await page.goto('/user/direct/send/sms');
  await page.getByTestId('audience-kind').getByText('Tüm üyeler').click();
  await page.getByTestId('content-body').fill('Şimdi %20 indirim!');
  await expect(page.getByTestId('sms-parts')).toHaveText('SMS boyu: 1');
  await expect(page.getByTestId('sms-counter')).toContainText('Türkçe karakterler');
  await page.getByTestId('direct-send-submit').click();
  await expect(page.getByTestId('confirm-send-all')).toContainText('Tüm üyelere gönderilsin mi?');
  await expectAccessible(page);
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('confirm-send-all')).toBeHidden();
  await expect(page.getByTestId('direct-send-done')).toHaveCount(0);

  // The channel switch reaches every channel's send and message list from the one sidebar entry.
  await page.getByTestId('direct-type-switch').getByText('WhatsApp').click();
  await expect(page).toHaveURL(/\/user\/direct\/send\/whatsapp$/);
  await page.goto('/user/direct/messages/sms');
  await page.getByTestId('direct-type-switch').getByText('Mobil Bildirim').click();
  await expect(page).toHaveURL(/\/user\/direct\/messages\/mobile_push$/);
});

test('a tampered unsubscribe or block link shows the not-found page', async ({ page }) => {
  await page.goto('/dont-send/abc/def');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByTestId('layout-member-side')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/post/block/1/2/deadbeef');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});
