import { expect, test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/src/smtp-sink';
import { AUTOMATION_PASSWORD, endWaitsNow, mailingShopMerchant } from './automation-support';
import {
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  startFeatureTrial,
  startShop,
  useSession,
} from './support';

// Abandoned cart end to end: switched on from the gallery, started by the SDK on a shop page, its
// reminder in the merchant's mail server (a local SMTP sink), its counts in the scenario report.
// The shell (navigation, profile menu, toasts) and the shared page header and empty state are checked
// where they are built (their AA shades land with the theme change); this spec checks the automation screens.
const SHARED = [
  '.ulak-toasts',
  '.mantine-AppShell-navbar',
  '[data-testid="profile-menu"]',
  '[data-testid="page-title"] + p',
  '[data-testid="empty-state"]',
];
const PASSWORD = AUTOMATION_PASSWORD;

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

test('abandoned cart: switch on in the gallery, add to cart on the shop, reminder mailed, counted in the report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { stamp, merchant, session } = await mailingShopMerchant(request, sink, shop, 'automation');

  // The gallery: every scenario, abandoned cart switched on.
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/automation');
  await expect(page.getByTestId('page-title')).toHaveText('Otomasyonlar');
  const card = page.getByTestId('scenario-abandoned_cart');
  await expect(card).toContainText('Sepeti terk edenler');
  await expect(page.getByTestId('scenario-switch')).toHaveCount(13);
  await expectAccessible(page, SHARED);
  await expect(card.getByRole('switch', { name: 'Sepeti terk edenler senaryosu aktif' })).not.toBeChecked();
  // The switch's input is visually hidden: a person clicks its track.
  await card.locator('.mantine-Switch-track').click();
  await expect(page.getByText('Senaryo aktif edildi').first()).toBeVisible();
  await expect(card.getByRole('switch')).toBeChecked();

  // A shopper adds to cart on the shop and leaves.
  const shopper = `shopper-${stamp}@shop.test`;
  const shopTab = await page.context().newPage();
  await shopTab.goto(shop.url);
  await shopTab.waitForFunction(
    () => typeof (window as unknown as { ulak?: { identify?: unknown } }).ulak?.identify === 'function',
  );
  await shopTab.evaluate((address) => {
    const ulak = (window as unknown as { ulak: (...args: unknown[]) => void }).ulak;
    ulak('identify', { customerId: `C-${address}`, email: address, name: 'Ayşe', permissions: { email: true } });
    ulak('track', 'add_to_cart', { code: 'SKU-1', price: 499, quantity: 1 });
  }, shopper);
  await shopTab.goto('about:blank');
  await shopTab.close();

  // The journey waits for its hour; then the reminder reaches the merchant's mail server.
  await expect.poll(() => endWaitsNow(merchant), { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = await sink.waitFor(shopper, { timeoutMs: 30_000 });
  expect(mail.subject).toBe('Sepetinizde ürünler var');
  expect(mail.text).toContain('Merhaba Ayşe, sepetinizdeki ürünler sizi bekliyor.');

  // The scenario page: its settings and the counts of the report.
  await page.getByTestId('scenario-abandoned_cart').getByTestId('scenario-open').click();
  await expect(page.getByTestId('page-title')).toHaveText('Sepeti terk edenler');
  await expect(page.getByTestId('field-delayHours')).toHaveValue('1');
  await expect(page.getByTestId('report-entered')).toHaveText('1');
  await expect(page.getByTestId('report-channels')).toContainText('email');
  await expect(page.getByTestId('report-nodes')).toContainText('send1');
  await expectAccessible(page, SHARED);

  // A zero delay is refused on the form, in Turkish.
  await page.getByTestId('field-delayHours').fill('0');
  await page.getByTestId('scenario-save').click();
  await expect(page.getByText('Değer sıfırdan büyük olmalıdır.')).toBeVisible();
});

test('custom workflows: created from a scenario, published, listed; English screens', async ({ page, request }) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const merchant = `workflows-${stamp}@e2e.test`;
  await registerUser(request, merchant, PASSWORD);
  const session = await apiLogin(request, 'user', merchant, PASSWORD);
  await startFeatureTrial(request, session.token, 'automations');
  await useSession(page, 'user', session, { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user/workflows');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expectAccessible(page, SHARED);
  await page.getByTestId('workflow-new').click();
  await page.getByTestId('workflow-template').click();
  await page.getByRole('option', { name: 'Welcome series' }).click();
  await page.getByLabel('Workflow name').fill('Welcome, my way');
  await page.getByTestId('workflow-create').click();
  await expect(page.getByTestId('page-title')).toHaveText('Welcome, my way');
  await expect(page.getByTestId('canvas-node-trigger')).toContainText('signup');
  await expect(page.getByTestId('workflow-status')).toHaveText('Draft');
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Active');
  await expectAccessible(page, SHARED);
  await page.goto('/user/workflows');
  await expect(page.getByTestId('workflow-row')).toContainText('Welcome, my way');
  await expect(page.getByTestId('workflow-row')).toContainText('Active');
  // A scenario code that names no scenario: the one not-found of every detail screen, with the way back.
  await page.goto('/user/automation/no_such_scenario');
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound.getByTestId('page-title')).toHaveText('Automation Detail');
  await expect(notFound.getByTestId('record-back')).toHaveAttribute('href', '/user/automation');
});
