import { expect, test, type APIRequestContext } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../test/fakes/src/smtp-sink';
import {
  ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
} from './support';

const PASSWORD = 'E2e-Templates-Pass-2026!';
// The app shell's header (its profile menu's label) and toasts (their close button) are checked by the
// shell's own spec; these checks cover the template screens.
const SHELL = ['header', '.mantine-Notifications-root'];
const PRODUCT = 'Deri Sırt Çantası E2E';

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink();
});
test.afterAll(async () => sink.close());

// A free-plan merchant with one catalogue product whose mail goes to the spec's SMTP sink.
async function merchant(request: APIRequestContext, stamp: string) {
  const email = `templates-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  const session = await apiLogin(request, 'user', email, PASSWORD);
  const headers = { Authorization: `Bearer ${session.token}` };
  const key = await request.post('/api/v1/api-keys', { headers, data: { name: 'Katalog' } });
  expect(key.ok(), await key.text()).toBe(true);
  const products = await request.post('/api/v1/public/products', {
    headers: { Authorization: `Bearer ${(await key.json()).data.key}` },
    data: {
      products: [
        {
          code: `E2E-${stamp}`,
          title: PRODUCT,
          price: 1899,
          discountPrice: 1499,
          url: 'https://shop.example.com/p/canta',
          image: 'https://shop.example.com/img/canta.png',
        },
      ],
    },
  });
  expect(products.ok(), await products.text()).toBe(true);
  const smtp = await request.put('/api/v1/smtp-credentials', {
    headers,
    // The sink takes mail without authentication: an empty username sends none.
    data: { host: '127.0.0.1', port: sink.port, encryption: 'none', username: '', password: 'unused' },
  });
  expect(smtp.ok(), await smtp.text()).toBe(true);
  const domain = `tpl-${stamp}.example`;
  const sender = await request.post('/api/v1/email-senders', {
    headers,
    data: { domain, fromAddress: `info@${domain}`, fromName: 'E2E Mağaza' },
  });
  expect(sender.ok(), await sender.text()).toBe(true);
  return session;
}

test('store, premium prompt, copy, editor with a catalogue product and a merge tag, save, test send, restore', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`;
  const session = await merchant(request, stamp);
  await useSession(page, 'user', session, NO_PROMPTS);

  await page.goto('/user/email-templates?tab=store');
  await expect(page.getByTestId('store-card')).toHaveCount(12);
  await expectAccessible(page, SHELL);

  // Premium on the free plan: the trial / purchase prompt.
  await page.getByTestId('store-filter').getByText('Premium').click();
  await expect(page.locator('[data-testid="store-card"][data-premium="false"]')).toHaveCount(0);
  await page.getByTestId('store-card-use').first().click();
  const prompt = page.getByRole('dialog', { name: 'Premium şablon' });
  await expect(prompt).toContainText('15 gün ücretsiz deneyin');
  await expectAccessible(page, SHELL);
  await prompt.getByRole('button', { name: 'Daha sonra' }).click();

  // Copy a free one: it opens in the editor.
  await page.getByTestId('store-filter').getByText('Ücretsiz').click();
  await expect(page.locator('[data-testid="store-card"][data-premium="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kullan: Hoş geldiniz' }).click();
  await expect(page).toHaveURL(/edit-user-email-template\?id=\d+/);
  const canvas = page.frameLocator('.gjs-frame');
  await expect(canvas.getByText('Alışverişe başla')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor-subject')).toHaveValue('Aramıza hoş geldin {{ member.name }}!');
  await expectAccessible(page, [...SHELL, '[data-testid="editor-canvas"]']);

  // A product from the catalogue and a merge tag.
  await page.getByTestId('editor-product').click();
  await page.getByTestId('product-search').fill('Deri');
  await page.getByTestId('product-option').filter({ hasText: PRODUCT }).click();
  await expect(canvas.getByText(PRODUCT)).toBeVisible();
  await page.getByTestId('editor-merge-tags').click();
  await page.getByTestId('variable-member-name').click();
  await expect(canvas.getByText('{{ member.name }}', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The canvas shows the sample value instead of the tag, and the tag again; saving while the samples show
  // keeps the tags in the template.
  await page.getByText('Örnek değerler').click();
  await expect(canvas.getByText('Ayşe', { exact: true })).toBeVisible();
  await expect(canvas.getByText('{{ member.name }}', { exact: true })).toHaveCount(0);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Sürüm 2 olarak kaydedildi.')).toBeVisible();
  await page.getByText('Örnek değerler').click();
  await expect(canvas.getByText('{{ member.name }}', { exact: true })).toBeVisible();
  const templateId = Number(new URL(page.url()).searchParams.get('id'));
  const saved = await request.get(`/api/v1/email-templates/${templateId}/editor/tr`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect((await saved.json()).data.mjml).toContain('{{ member.name }}');

  // The server's preview, filled with sample values.
  await page.getByTestId('editor-preview').click();
  await expect(page.frameLocator('[data-testid="editor-preview-frame"]').getByText(PRODUCT)).toBeVisible();
  await expect(page.getByTestId('editor-preview-subject')).toHaveText('Aramıza hoş geldin Ayşe!');
  await page.getByTestId('editor-preview-mode').getByText('Mobil').click();
  await page.keyboard.press('Escape');

  // A test send through the pipeline reaches the sink with the product rendered.
  const to = `designer-${stamp}@e2e.test`;
  await page.getByTestId('editor-test-send').click();
  await page.getByTestId('test-send-address').fill(to);
  await page.getByTestId('test-send-submit').click();
  const mail = await sink.waitFor(to, { timeoutMs: 30_000 });
  expect(mail.subject).toBe('Aramıza hoş geldin !');
  expect(mail.html).toContain(PRODUCT);
  expect(mail.html).toContain('₺1.499');
  expect(mail.html).not.toContain('<mj-');

  // Restore the copied version: the product is gone from the canvas.
  await page.getByTestId('editor-versions').click();
  await expect(page.getByTestId('version-row')).toHaveCount(2);
  await page.getByTestId('version-restore-1').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByText('Sürüm 3 olarak geri yüklendi.')).toBeVisible();
  await expect(canvas.getByText('Alışverişe başla')).toBeVisible({ timeout: 30_000 });
  await expect(canvas.getByText(PRODUCT)).toHaveCount(0);

  // My templates: rename, duplicate, delete after confirmation.
  await page.goto('/user/email-templates');
  await expect(page.getByTestId('my-template-row')).toHaveCount(1);
  await page.getByTestId('my-template-menu').click();
  await page.getByTestId('my-template-rename').click();
  await page.getByTestId('rename-input').fill('Karşılama 2026');
  await page.getByTestId('rename-save').click();
  await expect(page.getByTestId('my-template-row')).toContainText('Karşılama 2026');
  await page.getByTestId('my-template-menu').click();
  await page.getByTestId('my-template-duplicate').click();
  await expect(page.getByTestId('my-template-row')).toHaveCount(2);
  await expect(page.getByText('Karşılama 2026 (kopya)')).toBeVisible();
  await expectAccessible(page, SHELL);
  await page.getByTestId('my-template-menu').first().click();
  await page.getByTestId('my-template-delete').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('my-template-row')).toHaveCount(1);
});

test('premium on the free plan: the 15-day trial from the prompt unlocks the copy', async ({ page, request }) => {
  const stamp = `${Date.now()}`;
  const email = `templates-trial-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);
  await page.goto('/user/email-templates?tab=store');
  await page.getByTestId('store-filter').getByText('Premium').click();
  await expect(page.locator('[data-testid="store-card"][data-premium="false"]')).toHaveCount(0);
  await page.getByTestId('store-card-use').first().click();
  const prompt = page.getByRole('dialog', { name: 'Premium şablon' });
  await prompt.getByTestId('trial-prompt').getByRole('button', { name: '15 günlük denemeyi başlat' }).click();
  await expect(prompt).toHaveCount(0);
  await page.getByTestId('store-card-use').first().click();
  await expect(page).toHaveURL(/edit-user-email-template\?id=\d+/);
  await expect(page.frameLocator('.gjs-frame').locator('body')).toBeVisible({ timeout: 30_000 });
});

test('in English: a blank template opens in the editor and saves with the unsubscribe warning', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const email = `templates-en-${stamp}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), { ...NO_PROMPTS, lang: 'en' });
  await page.goto('/user/email-templates');
  await expect(page.getByText('No templates yet')).toBeVisible();
  await page.getByTestId('template-new').click();
  await page.getByTestId('create-name').fill('Spring sale');
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/edit-user-email-template\?id=\d+/);
  await expect(page.frameLocator('.gjs-frame').locator('body')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('editor-subject').fill('Spring is here');
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();
  await expect(page.getByTestId('warning-unsubscribe_missing')).toBeVisible();

  // The editor's chunk failing to load: SPEC §8's message, not a broken screen.
  await page.route(/grapes-canvas-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('editor-load-failed')).toContainText('The template editor could not be loaded.');
});

test('admin: store categories and a template with an MJML error named by line, previewed, saved, published', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const admin = await apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await useSession(page, 'admin', admin, { lang: 'en' });
  await page.goto('/admin/template/categories');
  await page.getByTestId('category-new').click();
  await page.getByTestId('category-name-tr').fill(`Bayram ${stamp}`);
  await page.getByTestId('category-name-en').fill(`Holiday ${stamp}`);
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-row').filter({ hasText: `Holiday ${stamp}` })).toBeVisible();
  await expectAccessible(page, SHELL);

  // A store template that is not there: the one not-found, its way back, no error dialog.
  await page.goto('/admin/template/edit-template?id=987654321');
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound.getByTestId('page-title')).toHaveText('Edit Template');
  await expect(notFound).toContainText('This record was not found');
  await expect(notFound.getByTestId('record-back')).toHaveAttribute('href', '/admin/template');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/admin/template/create-template');
  await page.getByTestId('admin-name-tr').fill(`Bayram kutlaması ${stamp}`);
  await page.getByTestId('admin-name-en').fill(`Holiday greeting ${stamp}`);
  // The shared schema refuses a blank subject on its field, before anything is sent.
  await page.getByTestId('admin-save').click();
  await expect(page.getByTestId('admin-subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByTestId('admin-subject').fill('Happy holidays');
  await page.getByTestId('admin-mjml').fill('<mjml>\n<mj-body>\n<mj-sectionx></mj-sectionx>\n</mj-body>\n</mjml>');
  await page.getByTestId('admin-save').click();
  await expect(page.getByRole('dialog')).toContainText('MJML error at line 3');
  await page.getByTestId('dialog-confirm').click();
  await page
    .getByTestId('admin-mjml')
    .fill(
      '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{ member.name }}</mj-text></mj-column></mj-section></mj-body></mjml>',
    );
  await page.getByTestId('admin-preview').click();
  await expect(page.frameLocator('[data-testid="admin-preview-frame-frame"]').getByText('Hi Ayşe')).toBeVisible();
  await page.getByTestId('admin-save').click();
  await expect(page).toHaveURL(/\/admin\/template$/);
  const row = page.getByTestId('admin-template-row').filter({ hasText: `Holiday greeting ${stamp}` });
  await expect(row).toBeVisible();
  await expectAccessible(page, SHELL);
  await row.locator('.mantine-Switch-track').click();
  await expect(row.getByRole('switch')).toBeChecked();
  await expect(page.getByText('Saved.').last()).toBeVisible();
});
