import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/src/smtp-sink';
import { mailingShopMerchant } from './automation-support';
import { NO_PROMPTS, startShop, useSession } from './support';

// A template saved under "my templates" is picked as the content of a campaign task (task wizard) and of an
// automation's send step (workflow canvas); the emails that arrive carry the template's subject and body,
// rendered for their member.

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

const SUBJECT = 'Kış fırsatı, {{ member.name }}';
const MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Şablondan merhaba {{ member.name }}, sezonun ilk indirimi sizin.</mj-text>
  <mj-text><a href="{{ unsubscribe_link }}">Abonelikten çık</a></mj-text>
</mj-column></mj-section></mj-body></mjml>`;

async function post<T>(request: APIRequestContext, headers: Record<string, string>, url: string, data: unknown) {
  const res = await request.post(url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

// A saved template with one Turkish version; its name is unique to the test.
async function savedTemplate(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const template = await post<{ id: number }>(request, headers, '/api/v1/email-templates', { name });
  await post(request, headers, `/api/v1/email-templates/${template.id}/versions`, {
    language: 'tr',
    subject: SUBJECT,
    mjml: MJML,
  });
  return template.id;
}

async function pickTemplate(page: Page, name: string) {
  await page.getByTestId('content-template-picker').click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('content-subject')).toHaveValue(SUBJECT);
}

test('a saved template picked in the task wizard is what the campaign sends', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { stamp, session, headers } = await mailingShopMerchant(request, sink, shop, 'pick-task');
  const address = `elif-${stamp}@shop.test`;
  await post(request, headers, '/api/v1/members', { name: 'Elif', email: address, emailActive: true });
  const name = `Kış şablonu ${stamp}`;
  await savedTemplate(request, headers, name);
  const campaign = await post<{ id: number }>(request, headers, '/api/v1/campaigns', { name: 'Kış Kampanyası' });
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto(`/user/task-wizard?campaign=${campaign.id}`);
  await page.getByTestId('wizard-title').fill('Kış duyurusu');
  await page.getByTestId('wizard-next').click();
  await page.getByText('Tüm üyeler').click();
  await page.getByText('Tüm üyelere gönderimi onaylıyorum.').click();
  await expect(page.getByTestId('wizard-count')).toHaveText('1 üyeye gönderilecek.');
  await page.getByTestId('wizard-next').click();
  await pickTemplate(page, name);
  await expect(page.getByTestId('content-html')).toHaveValue(/Şablondan merhaba \{\{ member\.name \}\}/);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-period')).toBeVisible();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/\/user\/task\/\d+$/);

  await page.getByTestId('task-run-now').click();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByTestId('preflight-refused')).toHaveCount(0);
  const mail = await sink.waitFor(address, { timeoutMs: 30_000 });
  expect(mail.subject).toBe('Kış fırsatı, Elif');
  expect(mail.html).toContain('Şablondan merhaba Elif, sezonun ilk indirimi sizin.');
  // The template's MJML went out compiled, not as MJML.
  expect(mail.html).not.toContain('<mj-');
});

test('a saved template picked in an automation send step is what the journey sends', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { stamp, session, headers } = await mailingShopMerchant(request, sink, shop, 'pick-flow');
  const name = `Karşılama şablonu ${stamp}`;
  await savedTemplate(request, headers, name);
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/workflows');
  await page.getByTestId('workflow-new').click();
  await page.getByLabel('Akış adı').fill('Şablonlu karşılama');
  await page.getByTestId('workflow-create').click();
  await expect(page.getByTestId('page-title')).toHaveText('Şablonlu karşılama');
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('trigger-event').fill('custom:winter_signup');
  await page.getByTestId('palette-send').click();
  await expect(page.getByTestId('node-panel')).toContainText('send_1');
  await page.getByTestId('canvas-node-trigger').click();
  await page.getByTestId('next-trigger-start').click();
  await page.getByRole('option', { name: 'send_1', exact: true }).click();
  await expect(page.getByTestId('rf__edge-trigger:start')).toBeAttached();
  await page.getByTestId('canvas-node-send_1').click();
  await page.getByTestId('send-edit-email').click();
  await pickTemplate(page, name);
  await page.getByTestId('send-content-done').click();
  await expect(page.getByTestId('canvas-issues')).toContainText('Sorun yok: akış yayınlanabilir.');
  await page.getByTestId('workflow-activate').click();
  await expect(page.getByTestId('workflow-status')).toHaveText('Aktif');

  // A shopper signs up on the shop; the journey's email is the template, rendered for the shopper.
  const shopper = `kis-${stamp}@shop.test`;
  const shopTab = await page.context().newPage();
  await shopTab.goto(shop.url);
  await shopTab.waitForFunction(
    () => typeof (window as unknown as { ulak?: { identify?: unknown } }).ulak?.identify === 'function',
  );
  await shopTab.evaluate((address) => {
    const ulak = (window as unknown as { ulak: (...args: unknown[]) => void }).ulak;
    ulak('identify', { customerId: `C-${address}`, email: address, name: 'Deniz', permissions: { email: true } });
    ulak('track', 'winter_signup', {});
  }, shopper);
  await shopTab.goto('about:blank');
  await shopTab.close();

  const mail = await sink.waitFor(shopper, { timeoutMs: 45_000 });
  expect(mail.subject).toBe('Kış fırsatı, Deniz');
  expect(mail.html).toContain('Şablondan merhaba Deniz, sezonun ilk indirimi sizin.');
  expect(mail.html).not.toContain('<mj-');
});
