import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEMO_EMAIL,
  E2E_DEMO_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
  waitForMail,
} from './support';

// A fresh `npm start`: the demo merchant sends its first campaign to a segment and it arrives.
// The demo account has a ready sender on the local relay, so the mail lands in the local mail sink,
// and opening a link of a received .eml fills the report (delivered, opened, clicked).
test('the demo merchant’s first campaign to a segment lands in the mail sink and its report fills', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(DEMO_EMAIL);
  await page.getByLabel('Şifre').fill(E2E_DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user/);

  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${session.token}` };
  const recipients = await reachableMembers(request, headers, 2);
  const application = await firstApplication(request, headers);
  const segment = await post(request, headers, '/api/v1/segments', {
    name: 'İlk kampanya',
    applicationId: application,
    kind: 'empty',
  });
  await post(request, headers, `/api/v1/segments/${segment.id}/members`, { memberIds: recipients.map((r) => r.id) });
  const campaign = await post(request, headers, '/api/v1/campaigns', { name: 'İlk Kampanya' });
  const task = await post(request, headers, '/api/v1/tasks', {
    title: 'Hoş geldiniz',
    campaignId: campaign.id,
    channel: 'email',
    audience: { kind: 'segment', segmentId: segment.id },
    schedule: { periodType: 'webhook' },
    content: {
      defaultLanguage: 'tr',
      languages: {
        tr: {
          subject: 'Merhaba {{ member.name }}',
          html: '<p>Yeni sezon: <a href="https://demo.ulak.local/yeni-sezon">Keşfet</a></p>',
        },
      },
    },
  });

  // Send now from the task page: no refusal, the run is queued.
  await page.goto(`/user/task/${task.id}`);
  await page.getByTestId('task-run-now').click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByTestId('preflight-refused')).toHaveCount(0);

  // Both members' emails arrive in the sink; one recipient opens the tracked link.
  const mails = await Promise.all(recipients.map((r) => waitForMail(r.email, 30_000)));
  for (const raw of mails) expect(raw).toContain('Subject: Merhaba');
  const link = trackedLink(mails[0] ?? '');
  const click = await request.get(link, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe('https://demo.ulak.local/yeni-sezon');

  await page.goto(`/user/campaign/report/${campaign.id}`);
  await expect(page.getByTestId('report-view')).toBeVisible();
  await expect(page.getByTestId('report-sent')).toContainText('2');
  await expect(page.getByTestId('report-delivered')).toContainText('1');
  await expect(page.getByTestId('report-clicked')).toContainText('1');
  await expectAccessible(page);
});

// A newcomer who has not set SMS up: a direct SMS is refused before anything is queued, and the
// refusal leads to the SMS settings.
test('a direct SMS without SMS settings is refused before queueing, with the link to the settings', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `first-sms-${stamp}@e2e.test`;
  const password = 'E2e-First-Run-Pass-2026!';
  await registerUser(request, email, password);
  const session = await apiLogin(request, 'user', email, password);
  const headers = { Authorization: `Bearer ${session.token}` };
  await post(request, headers, '/api/v1/members', {
    name: 'Sena',
    surname: `Ak${stamp}`,
    phone: '+905321110099',
    smsActive: true,
  });
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/direct/send/sms');
  await page.getByText('Tüm üyeler').click();
  await page.getByTestId('content-body').fill('Merhaba');
  await page.getByTestId('direct-send-submit').click();
  await page.getByTestId('confirm-send-all').getByTestId('dialog-confirm').click();
  const refused = page.getByTestId('preflight-refused');
  await expect(refused).toContainText('Kullanıcı e-posta, sms ve whatsapp ayarı bulunamadı');
  await expectAccessible(page);
  await refused.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/\/user\/settings\/sending\?tab=sms$/);
  // Nothing was queued.
  const runs = await request.get('/api/v1/direct/messages/sms', { headers });
  expect(((await runs.json()) as { meta: { total: number } }).meta.total).toBe(0);
});

type THeaders = Record<string, string>;

async function post(request: APIRequestContext, headers: THeaders, url: string, data: object) {
  const response = await request.post(url, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data;
}

async function firstApplication(request: APIRequestContext, headers: THeaders): Promise<number> {
  const response = await request.get('/api/v1/applications', { headers });
  const body = (await response.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('the demo account has no application');
  return id;
}

// Demo members who can receive email (permission on, an address).
async function reachableMembers(request: APIRequestContext, headers: THeaders, count: number) {
  const response = await request.get('/api/v1/members?perPage=100', { headers });
  const body = (await response.json()) as { data: { id: number; email: string | null; email_active: boolean }[] };
  const found = body.data.filter((m) => m.email && m.email_active).slice(0, count);
  if (found.length < count) throw new Error('not enough demo members with email permission');
  return found.map((m) => ({ id: m.id, email: m.email ?? '' }));
}

// The click-tracked link of a received (quoted-printable) .eml.
function trackedLink(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>\]]+\/r\/[^\s"<>\]]+/.exec(unfolded);
  if (!match) throw new Error('no tracked link in the mail');
  return match[0].replace(/&amp;/g, '&');
}
