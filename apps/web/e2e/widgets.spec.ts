import http from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import {
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  startFeatureTrial,
  tokenLink,
  useSession,
  waitForMail,
} from './support';

// The shop script's widgets on a shop page at a second origin, against the real API: each type renders
// in Shadow DOM, respects its page rule and frequency across reloads, and records its conversion on
// the member; a hostile shop stylesheet changes nothing inside a widget.
const SHOP_PORT = E2E_PORT + 1;
const SHOP = `http://shop.localhost:${SHOP_PORT}`;
const PASSWORD = 'E2e-Widgets-Pass-2026!';
const HOSTILE_CSS = `<style>* { font-size: 40px !important; color: red !important; margin: 30px !important;
  padding: 20px !important; display: inline !important; } div { display: none !important; background: lime !important; }
  button { background: lime !important; border: 9px solid blue !important; width: 500px !important; }</style>`;

let shop: http.Server;
let snippet = '';
let headers: Record<string, string> = {};
let applicationId = 0;
let session: Awaited<ReturnType<typeof apiLogin>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const email = `widgets-${Date.now()}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  session = await apiLogin(request, 'user', email, PASSWORD);
  await startFeatureTrial(request, session.token, 'widgets');
  headers = { Authorization: `Bearer ${session.token}` };
  const app = await request.post('/api/v1/applications', {
    headers,
    data: { name: 'Widget Mağazası', domains: ['shop.localhost'] },
  });
  expect(app.status()).toBe(201);
  const body = (await app.json()).data as { id: number; snippet: string };
  snippet = body.snippet;
  applicationId = body.id;
  shop = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', SHOP);
    if (url.pathname.endsWith('.svg')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*' });
      response.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1c7ed6"/></svg>',
      );
      return;
    }
    const hostile = url.searchParams.get('hostile') === '1' ? HOSTILE_CSS : '';
    const identify = url.searchParams.get('identify');
    const call = identify ? `<script>ulak('identify', { email: ${JSON.stringify(identify)} });</script>` : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="tr"><head><title>Mağaza</title>${hostile}${snippet}${call}</head>
      <body><main><h1>Mağaza ${url.pathname}</h1><button id="open-survey">Anket</button></main></body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(SHOP_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
});

const TEXTS = {
  tr: {
    title: 'Kış indirimi başladı',
    buttonText: 'Alışverişe başla',
    consentText: 'Kampanya iletilerini almak istiyorum.',
  },
  en: { title: 'Winter sale', buttonText: 'Shop now', consentText: 'I want campaign messages.' },
};

async function createWidget(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const created = await request.post('/api/v1/widgets', { headers, data: { applicationId, texts: TEXTS, ...data } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  expect((await request.post(`/api/v1/widgets/${id}/activate`, { headers })).ok()).toBe(true);
  return id;
}
const pause = (request: APIRequestContext, id: number) => request.post(`/api/v1/widgets/${id}/pause`, { headers });

// Opens a shop page and waits for its widget configuration (a click trigger is armed only after it).
async function openShop(page: Page, url: string): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/t/v1/widgets?') && r.request().method() === 'GET'),
    page.goto(url),
  ]);
}

// Reloads the shop page and answers the widget ids its one configuration response carried.
async function servedAfterReload(page: Page): Promise<number[]> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/t/v1/widgets?') && r.request().method() === 'GET'),
    page.reload(),
  ]);
  const body = (await response.json()) as { data: { widgets: { id: number }[] } };
  return body.data.widgets.map((w) => w.id);
}

// The app shell's header (language switch) and its toasts are not part of these screens.
const SHELL = ['header', '.mantine-Notifications-root'];

const widgetHost = (page: Page, id: number) => page.locator(`ulak-widget[data-widget-id="${id}"]`);

async function memberInteractions(request: APIRequestContext, email: string): Promise<string> {
  const found = await request.get(`/api/v1/members?search=${encodeURIComponent(email)}`, { headers });
  const member = ((await found.json()).data as { id: number }[])[0];
  if (!member) return '';
  const tab = await request.get(`/api/v1/members/${member.id}/widget-interactions`, { headers });
  return JSON.stringify((await tab.json()).data);
}

// Links this browser's device to a member (identify, drained by the worker) before the widget shows.
async function identifyDevice(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto(`${SHOP}/hesabim?identify=${encodeURIComponent(email)}`);
  await page.waitForFunction(() => (window as unknown as { ulak?: { loaded?: boolean } }).ulak?.loaded === true);
  await page.evaluate(() => (window as unknown as { ulak: { flush(): Promise<void> } }).ulak.flush());
  await expect
    .poll(
      async () => {
        const found = await request.get(`/api/v1/members?search=${encodeURIComponent(email)}`, { headers });
        const member = ((await found.json()).data as { id: number }[])[0];
        if (!member) return 0;
        const devices = await request.get(`/api/v1/members/${member.id}/devices`, { headers });
        return ((await devices.json()).data as unknown[]).length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

test('builder: market previews, wheel editor with field errors, install check, activate, my widgets, results', async ({
  page,
}) => {
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/widget-v2');
  await expect(page.getByTestId('market-wheel')).toContainText('Çevir, kazan!');
  await expect(page.getByTestId('market-banner')).toBeVisible();
  await expectAccessible(page, SHELL);
  await page.getByTestId('create-wheel').click();
  await expect(page).toHaveURL(/\/user\/widget-v2\/wheel\/new$/);
  // Nothing typed yet: the name's problem shows on it, the missing texts (no input of their own) in the dialog.
  await page.getByTestId('widget-save').click();
  await expect(page.getByTestId('error-dialog')).toContainText('Lütfen en az bir dil için metinleri doldurunuz.');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('widget-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ad en az 2 karakter olmalıdır.')).toBeVisible();
  await page.getByTestId('widget-name').fill('Yılbaşı çarkı');
  await page.getByTestId('widget-title').fill('Yılbaşı çarkını çevir');
  await expect(page.getByTestId('preview-desktop')).toContainText('Yılbaşı çarkını çevir');
  await expect(page.getByTestId('preview-mobile')).toContainText('Yılbaşı çarkını çevir');
  await page.getByTestId('wheel-sector').first().getByLabel('Kazanma %').fill('50');
  await expect(page.getByTestId('wheel-total')).toHaveText('Toplam: %120');
  await page.getByTestId('widget-save').click();
  await expect(page.getByTestId('error-dialog')).toContainText(
    'Dilimlerin kazanma yüzdelerinin toplamı 100 olmalıdır.',
  );
  await page.getByTestId('dialog-confirm').click();
  await page.getByTestId('wheel-sector').first().getByLabel('Kazanma %').fill('30');
  await page.getByTestId('widget-save').click();
  await expect(page).toHaveURL(/\/user\/widget-v2\/wheel\/\d+$/);
  await expectAccessible(page, SHELL);
  // The shop has not loaded the script yet: SPEC §8's warning.
  await page.getByTestId('install-check').click();
  await expect(page.getByTestId('warning-dialog')).toContainText('Takip kodu web sitesine aktarılırken hata oluştu.');
  await page.getByTestId('dialog-confirm').click();
  await page.getByTestId('widget-toggle').click();
  await expect(page.getByTestId('widget-status')).toHaveText('Aktif');
  const id = /(\d+)$/.exec(page.url())?.[1];
  await page.getByTestId('widget-toggle').click();
  await expect(page.getByTestId('widget-status')).toHaveText('Duraklatıldı');

  await page.goto('/user/widgets');
  await expect(page.getByTestId('widget-row')).toContainText('Yılbaşı çarkı');
  await expectAccessible(page, SHELL);
  await page.goto(`/user/widget/result/${id}`);
  await expect(page.getByTestId('figure-views')).toContainText('0');
  await expect(page.getByText('Çark kazananları')).toBeVisible();
  await expectAccessible(page, SHELL);
  // Every type of the market opens its editor.
  await page.goto('/user/widget-v2/story/new');
  await expect(page.getByTestId('story')).toHaveCount(1);
});

test('banner: shown on its pages only, hidden after a view until its frequency passes, click-through recorded', async ({
  page,
  request,
}) => {
  const email = `banner-${Date.now()}@e2e.test`;
  const id = await createWidget(request, {
    name: 'Kış afişi',
    type: 'banner',
    targeting: { frequency: '1d', urlRules: [{ operator: 'contains', value: '/kampanya' }] },
    settings: { position: 'top', linkUrl: `${SHOP}/kampanya/indirim` },
  });
  await identifyDevice(page, request, email);
  await expect(widgetHost(page, id)).toHaveCount(0);
  await page.goto(`${SHOP}/kampanya`);
  const banner = widgetHost(page, id);
  await expect(banner.getByRole('region', { name: 'Kış indirimi başladı' })).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'Alışverişe başla' }).click();
  await expect(page).toHaveURL(`${SHOP}/kampanya/indirim`);
  await expect.poll(() => memberInteractions(request, email), { timeout: 15_000 }).toContain('"conversion"');
  // Seen today: not on the next page, not after a reload.
  await page.reload();
  await expect(page.locator('h1')).toContainText('/kampanya/indirim');
  await expect(widgetHost(page, id)).toHaveCount(0);
  await pause(request, id);
});

test('newsletter: keyboard dialog, double opt-in through /newsletter/verification, member conversion', async ({
  page,
  request,
}) => {
  const email = `abone-${Date.now()}@e2e.test`;
  const id = await createWidget(request, {
    name: 'Bülten',
    type: 'newsletter',
    targeting: { frequency: '3h' },
    settings: { channel: 'email', tag: 'bulten' },
  });
  await page.goto(`${SHOP}/`);
  const dialog = widgetHost(page, id).getByRole('dialog', { name: 'Kış indirimi başladı' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Focus starts inside and stays inside (Tab from the last control wraps); Escape closes.
  const email1 = dialog.getByRole('textbox', { name: 'E-posta adresiniz' });
  await expect(email1).toBeFocused();
  for (let k = 0; k < 4; k++) await page.keyboard.press('Tab');
  await expect(email1).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(widgetHost(page, id)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(widgetHost(page, id)).toHaveCount(0);

  // A new visitor signs up.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const form = widgetHost(page, id).getByRole('dialog');
  await form.getByRole('textbox', { name: 'E-posta adresiniz' }).fill(email);
  await form.getByRole('button', { name: 'Alışverişe başla' }).click();
  await expect(form.getByRole('alert')).toContainText('izin metnini');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Alışverişe başla' }).click();
  await expect(form.getByRole('status')).toBeVisible();

  await page.goto(tokenLink(await waitForMail(email)));
  await expect(page.getByTestId('page-title')).toHaveText('Aboneliğiniz onaylandı');
  await expectAccessible(page);
  await expect.poll(() => memberInteractions(request, email), { timeout: 15_000 }).toContain('"conversion"');
  await page.goto('/newsletter/verification?token=bozuk-bir-baglanti-000000000000');
  await expect(page.getByTestId('page-title')).toHaveText('Bu bağlantı geçersiz veya süresi dolmuş.');
  await pause(request, id);
});

test('wheel: the server picks the sector, the coupon is shown masked and mailed, one spin per email', async ({
  page,
  request,
}) => {
  const campaign = await request.post('/api/v1/campaigns', {
    headers,
    data: { name: 'Çark kuponları', coupon: { count: 5, discountType: 'percent', discount: 15 } },
  });
  expect(campaign.status()).toBe(201);
  const campaignId = (await campaign.json()).data.id as number;
  const id = await createWidget(request, {
    name: 'Çarkıfelek',
    type: 'wheel',
    targeting: { frequency: 'always', trigger: { kind: 'delay', seconds: 1 } },
    settings: {
      sectors: [
        { name: '%15 indirim', percentage: 100, color: '#1c7ed6', textColor: '#ffffff', couponCampaignId: campaignId },
        { name: 'Pas', percentage: 0, color: '#f1f3f5', textColor: '#1a1b1e' },
      ],
    },
  });
  const email = `cark-${Date.now()}@e2e.test`;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${SHOP}/`);
  const dialog = widgetHost(page, id).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Alışverişe başla' }).click();
  const masked = dialog.locator('[data-coupon]');
  await expect(masked).toHaveText(/^[A-Z0-9]{2}\*+[A-Z0-9]{2}$/);
  const mail = await waitForMail(email);
  const code = /(?:Kupon kodunuz|coupon code): ([A-Z0-9]+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1] ?? '';
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  expect(await masked.textContent()).toBe(`${code.slice(0, 2)}${'*'.repeat(6)}${code.slice(-2)}`);
  await expect.poll(() => memberInteractions(request, email), { timeout: 15_000 }).toContain('"conversion"');
  // Spun: even with "show always" the wheel does not come back.
  expect(await servedAfterReload(page)).not.toContain(id);
  await expect(widgetHost(page, id)).toHaveCount(0);
  await pause(request, id);
});

test('survey: opens on a click, the vote lands on the member, a hostile stylesheet changes nothing', async ({
  page,
  request,
}) => {
  const id = await createWidget(request, {
    name: 'Anket',
    type: 'survey',
    targeting: { frequency: 'always', trigger: { kind: 'click', selector: '#open-survey' } },
    settings: { answers: [{ text: 'Elbise' }, { text: 'Ayakkabı' }], otherOption: true },
  });
  const styles = async () =>
    widgetHost(page, id).evaluate((host) => {
      const root = host.shadowRoot;
      const pick = (selector: string) => {
        const node = root?.querySelector(selector);
        if (!node) return null;
        const s = getComputedStyle(node);
        return [s.display, s.fontSize, s.color, s.backgroundColor, s.margin, s.padding, s.width, s.borderTopWidth];
      };
      const box = host.getBoundingClientRect();
      return {
        host: [box.x, box.y, getComputedStyle(host).display],
        dialog: pick('.dlg'),
        title: pick('.t'),
        button: pick('.btn'),
        input: pick('.in'),
      };
    });
  await openShop(page, `${SHOP}/`);
  await expect(widgetHost(page, id)).toHaveCount(0);
  await page.getByRole('button', { name: 'Anket' }).click();
  await expect(widgetHost(page, id).getByRole('dialog')).toBeVisible();
  const clean = await styles();
  await openShop(page, `${SHOP}/?hostile=1`);
  await page.getByRole('button', { name: 'Anket' }).click();
  await expect(widgetHost(page, id).getByRole('dialog')).toBeVisible();
  expect(await styles()).toEqual(clean);

  const email = `anket-${Date.now()}@e2e.test`;
  const dialog = widgetHost(page, id).getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Diğer' }).check();
  await dialog.getByRole('textbox', { name: 'Diğer' }).fill('Çanta');
  await dialog.getByRole('textbox', { name: 'E-posta adresiniz' }).fill(email);
  await dialog.getByRole('button', { name: 'Alışverişe başla' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect.poll(() => memberInteractions(request, email), { timeout: 15_000 }).toContain('"conversion"');
  expect(await servedAfterReload(page)).not.toContain(id);
  await page.getByRole('button', { name: 'Anket' }).click();
  await expect(widgetHost(page, id)).toHaveCount(0);
  // The merchant's results: the vote and its voter.
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto(`/user/widget/result/${id}`);
  await expect(page.getByTestId('figure-conversions')).toContainText('1');
  await expect(page.getByTestId('widget-people')).toContainText(email);
  await expect(page.getByTestId('widget-people')).toContainText('Çanta');
  await expectAccessible(page, SHELL);
  await pause(request, id);
});

test('multi banner and story: slides by button, stories with progress, their links are conversions', async ({
  page,
  request,
}) => {
  const email = `medya-${Date.now()}@e2e.test`;
  const carousel = await createWidget(request, {
    name: 'Vitrin',
    type: 'multi_banner',
    targeting: { frequency: 'always', priority: 90 },
    settings: {
      position: 'center',
      autoplaySeconds: 0,
      slides: [{ imageUrl: `${SHOP}/a.svg` }, { imageUrl: `${SHOP}/b.svg`, linkUrl: `${SHOP}/vitrin/b` }],
    },
  });
  const stories = await createWidget(request, {
    name: 'Hikâyeler',
    type: 'story',
    targeting: { frequency: 'always', priority: 10 },
    settings: {
      secondsPerImage: 2,
      stories: [
        {
          name: 'Yeni',
          images: [`${SHOP}/s1.svg`, `${SHOP}/s2.svg`],
          content: 'Yeni gelenler',
          linkUrl: `${SHOP}/yeni`,
        },
        { name: 'İndirim', images: [`${SHOP}/s3.svg`] },
      ],
    },
  });
  await identifyDevice(page, request, email);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${SHOP}/`);
  // The higher priority first, never two pop-ups at once.
  const slides = widgetHost(page, carousel).getByRole('dialog');
  await expect(slides.getByRole('img', { name: 'Kış indirimi başladı 1' })).toBeVisible();
  await expect(widgetHost(page, stories)).toHaveCount(0);
  await expectAccessible(page);
  await slides.getByRole('button', { name: 'Sonraki' }).click();
  await expect(slides.getByRole('img', { name: 'Kış indirimi başladı 2' })).toBeVisible();
  await expect(slides.getByRole('img', { name: 'Kış indirimi başladı 1' })).toBeHidden();
  await slides.getByRole('button', { name: 'Kapat' }).click();

  const viewer = widgetHost(page, stories).getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Yeni' })).toBeVisible();
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Yeni' }).click();
  await expect(viewer.getByRole('group', { name: 'Yeni 1 / 2' })).toBeVisible();
  await expect(viewer.getByText('Yeni gelenler')).toBeVisible();
  // Reduced motion: no autoplay; the visitor moves on.
  await viewer.getByRole('button', { name: 'Sonraki' }).click();
  await expect(viewer.getByRole('group', { name: 'Yeni 2 / 2' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Sonraki' }).click();
  await expect(viewer.getByRole('group', { name: 'İndirim 1 / 1' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Önceki' }).click();
  await viewer.getByRole('link', { name: 'Alışverişe başla' }).click();
  await expect(page).toHaveURL(`${SHOP}/yeni`);
  await expect.poll(() => memberInteractions(request, email), { timeout: 15_000 }).toContain('"conversion"');
  await pause(request, carousel);
  await pause(request, stories);
});

test('product view reminder: a returning visitor sees the products of the earlier visit', async ({ page, request }) => {
  const id = await createWidget(request, {
    name: 'Ürün hatırlatıcı',
    type: 'product_view_remember',
    targeting: { frequency: 'always' },
    settings: { maxProducts: 3, lookbackDays: 30 },
  });
  const [config] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/t/v1/widgets?')),
    page.goto(`${SHOP}/`),
  ]);
  // First visit: nothing viewed yet, nothing to remind of.
  expect(((await config.json()).data.widgets as { id: number }[]).map((w) => w.id)).not.toContain(id);
  const deviceId = new URL(config.url()).searchParams.get('device') ?? '';
  const token = /data-token="([^"]+)"/.exec(snippet)?.[1] ?? '';
  const earlier = new Date(Date.now() - 3 * 3600_000).toISOString();
  const sent = await request.post('/t/v1/events', {
    headers: { 'content-type': 'text/plain', origin: SHOP },
    data: JSON.stringify({
      token,
      deviceId,
      context: { url: `${SHOP}/urun`, referrer: '', title: '', language: 'tr', screen: '', timezone: '' },
      events: [
        {
          id: crypto.randomUUID(),
          type: 'product_view',
          ts: earlier,
          properties: { code: 'MONT-1', title: 'Kaban', price: 2499.9, currency: 'TRY', url: `${SHOP}/urun/kaban` },
        },
      ],
    }),
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await expect.poll(() => servedAfterReload(page), { timeout: 20_000 }).toContain(id);
  const dialog = widgetHost(page, id).getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /Kaban/ })).toContainText('2.499,90');
  await expectAccessible(page);
  await dialog.getByRole('link', { name: /Kaban/ }).click();
  await expect(page).toHaveURL(`${SHOP}/urun/kaban`);
  await pause(request, id);
});

test('web push ask: shown only with push keys and while the browser can still ask; "later" closes it', async ({
  page,
  request,
}) => {
  const id = await createWidget(request, { name: 'Bildirim izni', type: 'web_push', settings: {} });
  await openShop(page, `${SHOP}/`);
  expect(await servedAfterReload(page)).not.toContain(id);
  const keys = await request.put(`/api/v1/push-settings/${applicationId}/web-push`, {
    headers,
    data: { mode: 'generate', subject: 'mailto:push@shop.example.com' },
  });
  expect(keys.ok(), await keys.text()).toBe(true);
  expect(await servedAfterReload(page)).toContain(id);
  // The browser has not been asked yet: the soft ask shows; "later" closes it and keeps the browser's question.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  const ask = widgetHost(page, id).getByRole('dialog');
  await expect(ask.getByRole('button', { name: 'Alışverişe başla' })).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Daha sonra' }).click();
  await expect(widgetHost(page, id)).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  // Once the browser has answered, the ask never shows again.
  await page.context().grantPermissions(['notifications'], { origin: SHOP });
  await page.evaluate(() => localStorage.clear());
  expect(await servedAfterReload(page)).toContain(id);
  await page.waitForLoadState('networkidle');
  await expect(widgetHost(page, id)).toHaveCount(0);
  await pause(request, id);
});

test('A/B test: set up in the editor, compared on the results screen, the winner applied', async ({
  page,
  request,
}) => {
  const id = await createWidget(request, {
    name: 'A/B afişi',
    type: 'banner',
    targeting: { frequency: 'always' },
    settings: { position: 'center', linkUrl: `${SHOP}/ab` },
  });
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto(`/user/widget-v2/banner/${id}`);
  // The switch's input is visually hidden: a person clicks its track.
  await page.locator('.mantine-Switch-root', { hasText: 'A/B testini aç' }).locator('.mantine-Switch-track').click();
  await expect(page.getByRole('switch', { name: 'A/B testini aç' })).toBeChecked();
  await page.getByTestId('ab-title').fill('Sadece bugün kargo bedava');
  await expect(page.getByTestId('ab-preview')).toContainText('Sadece bugün kargo bedava');
  await expectAccessible(page, SHELL);
  await page.getByTestId('widget-save').click();
  await expect(page.getByText('Widget kaydedildi.')).toBeVisible();

  // Visitors: each device sees one side (the same every time), views it, and B converts more often.
  const token = /data-token="([^"]+)"/.exec(snippet)?.[1] ?? '';
  const seen = { A: 0, B: 0 };
  for (let k = 0; seen.A < 30 || seen.B < 30; k++) {
    const deviceId = `ab-e2e-${k}-${Date.now()}`;
    const config = await request.get(`/t/v1/widgets?token=${token}&device=${deviceId}&lang=tr`, {
      headers: { origin: SHOP },
    });
    const widget = (
      (await config.json()).data.widgets as { id: number; token: string; text: { title: string } }[]
    ).find((w) => w.id === id);
    if (!widget) throw new Error('widget not served');
    const side = widget.text.title === 'Sadece bugün kargo bedava' ? 'B' : 'A';
    seen[side]++;
    const post = (kind: string) =>
      request.post(`/t/v1/widgets/${id}/interactions`, {
        headers: { 'content-type': 'text/plain', origin: SHOP },
        data: JSON.stringify({ token, deviceId, widgetToken: widget.token, kind }),
      });
    expect((await post('view')).ok()).toBe(true);
    if (side === 'B' || k % 5 === 0) expect((await post('conversion')).ok()).toBe(true);
  }
  await page.goto(`/user/widget/result/${id}`);
  await expect(page.getByTestId('ab-row-A')).toBeVisible();
  await expect(page.getByTestId('ab-row-B')).toContainText('100%');
  await expect(page.getByTestId('ab-verdict')).toContainText('B sürümü');
  await expectAccessible(page, SHELL);
  await page.getByRole('button', { name: 'B sürümünü uygula' }).click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByText('A/B testi bitti; B sürümü uygulandı.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'B sürümünü uygula' })).toHaveCount(0);
  await page.goto(`/user/widget-v2/banner/${id}`);
  await expect(page.getByTestId('widget-title')).toHaveValue('Sadece bugün kargo bedava');
  await pause(request, id);
});
