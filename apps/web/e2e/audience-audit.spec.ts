import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

// Audience screens read as words in both languages: SDK event names, device languages, the
// member's segment and tag counts, and an order's satisfaction survey link (SPEC §3).
let token = '';

test.beforeEach(async ({ page, request }) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  token = session.token;
  await useSession(page, 'user', session, NO_PROMPTS);
});

test('events show translated SDK event names, not their codes, in Turkish and English', async ({ page }) => {
  await page.goto('/user/events');
  await page.getByTestId('events-code').fill('add_to_cart');
  const row = page.getByTestId('event-row').first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Sepete ekleme');
  await expect(row.getByRole('cell').nth(2)).toHaveText('add_to_cart');
  await page.goto('/user/events?hl=en');
  await page.getByTestId('events-code').fill('add_to_cart');
  await expect(page.getByTestId('event-row').first().getByRole('cell').nth(1)).toHaveText('Add to cart');
  await expectAccessible(page);
});

test('devices show the language by name', async ({ page }) => {
  await page.goto('/user/devices');
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  // The demo devices speak Turkish; other specs may add devices without a language meanwhile.
  const row = page.getByTestId('device-row').filter({ hasText: 'Türkçe' }).first();
  await expect(row).toBeVisible();
  await expect(page.getByTestId('device-row').getByRole('cell', { name: 'tr', exact: true })).toHaveCount(0);
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('device-fields')).toContainText('Türkçe');
  await expectAccessible(page);
});

test('member general tab shows segment and tag counts', async ({ page, request }) => {
  const list = await request.get('/api/v1/members?perPage=1', { headers: { authorization: `Bearer ${token}` } });
  const memberId = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  expect(memberId).toBeTruthy();
  const tag = `e2e-audit-${Date.now()}`;
  const put = await request.put(`/api/v1/members/${memberId}/tags`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: tag },
  });
  expect(put.ok()).toBe(true);
  await page.goto(`/user/member/${memberId}`);
  await expect(page.getByTestId('member-field-segments')).toBeVisible();
  await expect(page.getByTestId('member-field-tags')).not.toHaveText('0');
  await expect(page.getByText('Etiket sayısı')).toBeVisible();
  await expectAccessible(page);
});

test('an order pushed with a satisfaction survey shows a link to it', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${token}` };
  const key = await request.post('/api/v1/api-keys', { headers: auth, data: { name: 'E2E audit sync' } });
  expect(key.status()).toBe(201);
  const apiKey = ((await key.json()) as { data: { key: string } }).data.key;
  const code = `AUDIT-${Date.now()}`;
  const pushed = await request.post('/api/v1/public/orders', {
    headers: { authorization: `Bearer ${apiKey}` },
    data: {
      orders: [
        {
          orderCode: code,
          totalPrice: 120,
          status: 'delivered',
          satisfactionUrl: 'https://shop.example.com/survey/1',
          trackingUrl: 'https://cargo.example.com/t/1',
          trackingCode: 'TRK-AUDIT',
        },
      ],
    },
  });
  expect(pushed.ok()).toBe(true);
  await page.goto('/user/all-orders');
  await page.getByPlaceholder('Sipariş kodu…').fill(code);
  const row = page.getByTestId('order-row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('order-satisfaction')).toHaveAttribute('href', 'https://shop.example.com/survey/1');
  await expect(row.getByRole('link', { name: 'TRK-AUDIT' })).toHaveAttribute('href', 'https://cargo.example.com/t/1');
  await expectAccessible(page);
});

test('the devices list exports as CSV with its filter applied', async ({ page, request }) => {
  const api = await request.get('/api/v1/devices?platform=ios&perPage=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const total = ((await api.json()) as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThan(0);
  await page.goto('/user/devices');
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'iOS' }).click();
  await expect(page.getByTestId('device-row').first()).toContainText('iOS');
  const download = page.waitForEvent('download');
  await page.getByTestId('devices-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('devices.csv');
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toContain('device_id');
  expect(rows).toHaveLength(total + 1);
  for (const row of rows.slice(1)) expect(row.split(',')[4]).toBe('ios');
});

test('members filter by tag, city and creation days; the export takes the same filter', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/members?perPage=2&sort=id&order=asc', { headers: auth });
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((m) => m.id);
  expect(ids).toHaveLength(2);
  const tag = `e2e-filter-${Date.now()}`;
  for (const id of ids) {
    const put = await request.put(`/api/v1/members/${id}/tags`, { headers: auth, data: { name: tag } });
    expect(put.ok()).toBe(true);
  }
  await page.goto('/user/members');
  await expect(page.getByTestId('member-row').first()).toBeVisible();
  await page.getByTestId('members-filter-tag').click();
  await page.getByRole('option', { name: tag }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByTestId('members-export').click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  ).toHaveLength(3);

  const bursa = await request.get('/api/v1/members?perPage=1&city=Bursa', { headers: auth });
  const bursaTotal = ((await bursa.json()) as { meta: { total: number } }).meta.total;
  await page.goto('/user/members');
  await page.getByTestId('members-filter-city').fill('Bursa');
  await page.getByTestId('members-filter-city').press('Enter');
  await expect(page).toHaveURL(/city=Bursa/);
  await expect(page.getByText(`${bursaTotal} kayıt`)).toBeVisible();

  await page.goto('/user/members?createdFrom=2000-01-01&createdTo=2000-01-31');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('members-filter-created')).toContainText('01-01-2000');
});

test('the cart tab names the products, not just their codes', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${token}` };
  const members = await request.get('/api/v1/members?perPage=100', { headers: auth });
  let found: { id: number; title: string } | null = null;
  for (const { id } of ((await members.json()) as { data: { id: number }[] }).data) {
    const cart = await request.get(`/api/v1/members/${id}/cart`, { headers: auth });
    const data = ((await cart.json()) as { data: { products: { title: string }[] } | null }).data;
    if (data && data.products.length > 0) {
      found = { id, title: data.products[0]?.title ?? '' };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(`/user/member/${found?.id}`);
  await page.getByTestId('member-tab-cart').click();
  await expect(page.getByTestId('cart-item-title').first()).toHaveText(found?.title ?? '');
});

test('orders and events name their member', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${token}` };
  const orders = await request.get('/api/v1/orders?perPage=20', { headers: auth });
  const order = ((await orders.json()) as { data: { order_code: string; member_id: number | null }[] }).data.find(
    (o) => o.member_id !== null,
  );
  expect(order).toBeTruthy();
  const member = await request.get(`/api/v1/members/${order?.member_id}`, { headers: auth });
  const { name, surname } = ((await member.json()) as { data: { name: string; surname: string } }).data;
  await page.goto('/user/all-orders');
  const row = page.getByTestId('order-row').filter({ hasText: order?.order_code ?? '' });
  await expect(row.getByRole('link', { name: `${name} ${surname}` })).toHaveAttribute(
    'href',
    `/user/member/${order?.member_id}`,
  );
  await page.goto('/user/events');
  const memberLink = page.getByTestId('event-row').getByRole('link').first();
  await expect(memberLink).toBeVisible();
  await expect(memberLink).not.toHaveText(/^#\d+$/);
});

test('a number tag with a word for a value is refused under the value field', async ({ page, request }) => {
  const list = await request.get('/api/v1/members?perPage=1', { headers: { authorization: `Bearer ${token}` } });
  const memberId = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  await page.goto(`/user/member/${memberId}`);
  await page.getByTestId('member-tab-segments_tags').click();
  await page.getByTestId('tag-name').fill('puan');
  await page.getByRole('textbox', { name: 'Tür' }).click();
  await page.getByRole('option', { name: 'Sayı' }).click();
  await page.getByTestId('tag-value').fill('yüksek');
  await page.getByTestId('tag-form').getByRole('button').click();
  await expect(page.getByText('Sayı türündeki etiketin değeri sayı olmalıdır (ör. 42 veya 3.5).')).toBeVisible();
  await page.getByTestId('tag-value').fill('42');
  await page.getByTestId('tag-form').getByRole('button').click();
  await expect(page.getByTestId('member-tag-row').filter({ hasText: 'puan' })).toContainText('42');
});

test('a device made passive by the package limit says so on its detail', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/devices?perPage=1', { headers: auth });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  await page.goto(`/user/device/${id}`);
  await expect(page.getByTestId('device-status')).toHaveText('Aktif');
  // Passivation itself is covered on the server (devices.int.test.ts); here only its display.
  await page.route(`**/api/v1/devices/${id}`, async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: real, json: { data: { ...body.data, passive: true } } });
  });
  await page.reload();
  await expect(page.getByTestId('device-status')).toHaveText('Pasif');
  await expect(page.getByText('cihaz limiti aşıldığı için')).toBeVisible();
});

test('a member made passive by the package limit says why on its detail', async ({ page, request }) => {
  const list = await request.get('/api/v1/members?perPage=1', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]?.id;
  await page.goto(`/user/member/${id}`);
  await expect(page.getByTestId('member-header')).toBeVisible();
  await expect(page.getByTestId('member-passive-hint')).toHaveCount(0);
  await page.route(`**/api/v1/members/${id}`, async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: real, json: { data: { ...body.data, passive: true } } });
  });
  await page.reload();
  await expect(page.getByTestId('member-passive-hint')).toContainText('üye limiti aşıldığı için');
});

test('the member list shows each member’s last login', async ({ page }) => {
  await page.goto('/user/members');
  await expect(page.getByTestId('members-table').getByText('Son giriş', { exact: true })).toBeVisible();
  await expect(page.getByTestId('member-last-login').first()).toHaveText(/^(\d{2}-\d{2}-\d{4}|-)$/);
  await expect(
    page
      .getByTestId('member-last-login')
      .filter({ hasText: /\d{2}-\d{2}-\d{4}/ })
      .first(),
  ).toBeVisible();
});
