import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, useSession } from './support';

// The early requests script (src/early) starts a page's first API calls as its HTML arrives; the app takes each
// answer instead of asking again. Each call is made once, by that script, and none is left untaken.

type TCall = { url: string; early: boolean };

// Every API call the page makes, and whether the early requests script made it: the call's initiator is a script
// in the page itself (the inline early requests script), not one of the app's script files.
async function recordCalls(page: Page): Promise<TCall[]> {
  const calls: TCall[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!url.pathname.startsWith('/api/v1/')) return;
    const frames = event.initiator.stack?.callFrames ?? [];
    const early = frames.length > 0 && frames.every((f) => new URL(f.url).pathname === new URL(page.url()).pathname);
    calls.push({ url: `${url.pathname}${url.search}`, early });
  });
  return calls;
}

const pendingEarlyCalls = (page: Page) =>
  page.evaluate(() => (globalThis as { __ulakEarlyCalls?: Map<string, unknown> }).__ulakEarlyCalls?.size ?? -1);

const expectEachOnce = (calls: TCall[]) =>
  expect(calls.map((c) => c.url).filter((url, i, all) => all.indexOf(url) !== i)).toEqual([]);

test.describe('with a session', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), NO_PROMPTS);
  });

  test('the members page: its filtered list, summary and header mark start early, once each', async ({ page }) => {
    const calls = await recordCalls(page);
    await page.goto('/user/members?status=active&sort=email&order=asc');
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await expect(page.getByTestId('summary-blocked')).toHaveText(/\d/);
    await page.waitForLoadState('networkidle');
    const early = calls.filter((c) => c.early).map((c) => c.url);
    expect(early.sort()).toEqual(
      [
        '/api/v1/members?passive=false&blocked=false&sort=email&order=asc&page=1&perPage=20',
        '/api/v1/members/summary',
        '/api/v1/user/release-notes/unread',
      ].sort(),
    );
    expectEachOnce(calls);
    expect(await pendingEarlyCalls(page)).toBe(0);
  });

  test('the dashboard in English: its first calls start early and are taken in that language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const calls = await recordCalls(page);
    await page.goto('/user');
    await expect(page.getByTestId('dashboard-insights')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.early).map((c) => c.url)).toHaveLength(6);
    expectEachOnce(calls);
    expect(await pendingEarlyCalls(page)).toBe(0);
  });

  test('a page without early calls makes none', async ({ page }) => {
    const calls = await recordCalls(page);
    await page.goto('/user/tags');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.early)).toEqual([]);
  });
});

test('a visitor without a session starts no call and lands on the login page', async ({ page }) => {
  const calls = await recordCalls(page);
  await page.goto('/user/members');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(calls.filter((c) => c.early)).toEqual([]);
});
