import { expect, test } from '@playwright/test';
import { startHeloroboFake, type HeloroboFake } from '../../../test/fakes/src/helorobo';
import { E2E_PORT } from '../playwright.config';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession, withServerDatabase } from './support';

const PASSWORD = 'E2e-Helorobo-Pass-2026!x';

// The server was started with HELOROBO_BASE_URL on this port (playwright.config.ts).
let helorobo: HeloroboFake;
test.beforeAll(async () => {
  helorobo = await startHeloroboFake(E2E_PORT + 1003);
});
test.afterAll(async () => {
  await helorobo.close();
});

async function newMerchant(request: Parameters<typeof registerUser>[0], prefix: string, packet: string) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${prefix}-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await withServerDatabase((client) =>
    client.query('update accounts set packet_type = $1 where id = (select account_id from users where email = $2)', [
      packet,
      email,
    ]),
  );
  return { stamp, session: await apiLogin(request, 'user', email, PASSWORD) };
}

test('WhatsApp settings: choose Helorobo, a wrong token fails the connection test, the right one passes', async ({
  page,
  request,
}) => {
  const { stamp, session } = await newMerchant(request, 'helorobo', 'pro');
  const channelId = `ch${stamp.slice(-8)}`;
  helorobo.addChannel(channelId, { token: 'hr-e2e-token', templates: [{ id: 'tpl-1', params: 1 }] });
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/settings/sending?tab=whatsapp');
  await page.getByTestId('whatsapp-provider').getByText('Helorobo').click();
  await expect(page.getByTestId('whatsapp-phone-number-id')).toHaveCount(0);
  await page.getByTestId('whatsapp-channel-id').fill(channelId);
  await page.getByTestId('whatsapp-access-token').fill('hr-wrong-token');
  await page.getByTestId('whatsapp-add-template').click();
  await page.getByTestId('whatsapp-template-name-0').fill('indirim');
  await page.getByTestId('whatsapp-template-id-0').fill('tpl-1');
  await page.getByTestId('whatsapp-copy-code-0').fill('coupon.code');
  await page.getByTestId('whatsapp-save').click();
  await expect(page.getByText('Ayarlar başarıyla kaydedildi.').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('whatsapp-test').click();
  await expect(page.getByTestId('whatsapp-test-error')).toHaveText('Helorobo giriş hatası');

  await page.getByTestId('whatsapp-access-token').fill('hr-e2e-token');
  await page.getByTestId('whatsapp-save').click();
  await expect(page.getByText('Ayarlar başarıyla kaydedildi.').first()).toBeVisible();
  await page.getByTestId('whatsapp-test').click();
  await expect(page.getByTestId('whatsapp-test-result')).toContainText('Bağlandı');
  // Helorobo's bulk send reports take the place of the Cloud API webhook.
  await expect(page.getByText('Henüz toplu gönderim yok.')).toBeVisible();
  await expect(page.getByTestId('whatsapp-webhook-url')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/user/settings/sending?tab=whatsapp&hl=en');
  await expect(page.getByText('WhatsApp provider')).toBeVisible();
  await expect(page.getByTestId('whatsapp-channel-id')).toHaveValue(channelId);
  await expect(page.getByText('No bulk sends yet.')).toBeVisible();
  await expectAccessible(page);
});

test('members: start an email verification, see its progress and the invalid addresses with their reason', async ({
  page,
  request,
}) => {
  const { stamp, session } = await newMerchant(request, 'verify', 'trial');
  for (const name of ['ayse', 'mehmet']) {
    // .test domains take no mail: both addresses are classified invalid.
    const member = await request.post('/api/v1/members', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { name, email: `${name}-${stamp}@uye-${stamp}.test`, emailActive: true },
    });
    expect(member.ok(), await member.text()).toBe(true);
  }
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/members');
  await page.getByTestId('email-verification-toggle').click();
  await expect(page.getByTestId('email-verification-quota')).toContainText('Paket: 100 / 100 kaldı');
  await expect(page.getByTestId('email-verification-count-unchecked')).toHaveText('2');
  await expect(page.getByTestId('email-verification-results-empty')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('email-verification-start').click();
  await page.getByTestId('email-verification-confirm').getByRole('button', { name: 'Doğrulamayı başlat' }).click();
  await expect(page.getByTestId('email-verification-progress')).toHaveText('2 / 2 adres', { timeout: 30_000 });
  await expect(page.getByTestId('email-verification-count-invalid')).toHaveText('2');
  await expect(page.getByTestId('email-verification-quota')).toContainText('98 / 100');
  const results = page.getByTestId('email-verification-results');
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results).toContainText('Alan adı posta kabul etmiyor');
  await expectAccessible(page);

  await page.goto('/user/members?hl=en');
  await page.getByTestId('email-verification-toggle').click();
  await expect(page.getByTestId('email-verification-results')).toContainText('The domain does not accept mail');
  await expect(page.getByTestId('email-verification-run')).toContainText('Last verification finished');
  await expectAccessible(page);
});
