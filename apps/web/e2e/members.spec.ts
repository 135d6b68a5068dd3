import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

test.beforeEach(async ({ page, request }) => {
  await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), NO_PROMPTS);
});

test('create a member, find it, edit it, open its tabs and delete it', async ({ page }) => {
  const stamp = Date.now();
  const email = `zeynep.e2e${stamp}@example.com`;
  await page.goto('/user/members');
  await expect(page.getByTestId('members-table')).toBeVisible();
  // The source donut draws one arc for each source listed beside it.
  const sources = page.getByTestId('members-sources').locator('> *');
  await expect(sources.first()).toBeVisible();
  await expect(page.getByTestId('members-source-donut').locator('circle')).toHaveCount(await sources.count());

  await page.getByTestId('member-new').click();
  const form = page.getByTestId('member-form');
  await form.getByLabel('Ad', { exact: true }).fill('Zeynep');
  await form.getByLabel('Soyad').fill(`Kaya${stamp}`);
  await form.getByLabel('E-posta', { exact: true }).fill(email);
  await form.getByLabel('Telefon').fill('0532 111 22 33');
  await expectAccessible(page);
  // Saving a member asks for the summary again, so the cards count the new member.
  const summaryAgain = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/members/summary');
  await page.getByTestId('member-save').click();
  await expect(form).toBeHidden();
  await summaryAgain;

  // one letter shows the hint instead of querying
  const search = page.getByTestId('members-search');
  await search.fill('z');
  await expect(page.getByTestId('search-hint')).toHaveText('Verileri görmek için lütfen en az iki harf giriniz');
  await expect(page.getByTestId('members-table')).toBeHidden();
  await search.fill(`zeynep.e2e${stamp}`);
  const row = page.getByTestId('member-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Manuel');
  await expect(row.getByTestId('member-status')).toHaveText('Aktif');
  await expectAccessible(page);

  // edit from the list
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await form.getByLabel('Şehir').fill('İzmir');
  await form.getByLabel('Notlar').fill('VIP müşteri');
  await page.getByTestId('member-save').click();
  await expect(form).toBeHidden();

  // the detail and its tabs
  await row.getByRole('link', { name: `Zeynep Kaya${stamp}` }).click();
  await expect(page).toHaveURL(/\/user\/member\/\d+/);
  await expect(page.getByTestId('page-title')).toHaveText(`Zeynep Kaya${stamp}`);
  await expect(page.getByTestId('member-header')).toContainText(email);
  await expect(page.getByTestId('member-field-notes')).toHaveText('VIP müşteri');
  await page.getByTestId('member-tab-address').click();
  await expect(page.getByTestId('member-field-city')).toHaveText('İzmir');
  await expectAccessible(page);
  // A new member has nothing in any tab: each says so in its own words.
  const EMPTY = { NONE: 'Kayıt Bulunamadı!', NOTHING: 'Gösterilecek Bir Şey Yok' };
  const tabs = {
    sending_history: EMPTY.NOTHING,
    orders: EMPTY.NOTHING,
    cart: EMPTY.NOTHING,
    widget_interactions: EMPTY.NONE,
    events: EMPTY.NOTHING,
    iys_logs: EMPTY.NONE,
  };
  for (const [tab, empty] of Object.entries(tabs)) {
    await page.getByTestId(`member-tab-${tab}`).click();
    await expect(page.getByTestId('empty-state'), tab).toContainText(empty);
  }
  await page.getByTestId('member-tab-segments_tags').click();
  await expect(page.getByTestId('tag-form')).toBeVisible();

  // member-v2 is the same screen
  const id = /\/user\/member\/(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`/user/member-v2/${id}`);
  await expect(page.getByTestId('page-title')).toHaveText(`Zeynep Kaya${stamp}`);

  await page.getByTestId('member-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Bu işlem geri alınamaz!');
  await expectAccessible(page);
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/\/user\/members$/);
  await page.goto(`/user/member/${id}`);
  await expect(page.getByTestId('record-not-found')).toContainText('Kayıt bulunamadı');
});

test('the page asks for its list and one summary, not a count per card', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/v1/members')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/user/members');
  await expect(page.getByTestId('members-table')).toBeVisible();
  await expect(page.getByTestId('summary-blocked')).toHaveText(/\d/);
  await expect(page.getByTestId('members-sources')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => url.startsWith('/api/v1/members/summary'))).toHaveLength(1);
  expect(asked.filter((url) => url.startsWith('/api/v1/members?'))).toHaveLength(1);
  expect(asked).toHaveLength(2);
});

test('on a phone the filters wait behind a button that counts the active ones', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/user/members');
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  const toggle = page.getByTestId('members-filters-toggle');
  await expect(toggle).toHaveText('Filtreler');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('members-filter-status')).toHaveCount(0);
  await expect(page.getByTestId('members-search')).toBeVisible();
  // A row shows the name with the email under it, the status and the actions; the other columns are on the
  // member's page.
  const table = page.getByTestId('members-table');
  await expect(table.locator('thead th')).toHaveText(['Ad Soyad', 'Durum', '']);
  await expect(page.getByTestId('member-row').first()).toContainText('@');
  await expect(page.getByTestId('member-row').first().getByTestId('member-status')).toBeVisible();
  await expectAccessible(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('members-filter-status').click();
  await page.getByRole('option', { name: 'Engelli' }).click();
  await expect(page).toHaveURL(/status=blocked/);
  await expect(toggle).toHaveText('Filtreler (1)');
  await expectAccessible(page);

  // A filtered address opened on a phone shows the count with the filters closed.
  await page.goto('/user/members?status=active&source=csv&hl=en');
  await expect(page.getByTestId('members-filters-toggle')).toHaveText('Filters (2)');
  await expect(page.getByTestId('members-filter-source')).toHaveCount(0);
});

test('filters and export carry the bearer token', async ({ page }) => {
  await page.goto('/user/members?status=active&source=csv');
  await expect(page.getByTestId('members-table')).toBeVisible();
  await expect(page.getByTestId('member-row').first().getByTestId('member-status')).toHaveText('Aktif');
  const download = page.waitForEvent('download');
  await page.getByTestId('members-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('members.csv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8').length).toBeGreaterThan(10);
});

test('import a CSV with one bad row: result and rejected-row report', async ({ page }) => {
  const stamp = Date.now();
  const csv = [
    'email,name,surname',
    `imp1.${stamp}@example.com,Ali,Demir`,
    `not-an-email-${stamp},Bad,Row`,
    `imp2.${stamp}@example.com,Ece,Yıldız`,
  ].join('\n');
  await page.goto('/user/members');
  await page.getByRole('button', { name: 'CSV İçe Aktar' }).click();
  await page
    .getByTestId('import-modal')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'uyeler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
  await expect(page.getByText(/Boyut: \d+ B/)).toBeVisible();
  await page.getByTestId('import-upload').click();
  const mapping = page.getByTestId('import-mapping');
  await expect(mapping).toContainText(`imp1.${stamp}@example.com`);
  await expect(page.getByTestId('import-map-0')).toHaveValue('E-posta');
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('import-inserted')).toHaveText('2');
  await expect(page.getByTestId('import-rejected')).toHaveText('1');
  const download = page.waitForEvent('download');
  await page.getByTestId('import-rejected-report').click();
  const report = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(report).toContain(`not-an-email-${stamp}`);
  // the reasons come in the reader's language (Accept-Language of the download)
  expect(report).toContain('Geçersiz e-posta adresi');
});

test('over the package limit the server answers 418 and the warning dialog shows', async ({ page }) => {
  await page.route('**/api/v1/members', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 418,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'member_limit', message: 'Üye limitiniz doldu' } }),
        })
      : route.continue(),
  );
  await page.goto('/user/members');
  await expect(page.getByTestId('summary-total')).toHaveText(/\d/);
  await page.getByTestId('member-new').click();
  await page.getByTestId('member-form').getByLabel('E-posta', { exact: true }).fill('limit@example.com');
  await page.getByTestId('member-save').click();
  await expect(page.getByTestId('warning-dialog')).toContainText('Üye limitiniz doldu');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('member-form')).toBeVisible();
});
