import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, E2E_DEMO_PASSWORD, NO_PROMPTS, apiLogin, expectAccessible, useSession } from './support';

// Every screen of the user area with the demo shop's data, and the logged-out pages, in Turkish and
// English: axe (WCAG 2.1 AA) finds no critical or serious violation. The screens' own journeys live
// in their specs; this one looks at each as it opens.
const PUBLIC = ['/auth/login', '/auth/register', '/auth/forgot-password', '/kvkk', '/admin/auth/login'];
const USER = [
  '/user',
  '/user/members',
  '/user/devices',
  '/user/all-orders',
  '/user/tags',
  '/user/events',
  '/user/segments',
  '/user/campaigns',
  '/user/tasks',
  '/user/actions',
  '/user/links',
  '/user/applications',
  '/user/profile',
  '/user/settings/sending',
  '/user/settings/sending?tab=sms',
  '/user/settings/sending?tab=rules',
  '/user/direct/send/email',
  '/user/direct/messages/email',
  '/user/task-wizard',
  '/user/support',
  '/user/ws-user',
  '/user/coming-soon',
];

for (const language of ['tr', 'en'] as const) {
  test(`logged-out pages are accessible (${language})`, async ({ page }) => {
    for (const path of PUBLIC) {
      await page.goto(`${path}?hl=${language}`);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page).catch((error: Error) => {
        throw new Error(`${path}: ${error.message}`);
      });
    }
  });

  test(`the user area's screens are accessible (${language})`, async ({ page, request }) => {
    // Twenty-two screens, each loaded and analysed: generous on a busy machine.
    test.setTimeout(240_000);
    const session = await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD);
    await useSession(page, 'user', session, { ...NO_PROMPTS, lang: language });
    // Every screen is looked at; the failures are listed together.
    const failures: string[] = [];
    for (const path of USER) {
      await page.goto(path);
      await expect(page.getByTestId('page-title').or(page.getByTestId('error-page')).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page).catch((error: Error) => failures.push(`${path}: ${error.message}`));
    }
    expect(failures).toEqual([]);
  });
}
