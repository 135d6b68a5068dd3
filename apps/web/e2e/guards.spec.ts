import { expect, test } from '@playwright/test';
import {
  ADMIN_EMAIL,
  DEMO_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_DEMO_PASSWORD,
  NO_PROMPTS,
  apiLogin,
  expectAccessible,
  useSession,
} from './support';

// SPEC §2 guard table: each prefix, logged out and logged in.
const LOGGED_OUT: [string, RegExp][] = [
  ['/', /\/auth\/login$/],
  ['/user/members', /\/auth\/login$/],
  ['/iframe/report', /\/auth\/login$/],
  ['/shopify/installed', /\/auth\/login$/],
  ['/lite/sending-form', /\/lite\/auth\/login$/],
  ['/admin/admins', /\/admin\/auth\/login$/],
  ['/admin', /\/admin\/auth\/login$/],
];

const PUBLIC: [string, string][] = [
  ['/auth/login', 'login-form'],
  ['/auth/register', 'register-form'],
  ['/admin/auth/login', 'login-form'],
  ['/lite/auth/login', 'login-form'],
  ['/kvkk', 'kvkk-page'],
  ['/marketing', 'layout-tsoft-iframe'],
  ['/post/block/1/abc/def', 'layout-member-side'],
  ['/satisfaction/questions/tok', 'layout-member-side'],
];

test.describe('logged out', () => {
  for (const [path, login] of LOGGED_OUT) {
    test(`${path} sends to its login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(login);
    });
  }
  for (const [path, testId] of PUBLIC) {
    test(`${path} is public`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expectAccessible(page);
    });
  }
});

test.describe('logged in as a user', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), NO_PROMPTS);
  });

  test('user, iframe and lite areas open; / keeps the path into the user area', async ({ page }) => {
    await page.goto('/user/members');
    await expect(page.getByTestId('layout-default')).toBeVisible();
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/user$/);
    await page.goto('/iframe/report');
    await expect(page.getByTestId('layout-iframe')).toBeVisible();
    await page.goto('/lite');
    await expect(page.getByTestId('layout-lite')).toBeVisible();
    await expectAccessible(page);
  });

  test('auth pages send back to the last visited page', async ({ page }) => {
    await page.goto('/user/tags');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/user\/tags$/);
  });

  test('a user session does not open the admin area', async ({ page }) => {
    await page.goto('/admin/admins');
    await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  });
});

test.describe('logged in as an admin', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSession(page, 'admin', await apiLogin(request, 'admin', ADMIN_EMAIL, E2E_ADMIN_PASSWORD));
  });

  test('admin pages open and the admin auth page redirects home', async ({ page }) => {
    await page.goto('/admin/admins');
    await expect(page.getByTestId('layout-admin')).toBeVisible();
    await expect(page.getByTestId('admins-table')).toContainText(ADMIN_EMAIL);
    await expectAccessible(page);
    await page.goto('/admin/auth/login');
    await expect(page).toHaveURL(/\/admin\/admins$/);
  });

  test('an admin session does not open the user area', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('an expired session counts as logged out', async ({ page, request }) => {
  const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
  await useSession(page, 'user', { token: session.token, expiredTime: Math.floor(Date.now() / 1000) - 5 });
  await page.goto('/user/members');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
