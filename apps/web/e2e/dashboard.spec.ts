import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
  withServerDatabase,
} from './support';

// The dashboard (onboarding wizard, suggestions, KPI cards and charts over the SPEC §9 ranges),
// support and demo requests with their admin list, the roadmap, and the web-service users page.
// The shell and the shared page header are checked where they are built (as the other specs do).
const SHARED = [
  '.ulak-toasts',
  '.mantine-AppShell-navbar',
  '[data-testid="profile-menu"]',
  '[data-testid="page-title"] + p',
  '[data-testid="empty-state"]',
];
const PASSWORD = 'E2e-Dashboard-Pass-2026!';

async function freshMerchant(request: APIRequestContext, tag: string) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${tag}-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  return { email, session, headers: { Authorization: `Bearer ${session.token}` } };
}

test('onboarding: a fresh account goes from the dashboard to its first campaign', async ({ page, request }) => {
  const m = await freshMerchant(request, 'onboarding');
  const app = await request.post('/api/v1/applications', {
    headers: m.headers,
    data: { name: 'Mağaza', domains: ['onboarding-shop.com'] },
  });
  const token = ((await app.json()) as { data: { sdk_token: string } }).data.sdk_token;
  await useSession(page, 'user', m.session, NO_PROMPTS);

  await page.goto('/user');
  const wizard = page.getByTestId('onboarding-wizard');
  await expect(wizard).toContainText('Başlangıç');
  // The script option shows the snippet with this account's SDK token.
  await expect(page.getByTestId('onboarding-snippet')).toContainText(`data-token="${token}"`);
  await expectAccessible(page, SHARED);

  await page.getByTestId('onboarding-skip-connect_shop').click();
  await expect(page.getByTestId('onboarding-panel-verify_sender')).toBeVisible();
  await page.getByTestId('onboarding-skip-verify_sender').click();
  await expect(page.getByTestId('onboarding-panel-import_members')).toBeVisible();
  await page.getByTestId('onboarding-skip-import_members').click();
  await page.getByTestId('onboarding-action-first_campaign').click();

  await expect(page).toHaveURL(/\/user\/campaigns$/);
  await page.getByTestId('campaign-new').click();
  await page.getByTestId('campaign-name').fill('İlk Kampanya');
  await page.getByTestId('campaign-save').click();
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);

  // Back on the dashboard the step is done by its fact; the progress was kept on the server.
  await page.goto('/user');
  await expect(page.getByTestId('onboarding-step-first_campaign')).toContainText('Tamamlandı');
  await expect(page.getByTestId('onboarding-complete')).toBeVisible();
  // Resumable: a skipped step can be opened and taken up again.
  await page.getByTestId('onboarding-step-connect_shop').click();
  await page.getByTestId('onboarding-resume-connect_shop').click();
  await page.reload();
  await expect(page.getByTestId('onboarding-panel-connect_shop')).toBeVisible();
  await page.getByTestId('onboarding-close').click();
  await expect(page.getByTestId('onboarding-reopen')).toBeVisible();
});

test('dashboard ranges, suggestions and their dismissal, in Turkish and English', async ({ page, request }) => {
  const m = await freshMerchant(request, 'ranges');
  // Known data: an email sent (and opened) 2 and 50 days ago, each followed by an order of 250 TL.
  await withServerDatabase(async (db) => {
    const account = await db.query<{ account_id: string }>('select account_id from users where email = $1', [m.email]);
    const id = Number(account.rows[0]?.account_id);
    const member = await db.query<{ id: string }>(
      `insert into members (account_id, name, email, email_active) values ($1, 'Alıcı', 'buyer@ranges.test', true) returning id`,
      [id],
    );
    for (const [k, days] of [2, 50].entries()) {
      await db.query(
        `insert into messages (account_id, run_month, run_id, channel, source_type, member_id, recipient_key, status,
           created_at, sent_at, delivered_at, opened_at)
         select $1, date_trunc('month', t)::date, 1, 'email', 'campaign', $2, $3, 'success', t, t, t, t
         from (select now() - make_interval(days => $4::int, hours => 1) as t) x`,
        [id, member.rows[0]?.id, `r${k}`, days],
      );
      await db.query(
        `insert into orders (account_id, member_id, order_code, total_price, date)
         values ($1, $2, $3, 250, now() - make_interval(days => $4::int))`,
        [id, member.rows[0]?.id, `O-${k}`, days],
      );
    }
  });
  await useSession(page, 'user', m.session, NO_PROMPTS);
  await page.goto('/user');
  await expect(page.getByTestId('kpi-sent-value')).toHaveText('1');
  await page.getByTestId('dashboard-range').getByText('Son 7 gün').click();
  await expect(page.getByTestId('kpi-sent-value')).toHaveText('1');
  await expect(page.getByTestId('kpi-revenue-value')).toContainText('250');
  await page.getByTestId('dashboard-range').getByText('3 ay').click();
  await expect(page.getByTestId('kpi-sent-value')).toHaveText('2');
  await expect(page.getByTestId('kpi-opened-value')).toHaveText('2');
  await expect(page.getByTestId('kpi-revenue-value')).toContainText('500');
  await expect(page.getByTestId('chart-messages').locator('svg').first()).toBeVisible();

  // Suggestions say why and link to the fix; a dismissed one stays gone after a reload.
  const segment = page.getByTestId('suggestion-no_segment');
  await expect(segment).toContainText('Henüz segmentiniz yok');
  await expect(segment.getByRole('link', { name: 'Segment oluşturun' })).toHaveAttribute('href', '/user/segments');
  await page.getByTestId('dismiss-no_segment').click();
  await expect(segment).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('suggestion-sender_not_verified')).toBeVisible();
  await expect(page.getByTestId('suggestion-no_segment')).toHaveCount(0);
  await expectAccessible(page, SHARED);

  await page.goto('/user?hl=en');
  await expect(page.getByTestId('dashboard-insights')).toContainText('Marketing performance');
  await page.getByTestId('dashboard-range').getByText('1 year').click();
  await expect(page.getByTestId('kpi-sent-value')).toHaveText('2');
  await expect(page.getByTestId('suggestion-sender_not_verified')).toContainText('Verify your sender domain');
  await expectAccessible(page, SHARED);
});

test('a support request reaches the admin list, where its status changes', async ({ page, request, browser }) => {
  const m = await freshMerchant(request, 'support');
  await useSession(page, 'user', m.session, NO_PROMPTS);
  await page.goto('/user/support');
  await expect(page.getByTestId('page-title')).toHaveText('Destek');
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-form')).toContainText('Konu en az 3 karakter olmalıdır.');
  // A demo needs a phone and a time.
  await page.getByTestId('support-kind').getByText('Demo').click();
  await page.getByTestId('support-subject').fill('Demo isteği');
  await page.getByTestId('support-message').fill('WhatsApp kampanyalarını görmek istiyoruz.');
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-form')).toContainText('Demo için bir telefon numarası girin.');
  await expect(page.getByTestId('support-form')).toContainText('Demo için ileri bir zaman seçin.');
  await page.getByTestId('support-kind').getByText('Destek').click();
  const subject = `Fatura sorusu ${Date.now()}`;
  await page.getByTestId('support-subject').fill(subject);
  await page.getByTestId('support-phone').fill('+90 532 000 00 00');
  await page.getByTestId('support-submit').click();
  await expect(page.getByTestId('support-request-row')).toContainText(subject);
  await expect(page.getByTestId('support-request-row').getByTestId('support-status')).toHaveText('Açık');
  await expectAccessible(page, SHARED);

  // The admin works in their own browser context (axe needs a page of a context it can inspect).
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await useSession(admin, 'admin', await apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD), { lang: 'en' });
  await admin.goto('/admin/support-requests');
  await expect(admin.getByTestId('page-title')).toHaveText('Support Requests');
  const row = admin.getByTestId('admin-support-row').filter({ hasText: subject });
  await expect(row).toContainText(m.email);
  await row.getByTestId('admin-support-status').click();
  await admin.getByRole('option', { name: 'Closed' }).click();
  await expect(admin.getByText('Status saved.')).toBeVisible();
  await expectAccessible(admin, SHARED);
  await adminContext.close();

  await page.reload();
  await expect(page.getByTestId('support-request-row').getByTestId('support-status')).toHaveText('Kapandı');
});

test('web-service users: a scoped key is shown once, copied, enforced and revoked', async ({
  page,
  request,
  context,
}) => {
  const m = await freshMerchant(request, 'wsuser');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useSession(page, 'user', m.session, NO_PROMPTS);
  await page.goto('/user/ws-user');
  await expect(page.getByTestId('page-title')).toHaveText('Web Servis Kullanıcısı');
  await page.getByTestId('api-key-name').fill('Raporlama');
  await page.getByTestId('api-key-access').getByText('Yalnızca okuma').click();
  for (const resource of ['members', 'products', 'segments'])
    await page.getByTestId(`api-key-resource-${resource}`).click();
  await page.getByRole('button', { name: 'Anahtar Oluştur' }).click();
  const secret = (await page.getByTestId('api-key-secret').innerText()).trim();
  expect(secret).toMatch(/^ulak_sk_/);
  await page.getByTestId('api-key-secret-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const row = page.getByTestId('api-keys-table').getByRole('row', { name: /Raporlama/ });
  await expect(row).toContainText('Yalnızca okuma');
  await expect(row).toContainText('Siparişler');
  await expect(row).not.toContainText('Üyeler');
  await expectAccessible(page, SHARED);

  // The scope is enforced: a read-only key writes nothing.
  const denied = await request.post('/api/v1/public/orders', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { orders: [{ orderCode: 'WS-1', totalPrice: 10 }] },
  });
  expect(denied.status()).toBe(403);
  await page.reload();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

  await row.getByRole('button', { name: /İptal et/ }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Raporlama');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('api-keys-table')).toHaveCount(0);
  const revoked = await request.post('/api/v1/public/orders', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { orders: [{ orderCode: 'WS-2', totalPrice: 10 }] },
  });
  expect(revoked.status()).toBe(401);
});

test('coming soon takes a notify request; the development gallery is not in production', async ({ page, request }) => {
  const m = await freshMerchant(request, 'roadmap');
  await useSession(page, 'user', m.session, { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user/coming-soon');
  await expect(page.getByTestId('page-title')).toHaveText('Upcoming Features');
  await page.getByTestId('roadmap-loyalty_points-notify').click();
  await expect(page.getByTestId('roadmap-loyalty_points-requested')).toHaveText('We will let you know');
  await page.reload();
  await expect(page.getByTestId('roadmap-loyalty_points-requested')).toBeVisible();
  await expectAccessible(page, SHARED);

  await page.goto('/user/deneme');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});
