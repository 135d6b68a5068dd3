import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/src/smtp-sink';
import { mailingShopMerchant } from './automation-support';
import {
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  startShop,
  useSession,
  withServerDatabase,
} from './support';

// SPEC §4/§8: a feature the package lacks offers the 15-day trial. A free merchant trying to switch a
// widget or an automation on is refused with the SPEC message and sees the trial prompt; after starting
// the trial the same click activates it. The usage bars warn at 70% and 90% on both packet screens.
const PASSWORD = 'E2e-Gates-Pass-2026!';
const SHELL = ['header', '.mantine-Notifications-root'];

let sink: SmtpSink;
let shop: Awaited<ReturnType<typeof startShop>>;
test.beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startShop();
});
test.afterAll(async () => {
  await sink.close();
  await shop.close();
});

// The email channel's usage this period set straight in the server's database (sending 950 mails
// would take the test minutes).
async function setEmailUsage(request: APIRequestContext, email: string, headers: Record<string, string>, used: number) {
  const overview = await request.get('/api/v1/billing/packets', { headers });
  const period = ((await overview.json()).data as { period: { start: string } }).period.start;
  return withServerDatabase(async (db) => {
    const account = (await db.query('select account_id from users where email = $1', [email])).rows[0]
      .account_id as number;
    await db.query(
      `insert into channel_usage (account_id, channel, period, used) values ($1, 'email', $2, $3)
       on conflict (account_id, channel, period) do update set used = excluded.used`,
      [account, period, used],
    );
    return account;
  });
}

async function freeMerchant(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const headers = { Authorization: `Bearer ${session.token}` };
  const app = await request.post('/api/v1/applications', {
    headers,
    data: { name: 'Kapı Mağazası', domains: ['shop.localhost'] },
  });
  expect(app.status()).toBe(201);
  return { email, session, headers, applicationId: ((await app.json()).data as { id: number }).id };
}

test('a free merchant activates a widget after starting its trial (Turkish)', async ({ page, request }) => {
  const m = await freeMerchant(request, 'gate-widget');
  const created = await request.post('/api/v1/widgets', {
    headers: m.headers,
    data: {
      applicationId: m.applicationId,
      type: 'banner',
      name: 'Kış indirimi',
      texts: { tr: { title: 'Kış indirimi' } },
      settings: { position: 'top', linkUrl: 'https://shop.localhost/sale' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()).data as { id: number }).id;
  await useSession(page, 'user', m.session, NO_PROMPTS);
  await page.goto(`/user/widget-v2/banner/${id}`);
  const prompt = page.getByTestId('trial-prompt');
  await expect(prompt).toContainText('Paketinizde yok');
  await expect(page.getByTestId('widget-status')).toHaveText('Duraklatıldı');
  await expectAccessible(page, SHELL);

  await page.getByTestId('widget-toggle').click();
  const refused = page.getByTestId('warning-dialog');
  await expect(refused).toContainText('Paketi kullanma hakkınız bulunmamaktadır. Lütfen paketi satın alınız.');
  await expectAccessible(page, SHELL);
  await refused.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('widget-status')).toHaveText('Duraklatıldı');

  await prompt.getByRole('button', { name: '15 günlük denemeyi başlat' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByTestId('widget-toggle').click();
  await expect(page.getByTestId('widget-status')).toHaveText('Aktif');
  await expectAccessible(page, SHELL);
});

test('a free merchant activates a workflow after starting its trial (English)', async ({ page, request }) => {
  const m = await freeMerchant(request, 'gate-workflow');
  const created = await request.post('/api/v1/workflows', {
    headers: m.headers,
    data: {
      name: 'Welcome',
      graph: {
        trigger: { kind: 'event', event: 'signup' },
        start: 'tag',
        nodes: [{ id: 'tag', type: 'update_member', tags: [{ name: 'new', value: '1' }], next: null }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()).data as { id: number }).id;
  await useSession(page, 'user', m.session, { ...NO_PROMPTS, lang: 'en' });
  await page.goto(`/user/automation/set/${id}`);
  const prompt = page.getByTestId('trial-prompt');
  await expect(prompt).toContainText('Automations is not in your package');
  await expect(page.getByTestId('workflow-status')).toHaveText('Draft');

  await page.getByTestId('workflow-activate').click();
  const refused = page.getByTestId('warning-dialog');
  await expect(refused).toContainText('You do not have the right to use the package. Please purchase the package.');
  await expectAccessible(page, SHELL);
  await refused.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Draft');

  await prompt.getByRole('button', { name: 'Start the 15-day trial' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Active');
  await expectAccessible(page, SHELL);
});

test('usage bars warn at 70% and 90% on both packet screens', async ({ page, request }) => {
  const m = await freeMerchant(request, 'gate-usage');
  // The free plan: email 1,000 a period, 1,000 members, 1,000 devices, no SMS.
  const account = await setEmailUsage(request, m.email, m.headers, 950);
  await withServerDatabase(async (db) => {
    await db.query(
      `insert into members (account_id, name, email, source)
       select $1, 'Üye', 'gate-' || g || '@usage.test', 'csv' from generate_series(1, 720) g`,
      [account],
    );
    await db.query(
      `insert into devices (account_id, application_id, device_id)
       select $1, $2, 'gate-device-' || g from generate_series(1, 905) g`,
      [account, m.applicationId],
    );
  });
  await useSession(page, 'user', m.session, NO_PROMPTS);
  for (const path of ['/user/packet', '/user/profile/packets']) {
    await page.goto(path);
    await expect(page.getByTestId('usage-email-text')).toHaveText('950 / 1.000');
    await expect(page.getByTestId('usage-email-note')).toHaveText(
      "Bu limitin %90'ı kullanıldı. Lütfen paketinizi yükseltin.",
    );
    await expect(page.getByTestId('usage-members-note')).toHaveText("Bu limitin %70'i kullanıldı.");
    await expect(page.getByTestId('usage-devices-note')).toHaveText(
      "Bu limitin %90'ı kullanıldı. Lütfen paketinizi yükseltin.",
    );
    await expect(page.getByTestId('usage-webpush-note')).toHaveCount(0);
    await expect(page.getByTestId('usage-sms-note')).toContainText('Paketinizde yok');
    await expectAccessible(page, SHELL);
  }
});

test("the task wizard's schedule step says a planned run goes past the quota", async ({ page, request }) => {
  const { merchant, session, headers } = await mailingShopMerchant(request, sink, shop, 'gate-wizard');
  for (const name of ['Ada', 'Can', 'Efe']) {
    const member = await request.post('/api/v1/members', {
      headers,
      data: { name, email: `${name.toLowerCase()}.${Date.now()}@example.com`, emailActive: true },
    });
    expect(member.ok(), await member.text()).toBe(true);
  }
  const campaign = await request.post('/api/v1/campaigns', { headers, data: { name: 'Kış İndirimi' } });
  expect(campaign.status()).toBe(201);
  const campaignId = ((await campaign.json()).data as { id: number }).id;
  await setEmailUsage(request, merchant, headers, 998);
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto(`/user/task-wizard?campaign=${campaignId}`);
  await page.getByTestId('wizard-title').fill('Kış duyurusu');
  await page.getByTestId('wizard-next').click();
  await page.getByText('Tüm üyeler').click();
  await page.getByText('Tüm üyelere gönderimi onaylıyorum.').click();
  await expect(page.getByTestId('wizard-count')).toHaveText('3 üyeye gönderilecek.');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('content-subject').fill('Merhaba {{ member.name }}');
  await page.getByTestId('content-html').fill('<p>Kış indirimi başladı</p>');
  await page.getByTestId('wizard-next').click();
  const planned = page.getByTestId('planned-run-check');
  await expect(planned).toContainText('Planlanan gönderim paketinizi aşıyor');
  await expect(planned).toContainText('3 alıcıya ulaşıyor ancak paketinizde 2 mesaj hakkı kaldı');
  await expect(planned.getByRole('link', { name: 'Paketlere git' })).toHaveAttribute('href', '/user/packet');
  await expectAccessible(page, SHELL);
});
