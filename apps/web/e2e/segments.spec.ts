import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

test.beforeEach(async ({ page, request }) => {
  await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), NO_PROMPTS);
});

test('build a two-block dynamic segment, watch the live count, save it and open its members', async ({ page }) => {
  const name = `Bursa veya iOS ${Date.now()}`;
  await page.goto('/user/segments');
  await page.getByTestId('segment-new-dynamic').click();
  const editor = page.getByTestId('segment-editor');
  await editor.getByTestId('segment-name').fill(name);

  // Block 1: customer profile, city equals Bursa.
  const blocks = page.getByTestId('criteria-block');
  await blocks.nth(0).getByTestId('add-criterion').click();
  const first = blocks.nth(0).getByTestId('criterion-row');
  await expect(first.getByTestId('criterion-field')).toHaveValue('Şehir');
  await first.getByTestId('criterion-value').fill('Bursa');
  const count = page.getByTestId('live-count');
  const counted = async () => Number(/(\d+) üye eşleşiyor/.exec((await count.textContent()) ?? '')?.[1] ?? -1);
  await expect.poll(counted, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(count.locator('.mantine-Loader-root')).toHaveCount(0);
  const oneBlock = await counted();

  // Block 2 (OR): platform equals iOS; the live count grows.
  await page.getByTestId('add-block').click();
  await blocks.nth(1).getByTestId('add-criterion').click();
  const second = blocks.nth(1).getByTestId('criterion-row');
  await second.getByTestId('criterion-type').click();
  await page.getByRole('option', { name: 'Platform', exact: true }).click();
  // "Not equal" says what it selects, next to the operator; back to "equal" for the count below.
  await second.getByTestId('criterion-operator').click();
  await page.getByRole('option', { name: 'eşit değildir', exact: true }).click();
  await expect(second.getByTestId('criterion-not-equal-hint')).toHaveText(
    'Eşit değil: bu platformda hiç cihazı olmayan üyeleri seçer (cihazı olmayanlar dahil).',
  );
  await second.getByTestId('criterion-operator').click();
  await page.getByRole('option', { name: 'eşittir', exact: true }).click();
  await expect(second.getByTestId('criterion-not-equal-hint')).toHaveCount(0);
  await expect(blocks).toHaveCount(2);
  await expect.poll(counted, { timeout: 15_000 }).toBeGreaterThan(oneBlock);
  await expect(count.locator('.mantine-Loader-root')).toHaveCount(0);
  const expected = await counted();

  // Save: the segment opens on its members, filled by the refresh job.
  await page.getByTestId('segment-save').click();
  await expect(page).toHaveURL(/\/user\/segment\/\d+$/);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expectAccessible(page);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('tab-members').click();
        return page.getByTestId('segment-member-row').count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('tab-members')).toContainText(`(${expected})`);
  await expect(page.getByTestId('list-total')).toContainText(String(expected));

  // The criteria tab shows both blocks again; the list shows the segment.
  await page.getByTestId('tab-edit').click();
  await expect(page.getByTestId('criteria-block')).toHaveCount(2);
  await page.goto('/user/segments2');
  await expect(page.getByTestId('segment-row').filter({ hasText: name })).toHaveCount(1);
});
