import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startNetgsmFake, type NetgsmFake } from '../../../test/fakes/src/netgsm';
import { startWhatsappCloudFake, type WhatsappCloudFake } from '../../../test/fakes/src/whatsapp-cloud';
import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Sms-Pass-2026!x';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The server was started with NETGSM_BASE_URL and WHATSAPP_BASE_URL on these ports (playwright.config.ts).
let netgsm: NetgsmFake;
let cloud: WhatsappCloudFake;
test.beforeAll(async () => {
  netgsm = await startNetgsmFake(E2E_PORT + 1000);
  cloud = await startWhatsappCloudFake(E2E_PORT + 1001);
});
test.afterAll(async () => {
  await netgsm.close();
  await cloud.close();
});

// New accounts are on the free plan, which has no SMS quota; packets are not sold through the API yet,
// so the test puts the account on a paid plan in the server's own (embedded) database.
async function setPacket(email: string, packetType: string): Promise<void> {
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const port = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ulak' });
  await client.connect();
  try {
    await client.query(
      'update accounts set packet_type = $1 where id = (select account_id from users where email = $2)',
      [packetType, email],
    );
  } finally {
    await client.end();
  }
}

test('configure Netgsm, fetch originators, test the connection, send a direct SMS and see it delivered', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `sms-${stamp}@e2e.test`;
  const usercode = `850${stamp.slice(-8)}`;
  netgsm.addUser(usercode, { password: 'Netgsm-Şifre-1', msgheaders: ['ULAKSHOP', 'ULAKINFO'] });
  await registerUser(request, email, PASSWORD);
  await setPacket(email, 'pro');
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const member = await request.post('/api/v1/members', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: 'Şule', surname: `Kaya${stamp}`, phone: '+905321234567', smsActive: true },
  });
  expect(member.ok(), await member.text()).toBe(true);
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/settings/sending?tab=sms');
  await expect(page.getByTestId('sending-tab-sms')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('sms-connection-state')).toHaveText('Test edilmedi');

  // Credentials are required before anything is asked of the provider.
  await page.getByTestId('sms-fetch-originators').click();
  await expect(page.getByTestId('sms-originators-error')).toContainText('kullanıcı bilgileri gereklidir');

  await page.getByTestId('sms-username').fill(usercode);
  await page.getByTestId('sms-password').fill('yanlış');
  await page.getByTestId('sms-fetch-originators').click();
  await expect(page.getByTestId('sms-originators-error')).toContainText(
    'Başlıklar getirilemedi. Lütfen kullanıcı bilgilerinizi kontrol ediniz.',
  );
  await expect(page.getByTestId('sms-originators-error')).toContainText('Başlığı elle yazabilirsiniz.');

  await page.getByTestId('sms-password').fill('Netgsm-Şifre-1');
  await page.getByTestId('sms-fetch-originators').click();
  await expect(page.getByTestId('sms-originators-found')).toHaveText('2 başlık bulundu.');
  await expect(page.getByTestId('sms-originator')).toHaveValue('ULAKSHOP');
  await page.getByTestId('sms-dealer-code').fill('BAYI-7');
  await page.getByText('İYS aktif', { exact: true }).click();
  await expect(page.getByTestId('sms-iys-active')).toBeChecked();
  await page.getByTestId('sms-save').click();
  await expect(page.getByText('Ayarlar başarıyla kaydedildi.').first()).toBeVisible();
  await expect(page.getByTestId('sms-password')).toHaveAttribute('placeholder', /Kayıtlı/);

  await page.getByTestId('sms-test').click();
  await expect(page.getByTestId('sms-test-result')).toHaveText('Sağlayıcı kullanıcı bilgilerini kabul etti.');
  await expect(page.getByTestId('sms-connection-state')).toHaveText('Bağlantı geçerli');

  // The length counter: Turkish letters use the Turkish shift table.
  await page.getByTestId('sms-sample').fill('Çok özel indirim şimdi başladı!');
  await expect(page.getByTestId('sms-parts')).toHaveText('SMS boyu: 1');
  await expect(page.getByTestId('sms-counter')).toContainText('Türkçe karakterler');
  await expectAccessible(page);

  await page.goto('/user/direct/send/sms');
  await page.getByTestId('audience-members').fill(`Kaya${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Şule Kaya${stamp}`) }).click();
  await page.getByTestId('content-body').fill('Merhaba {{ member.name }}, sepetinizde %20 indirim!');
  await expectAccessible(page);
  await page.getByTestId('direct-send-submit').click();
  // The pre-send check confirms who it reaches and who is skipped.
  await page.getByTestId('preflight-confirm').getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('direct-send-done')).toContainText('Alıcı sayısı: 1.');

  await page.getByTestId('direct-send-list-link').click();
  await expect(page).toHaveURL(/\/user\/direct\/messages\/sms$/);
  const run = page.getByTestId('direct-run-row');
  await expect(run).toHaveCount(1);
  await run.getByTestId('run-messages-link').click();
  await expect(page).toHaveURL(/\/user\/actions\?run=\d+$/);
  const row = page.getByTestId('action-log-row');
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('message-status')).toHaveText('Başarılı', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('+905321234567');

  const sent = netgsm.sent().filter((s) => s.usercode === usercode);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    msgheader: 'ULAKSHOP',
    msg: 'Merhaba Şule, sepetinizde %20 indirim!',
    no: '905321234567',
    iysfilter: '11',
    partnercode: 'BAYI-7',
    encoding: 'TR',
  });
});

test('configure WhatsApp with an approved template and send it from the direct send screen', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `whatsapp-${stamp}@e2e.test`;
  const phoneNumberId = `10${stamp.slice(-9).replace(/\D/g, '7')}`;
  cloud.addNumber(phoneNumberId, {
    token: 'EAAG-e2e-token',
    templates: [{ name: 'sepet_hatirlatma', language: 'tr', parameters: 1 }],
  });
  await registerUser(request, email, PASSWORD);
  await setPacket(email, 'pro');
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const member = await request.post('/api/v1/members', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: 'Deniz', surname: `Ak${stamp}`, phone: '+905331112244', whatsappActive: true },
  });
  expect(member.ok(), await member.text()).toBe(true);
  const memberId = ((await member.json()) as { data: { id: number } }).data.id;
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/settings/sending?tab=whatsapp');
  await page.getByTestId('whatsapp-phone-number-id').fill(phoneNumberId);
  await page.getByTestId('whatsapp-access-token').fill('EAAG-e2e-token');
  await page.getByTestId('whatsapp-app-secret').fill('meta-app-secret');
  await page.getByTestId('whatsapp-add-template').click();
  await page.getByTestId('whatsapp-template-name-0').fill('sepet_hatirlatma');
  await page.getByTestId('whatsapp-template-0').getByRole('button', { name: 'Parametre ekle' }).click();
  await expect(page.getByTestId('whatsapp-parameter-0-0')).toHaveValue('member.name');
  await page.getByTestId('whatsapp-save').click();
  await expect(page.getByText('Ayarlar başarıyla kaydedildi.').first()).toBeVisible();
  await expect(page.getByTestId('whatsapp-webhook-url')).toContainText('/api/v1/webhooks/whatsapp/');
  await page.getByTestId('whatsapp-test').click();
  await expect(page.getByTestId('whatsapp-test-result')).toContainText('Bağlandı');
  await expectAccessible(page);

  await page.goto('/user/direct/send/whatsapp');
  await page.getByTestId('audience-members').fill(`Ak${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Deniz Ak${stamp}`) }).click();
  await page.getByTestId('whatsapp-template-picker').click();
  await page.getByRole('option', { name: 'sepet_hatirlatma (tr)' }).click();
  await expect(page.getByTestId('content-subject')).toHaveValue('sepet_hatirlatma');
  await expect(page.getByTestId('content-body')).toHaveValue('{{ member.name }}');
  await expectAccessible(page);
  await page.getByTestId('direct-send-submit').click();
  // The pre-send check confirms who it reaches and who is skipped.
  await page.getByTestId('preflight-confirm').getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('direct-send-done')).toContainText('Alıcı sayısı: 1.');

  await expect(async () => {
    const sent = cloud.sent().filter((s) => s.phoneNumberId === phoneNumberId);
    expect(sent).toEqual([
      expect.objectContaining({ to: '905331112244', template: 'sepet_hatirlatma', parameters: ['Deniz'] }),
    ]);
  }).toPass({ timeout: 30_000 });

  // The member's sending history lists the WhatsApp message.
  await page.goto(`/user/member/${memberId}`);
  await page.getByTestId('member-tab-sending_history').click();
  const history = page.getByTestId('member-sending-history').getByTestId('action-log-row');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('WhatsApp');
  await expectAccessible(page);
});
