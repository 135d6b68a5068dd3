import { expect, test, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/src/smtp-sink';
import { endWaitsNow, mailingShopMerchant } from './automation-support';
import { NO_PROMPTS, expectAccessible, startShop, useSession } from './support';

// A custom workflow built on the canvas (trigger on a custom event → wait → email), refused by the
// server while a step has no content (shown on that step), published, started by the SDK on a shop page,
// its email in the merchant's mail sink, its counters on the canvas, a dry run for the member, and a
// read-only share link opened with no login, then revoked.
// The shell and the shared page header are checked where they are built.
const SHARED = [
  '.ulak-toasts',
  '.mantine-AppShell-navbar',
  '[data-testid="profile-menu"]',
  '[data-testid="page-title"] + p',
];

// The whole canvas in view: a drag from the palette must not scroll the page mid-drag.
test.use({ viewport: { width: 1440, height: 1200 } });

let shop: Awaited<ReturnType<typeof startShop>>;
let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startShop();
});
test.afterAll(async () => {
  await shop.close();
  await sink.close();
});

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Drags from a step's outgoing connection point to another step's incoming one, as a person would.
async function connectByMouse(page: Page, from: string, to: string) {
  const source = page.getByTestId(`canvas-node-${from}`).locator('.react-flow__handle.source').first();
  const target = page.getByTestId(`canvas-node-${to}`).locator('.react-flow__handle.target');
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('connection points not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('build a workflow on the canvas, publish it, the SDK starts it, the email arrives, the canvas counts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { stamp, merchant, session } = await mailingShopMerchant(request, sink, shop, 'canvas');
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/workflows');
  await page.getByTestId('workflow-new').click();
  await page.getByLabel('Akış adı').fill('VIP karşılama');
  await page.getByTestId('workflow-create').click();
  await expect(page.getByTestId('page-title')).toHaveText('VIP karşılama');
  await expect(page.getByTestId('workflow-status')).toHaveText('Taslak');
  await expect(page.getByTestId('canvas-issue-trigger')).toHaveText('Tetikleyiciyi bir ilk adıma bağlayınız.');
  await expectAccessible(page, SHARED);

  // The trigger: a custom event of the shop.
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('trigger-event').fill('custom:vip_signup');
  // A wait dragged from the palette onto the canvas; a send added by pressing its palette button.
  await page
    .getByTestId('palette-wait')
    .dragTo(page.locator('.react-flow__pane'), { targetPosition: { x: 40, y: 440 } });
  await expect(page.getByTestId('canvas-node-wait_1')).toBeVisible();
  await page.getByTestId('canvas-node-wait_1').click();
  await page.getByTestId('wait-minutes').fill('30');
  await expect(page.getByTestId('canvas-node-wait_1')).toContainText('30 dk');
  await page.getByTestId('palette-send').click();
  await expect(page.getByTestId('node-panel')).toContainText('send_1');
  await expect(page.getByTestId('canvas-node-send_1')).toContainText('Tetikleyiciden bu adıma giden bir yol yok.');

  // Connected with the mouse (trigger → wait) and from the side panel (wait → send).
  await connectByMouse(page, 'trigger', 'wait_1');
  await expect(page.getByTestId('rf__edge-trigger:start')).toBeAttached();
  await page.getByTestId('canvas-node-wait_1').click();
  await pick(page, 'next-wait_1-next', 'send_1');
  await expect(page.getByTestId('rf__edge-wait_1:next')).toBeAttached();

  // Publishing with an empty message: the server refuses it, naming the step, shown on the step.
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('canvas-issue-send_1')).toHaveText('send_1 adımı: mesajın her kanal için içeriği yok.');
  await expect(page.getByTestId('dialog-message')).toContainText('send_1 adımı');
  await page.getByTestId('dialog-confirm').click();
  await page.getByTestId('canvas-node-send_1').click();
  await page.getByTestId('send-edit-email').click();
  await page.getByTestId('content-subject').fill('VIP dünyasına hoş geldiniz');
  await page.getByTestId('content-html').fill('<p>Merhaba, VIP ayrıcalıklarınız başladı.</p>');
  await page.getByTestId('send-content-done').click();
  await expect(page.getByTestId('canvas-issues')).toContainText('Sorun yok: akış yayınlanabilir.');
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Aktif');
  await expectAccessible(page, SHARED);

  // A shopper signs up for VIP on the shop.
  const shopper = `vip-${stamp}@shop.test`;
  const shopTab = await page.context().newPage();
  await shopTab.goto(shop.url);
  await shopTab.waitForFunction(
    () => typeof (window as unknown as { ulak?: { identify?: unknown } }).ulak?.identify === 'function',
  );
  await shopTab.evaluate((address) => {
    const ulak = (window as unknown as { ulak: (...args: unknown[]) => void }).ulak;
    ulak('identify', { customerId: `C-${address}`, email: address, name: 'Deniz', permissions: { email: true } });
    ulak('track', 'vip_signup', { tier: 'gold' });
  }, shopper);
  await shopTab.goto('about:blank');
  await shopTab.close();

  await expect.poll(() => endWaitsNow(merchant), { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = await sink.waitFor(shopper, { timeoutMs: 30_000 });
  expect(mail.subject).toBe('VIP dünyasına hoş geldiniz');

  // The counters on the canvas.
  // (the canvas's report refreshes itself every few seconds)
  await page.reload();
  await expect(page.getByTestId('count-send_1-sent')).toHaveText('1', { timeout: 25_000 });
  await expect(page.getByTestId('count-trigger-entered')).toHaveText('1');
  await expect(page.getByTestId('count-wait_1-entered')).toHaveText('1');

  // A dry run for the shopper: the path on the canvas and in words, nothing sent.
  await page.getByTestId('dry-run-member').fill('vip-');
  await page.getByRole('option', { name: new RegExp(shopper) }).click();
  await page.getByTestId('dry-run-start').click();
  await expect(page.getByTestId('dry-run-steps')).toContainText('send_1: E-posta ile gönderirdi.');
  await expect(page.getByTestId('canvas-path-send_1')).toHaveText('2');
  await expectAccessible(page, SHARED);
  expect(sink.all().filter((m) => m.to.includes(shopper))).toHaveLength(1);

  // A read-only share link: opened with no login, then revoked; a forged one says so plainly.
  await page.getByTestId('workflow-share').click();
  await page.getByTestId('share-create').click();
  const link = await page.getByTestId('share-url').inputValue();
  await expectAccessible(page, SHARED);
  const outsider = await browser.newContext({ locale: 'tr-TR' });
  const view = await outsider.newPage();
  await view.goto(link);
  await expect(view.getByTestId('shared-workflow-name')).toHaveText('VIP karşılama');
  await expect(view.getByTestId('canvas-node-send_1')).toContainText('E-posta');
  await expect(view.getByTestId('rf__edge-wait_1:next')).toBeAttached();
  await expectAccessible(view);
  await page.getByTestId('share-revoke').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('share-link-row')).toContainText('iptal edildi');
  await view.reload();
  await expect(view.getByTestId('shared-workflow-invalid')).toContainText('Bu bağlantı çalışmıyor');
  await view.goto('/workflow?token=forged-token-0000000000');
  await expect(view.getByTestId('shared-workflow-invalid')).toContainText('geçersiz ya da iptal edilmiş');
  await expectAccessible(view);
  await outsider.close();
  await page.keyboard.press('Escape');

  // The same canvas in English.
  const url = page.url();
  const english = await browser.newContext({ locale: 'en-US' });
  const en = await english.newPage();
  await useSession(en, 'user', session, { ...NO_PROMPTS, lang: 'en' });
  await en.goto(url);
  await expect(en.getByTestId('canvas-issues')).toContainText('No problems: the workflow can be published.');
  await expect(en.getByTestId('workflow-status')).toHaveText('Active');
  await expect(en.getByTestId('count-send_1-sent')).toHaveText('1');
  await expectAccessible(en, SHARED);
  await english.close();
});
