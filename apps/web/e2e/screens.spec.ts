import { expect, test } from '@playwright/test';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Screens-Pass-2026!';

// The dashboard counts what exists, and a task's next run reads on the account's clock (Istanbul)
// even in a browser set to UTC.
test.use({ timezoneId: 'UTC' });

test('dashboard counters and task times on the account’s clock', async ({ page, request }) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `screens-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const headers = { Authorization: `Bearer ${session.token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data;
  };
  const campaign = await post('/api/v1/campaigns', { name: 'Kış' });
  const apps = (await (await request.get('/api/v1/applications', { headers })).json()) as { data: { id: number }[] };
  const applicationId =
    apps.data[0]?.id ?? (await post('/api/v1/applications', { name: 'Mağaza', platform: 'web' })).id;
  await post('/api/v1/segments', { name: 'Elle', applicationId, kind: 'empty' });
  const year = new Date().getUTCFullYear() + 1;
  const task = await post('/api/v1/tasks', {
    title: 'Gece yarısından sonra',
    campaignId: campaign.id,
    channel: 'email',
    audience: { kind: 'all', confirmAll: true },
    schedule: { periodType: 'static', at: `${year}-01-15T01:00` },
    content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Merhaba', html: '<p>Merhaba</p>' } } },
  });
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user');
  await expect(page.getByTestId('stat-campaigns')).toContainText('1');
  await expect(page.getByTestId('stat-segments')).toContainText('1');
  await expect(page.getByTestId('stat-tasks')).toContainText('1');
  await expectAccessible(page);

  // The task list's status badge shows its whole word.
  await page.goto('/user/tasks');
  const badge = page.getByTestId('task-status').first();
  await expect(badge).toBeVisible();
  const clipped = await badge.evaluate((el) =>
    [el, ...Array.from(el.querySelectorAll('*'))].some((node) => node.scrollWidth > node.clientWidth + 1),
  );
  expect(clipped).toBe(false);

  // 01:00 in Istanbul is 22:00 UTC the day before: the page shows the task's own clock.
  await page.goto(`/user/task/${task.id}`);
  await expect(page.getByTestId('task-next-run')).toHaveText(`15-01-${year} 01:00`);
  await expectAccessible(page);
});

test('the register page’s KVKK link carries its text and opens the notice', async ({ page }) => {
  await page.goto('/auth/register');
  const link = page.getByTestId('kvkk-link');
  await expect(link).toHaveText('KVKK Aydınlatma Metni');
  await expect(link).toHaveAttribute('href', '/kvkk');
  await expectAccessible(page);
});

test('the sidebar’s account section is in view on a 1440×900 screen', async ({ page, request }) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `screens-nav-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/user/members');
  const account = page.getByTestId('nav-group-account');
  await expect(account).toBeInViewport({ ratio: 1 });
  await expect(account.getByRole('link', { name: 'Destek' })).toBeInViewport();
});

// Every detail screen answers a bad id the same way: its page title, the one not-found with a way back to
// the list, and no error dialog (the 404 is the screen's own record, not a failure). Another account's
// record is not found alike.
const DETAIL_ROUTES = [
  { path: '/user/segment/', title: 'Segment Detayı', list: '/user/segments' },
  { path: '/user/segment-v2/', title: 'Segment Detayı', list: '/user/segments2' },
  { path: '/user/task/', title: 'Görev Detayı', list: '/user/tasks' },
  { path: '/user/task/log/', title: 'Görev Kayıtları', list: '/user/tasks' },
  { path: '/user/campaign/report/', title: 'Kampanya Raporu', list: '/user/campaigns' },
  { path: '/user/campaign/report-v2/', title: 'Kampanya Raporu', list: '/user/campaigns' },
  { path: '/user/campaign/coupon-list/', title: 'Kuponlar', list: '/user/campaigns' },
  { path: '/user/member/', title: 'Üye Detayı', list: '/user/members' },
  { path: '/user/device/', title: 'Cihaz Detayı', list: '/user/devices' },
  { path: '/user/application/', title: 'Uygulama Detayı', list: '/user/applications' },
  { path: '/user/actions/detail/', title: 'İşlem Detayı', list: '/user/actions' },
  { path: '/user/events/request-logs/', title: 'Olay İstek Kayıtları', list: '/user/events/request-logs' },
  { path: '/user/automation/set/', title: 'İş Akışı', list: '/user/workflows' },
  { path: '/user/widgets/', title: 'Widget Detayı', list: '/user/widgets' },
  { path: '/user/widget-v2/banner/', title: 'Widget Düzenle', list: '/user/widgets' },
  { path: '/user/widget/result/', title: 'Widget Sonuçları', list: '/user/widgets' },
  { path: '/user/segments/actions/', title: 'Segment İşlemleri', list: '/user/segments' },
  { path: '/user/segments2/actions/', title: 'Segment İşlemleri', list: '/user/segments2' },
  { path: '/user/segments/actions/report/1/', title: 'Segment İşlem Raporu', list: '/user/segments' },
  {
    path: '/user/email-templates/edit-user-email-template?id=',
    title: 'E-posta Şablonunu Düzenle',
    list: '/user/email-templates',
  },
];

test('a bad or foreign id shows one not-found on every detail screen, without an error dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const owner = `screens-owner-${stamp}@e2e.test`;
  await registerUser(request, owner, PASSWORD);
  const ownerSession = await apiLogin(request, 'user', owner, PASSWORD);
  const headers = { Authorization: `Bearer ${ownerSession.token}` };
  const created = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const campaignId = await created('/api/v1/campaigns', { name: 'Başkasının' });
  const apps = (await (await request.get('/api/v1/applications', { headers })).json()) as { data: { id: number }[] };
  const applicationId =
    apps.data[0]?.id ?? (await created('/api/v1/applications', { name: 'Başka mağaza', platform: 'web' }));
  const segmentId = await created('/api/v1/segments', { name: 'Başkasının', applicationId, kind: 'empty' });

  const email = `screens-404-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  // Another account's segment and campaign are not found alike.
  const visits = [
    ...DETAIL_ROUTES.map((route) => ({ ...route, url: `${route.path}987654321` })),
    { path: '', title: 'Segment Detayı', list: '/user/segments', url: `/user/segment/${segmentId}` },
    { path: '', title: 'Kampanya Raporu', list: '/user/campaigns', url: `/user/campaign/report/${campaignId}` },
    // A scenario code that names no scenario, and a template id that is no number.
    { path: '', title: 'Otomasyon Detayı', list: '/user/automation', url: '/user/automation/no_such_scenario' },
    {
      path: '',
      title: 'E-posta Şablonunu Düzenle',
      list: '/user/email-templates',
      url: '/user/email-templates/edit-user-email-template?id=x',
    },
  ];
  for (const visit of visits) {
    await page.goto(visit.url);
    const notFound = page.getByTestId('record-not-found');
    await expect(notFound, visit.url).toBeVisible();
    await expect(notFound.getByTestId('page-title'), visit.url).toHaveText(visit.title);
    await expect(notFound, visit.url).toContainText('Kayıt bulunamadı');
    await expect(notFound.getByTestId('record-back'), visit.url).toHaveAttribute('href', visit.list);
    // Every request of the screen has answered: no dialog came with the not-found.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog'), visit.url).toHaveCount(0);
  }
  await expectAccessible(page);
});

// The channel chart draws each channel's bar on its own label, even when the channel has a single
// non-zero figure (here web push: three failed, nothing sent). The report is the server's shape, fixed.
const ZERO = { delivered: 0, bounce: 0, unsubscribed: 0, skipped: 0, iysRejected: 0, orderCount: 0 };
const MONEY = { totalPrice: 0, orderProfit: 0, couponOrders: 0 };
const CHANNELS = [
  { channel: 'email', sent: 10, opened: 4, clicked: 2, failed: 0 },
  { channel: 'sms', sent: 2, opened: 0, clicked: 0, failed: 1 },
  { channel: 'webpush', sent: 0, opened: 0, clicked: 0, failed: 3 },
].map((row) => ({ ...ZERO, ...MONEY, ...row }));

test('the campaign report’s channel chart puts each channel’s bar on its own label', async ({ page, request }) => {
  const email = `screens-chart-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const created = await request.post('/api/v1/campaigns', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name: 'Kış' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const campaignId = ((await created.json()) as { data: { id: number } }).data.id;
  await page.route('**/api/v1/campaigns/*/report**', (route) =>
    route.fulfill({
      json: {
        data: {
          totals: { ...ZERO, ...MONEY, sent: 12, opened: 4, clicked: 2, failed: 4 },
          byChannel: CHANNELS,
          overTime: [],
          links: [],
          window: { emailDays: 5, otherDays: 1 },
        },
      },
    }),
  );
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto(`/user/campaign/report-v2/${campaignId}`);
  const chart = page.getByTestId('report-channel-chart');
  await expect(chart.locator('.recharts-bar-rectangle path')).not.toHaveCount(0);
  const geometry = await chart.evaluate((root) => {
    const centre = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.x + box.width / 2;
    };
    return {
      ticks: Array.from(root.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick')).map((tick) => ({
        label: tick.textContent ?? '',
        x: centre(tick),
      })),
      bars: Array.from(root.querySelectorAll('.recharts-bar-rectangle path'))
        .filter((bar) => bar.getBoundingClientRect().height > 0)
        .map(centre),
    };
  });
  expect(geometry.ticks.map((tick) => tick.label)).toEqual(['E-posta', 'SMS', 'Web Push']);
  for (const tick of geometry.ticks) {
    expect(
      geometry.bars.some((x) => Math.abs(x - tick.x) < 3),
      `a bar on ${tick.label}`,
    ).toBe(true);
  }
  for (const x of geometry.bars) {
    expect(
      geometry.ticks.some((tick) => Math.abs(x - tick.x) < 3),
      `bar at ${x} on a label`,
    ).toBe(true);
  }
  await expectAccessible(page);
});
