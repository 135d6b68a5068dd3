import { expect, test } from '@playwright/test';
import { AUTOMATION_PASSWORD } from './automation-support';
import {
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  startFeatureTrial,
  useSession,
  withServerDatabase,
} from './support';

// A workflow started by an incoming webhook, built on the canvas: the trigger panel shows the workflow's
// URL and secret, a POST bearing the secret starts the journey for the member it names and the update-
// member step writes the member's city from the canvas; a new secret refuses the old one. Publishing a
// new version while the member waits inside asks where members go; moved, the member waits on version 2.
const SHARED = [
  '.ulak-toasts',
  '.mantine-AppShell-navbar',
  '[data-testid="profile-menu"]',
  '[data-testid="page-title"] + p',
];
test.use({ viewport: { width: 1440, height: 1200 } });

test('an incoming webhook starts a canvas workflow that sets a member field; the secret can be rotated', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const merchant = `hook-${stamp}@e2e.test`;
  await registerUser(request, merchant, AUTOMATION_PASSWORD);
  const session = await apiLogin(request, 'user', merchant, AUTOMATION_PASSWORD);
  await startFeatureTrial(request, session.token, 'automations');
  const headers = { Authorization: `Bearer ${session.token}` };
  const member = await request.post('/api/v1/members', {
    headers,
    data: { name: 'Deniz', email: `deniz-${stamp}@shop.test` },
  });
  expect(member.status(), await member.text()).toBe(201);
  const memberId = (await member.json()).data.id as number;

  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/workflows');
  await page.getByTestId('workflow-new').click();
  await page.getByLabel('Akış adı').fill('Webhook ile şehir');
  await page.getByTestId('workflow-create').click();
  await expect(page.getByTestId('page-title')).toHaveText('Webhook ile şehir');

  // The trigger: an incoming webhook; its URL and secret on request.
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('trigger-kind').click();
  await page.getByRole('option', { name: 'Gelen bir webhook', exact: true }).click();
  await page.getByTestId('incoming-show').click();
  const url = (await page.getByTestId('incoming-url').textContent()) ?? '';
  const secret = (await page.getByTestId('incoming-secret').textContent()) ?? '';
  expect(url).toMatch(/\/api\/v1\/hooks\/workflows\/\d+$/);
  expect(secret).toMatch(/^whsec_/);
  await expectAccessible(page, SHARED);

  // One update-member step setting the city, after the trigger.
  await page.getByTestId('palette-update_member').click();
  await page.getByTestId('add-member-field').click();
  await page.getByTestId('member-field-value-0').fill('İzmir');
  // Then a wait, so the member stays inside.
  await page.getByTestId('palette-wait').click();
  await page.getByTestId('wait-minutes').fill('60');
  await page.getByTestId('canvas-node-update_member_1').click();
  await page.getByTestId('next-update_member_1-next').click();
  await page.getByRole('option', { name: 'wait_1', exact: true }).click();
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('next-trigger-start').click();
  await page.getByRole('option', { name: 'update_member_1', exact: true }).click();
  await expect(page.getByTestId('canvas-issues')).toContainText('Sorun yok: akış yayınlanabilir.');
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Aktif');
  await expectAccessible(page, SHARED);

  // The merchant's system calls the URL (bearing the secret) for the member, twice for one delivery.
  const path = new URL(url).pathname;
  const call = (token: string, delivery: string) =>
    request.post(path, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': delivery, 'content-type': 'application/json' },
      data: { member: { email: `deniz-${stamp}@shop.test` }, data: { source: 'crm' } },
    });
  const first = await call(secret, 'crm-1');
  expect(first.status(), await first.text()).toBe(202);
  expect((await first.json()).data.status).toBe('entered');
  expect((await (await call(secret, 'crm-1')).json()).data.status).toBe('duplicate');
  await expect
    .poll(async () => (await (await request.get(`/api/v1/members/${memberId}`, { headers })).json()).data.city, {
      timeout: 30_000,
    })
    .toBe('İzmir');

  // A new secret: the old one is refused at once.
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('incoming-rotate').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('incoming-secret')).not.toHaveText(secret);
  const rotated = (await page.getByTestId('incoming-secret').textContent()) ?? '';
  expect((await call(secret, 'crm-2')).status()).toBe(401);
  // Accepted, but the entry rule (once ever) keeps the member from a second journey.
  const second = await call(rotated, 'crm-2');
  expect(second.status()).toBe(202);
  expect((await second.json()).data.status).toBe('not_entered');

  // A new version while members wait inside: the merchant moves them to it.
  await page.reload();
  await page.getByTestId('canvas-node-wait_1').click();
  await page.getByTestId('wait-minutes').fill('30');
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('publish-confirm')).toBeVisible();
  await expectAccessible(page, SHARED);
  await page.getByTestId('publish-move').check();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByText('Sürüm 2')).toBeVisible();
  const versions = await withServerDatabase(async (client) =>
    (
      await client.query(
        `select v.version, e.status, e.node_id from journey_enrollments e join workflow_versions v on v.id = e.version_id
         where e.member_id = $1 order by e.id`,
        [memberId],
      )
    ).rows.map((r: { version: number; status: string; node_id: string }) => `${r.version}:${r.status}:${r.node_id}`),
  );
  expect(versions).toEqual(['2:waiting:wait_1']);
});
