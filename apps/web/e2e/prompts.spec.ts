import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  E2E_DEMO_PASSWORD,
  apiLogin,
  expectAccessible,
  registerUser,
  useSession,
  waitForMail,
} from './support';

const DAY_MS = 86_400_000;
const START = new Date('2026-11-02T09:00:00+03:00');

async function openAt(page: Page, path: string, waitMs: number): Promise<void> {
  await page.goto(path);
  await page.getByTestId('page-title').first().waitFor();
  await page.clock.runFor(waitMs);
}

test.describe('account verification prompt (SPEC §4)', () => {
  test('appears for an unverified account, sends the mail, then stays quiet for 24 h', async ({ page, request }) => {
    const email = `unverified-${Date.now()}@shop.test`;
    const password = 'Tr9#vLq2!xPz7$Wm';
    await registerUser(request, email, password);
    await page.clock.install({ time: START });
    await useSession(page, 'user', await apiLogin(request, 'user', email, password), {
      emailSettingExp: String(START.getTime() + 30 * DAY_MS),
    });

    await openAt(page, '/user', 1100);
    const prompt = page.getByTestId('account-verification-dialog');
    await expect(prompt.getByTestId('dialog-title')).toHaveText('Lütfen Hesabınızı Doğrulayın');
    await expectAccessible(page);
    await prompt.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('verification-sent-dialog')).toBeVisible();
    await page.getByTestId('verification-sent-dialog').getByTestId('dialog-confirm').click();
    await waitForMail(email);

    await page.clock.fastForward('01:00:00');
    await openAt(page, '/user', 2000);
    await expect(page.getByTestId('account-verification-dialog')).toHaveCount(0);

    await page.clock.fastForward(DAY_MS);
    await openAt(page, '/user', 1100);
    await expect(page.getByTestId('account-verification-dialog')).toBeVisible();
    await page.getByTestId('account-verification-dialog').getByTestId('dialog-cancel').click();
    await expect(page.getByTestId('account-verification-dialog')).toHaveCount(0);
  });

  test('does not appear for a verified account', async ({ page, request }) => {
    await page.clock.install({ time: START });
    await useSession(page, 'user', await apiLogin(request, 'user', DEMO_EMAIL, E2E_DEMO_PASSWORD), {
      emailSettingExp: String(START.getTime() + 30 * DAY_MS),
    });
    await openAt(page, '/user', 2000);
    await expect(page.getByTestId('account-verification-dialog')).toHaveCount(0);
    // Suppressed for 24 h from the check (about 1 s after load, plus the page's own load time).
    // The profile call answers in real time after the (fake) timer fired: wait for it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accVerifiedExp'))).not.toBeNull();
    const until = Number(await page.evaluate(() => localStorage.getItem('accVerifiedExp')));
    expect(until).toBeGreaterThanOrEqual(START.getTime() + 1000 + DAY_MS);
    expect(until).toBeLessThan(START.getTime() + 30_000 + DAY_MS);
  });
});

test.describe('email settings prompt (SPEC §4)', () => {
  // A newcomer without a sender (the demo account has a ready one, so it is never prompted).
  test.beforeEach(async ({ page, request }) => {
    const email = `prompt-email-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    await registerUser(request, email, 'E2e-Prompts-Pass-2026!');
    await page.clock.install({ time: START });
    await useSession(page, 'user', await apiLogin(request, 'user', email, 'E2e-Prompts-Pass-2026!'), {
      accVerifiedExp: String(START.getTime() + 30 * DAY_MS),
    });
  });

  test('appears after 1.5 s on user pages, Set Now goes to the sending settings, then quiet for 24 h', async ({
    page,
  }) => {
    await openAt(page, '/user?hl=en', 1000);
    await expect(page.getByTestId('email-settings-dialog')).toHaveCount(0);
    await page.clock.runFor(600);
    const prompt = page.getByTestId('email-settings-dialog');
    await expect(prompt.getByTestId('dialog-title')).toHaveText('Please Set Your Email Sending Settings');
    await expect(prompt.getByTestId('dialog-message')).toHaveText(
      'You cannot send email because you have not set your email sending settings.',
    );
    await expectAccessible(page);
    await prompt.getByTestId('dialog-confirm').click();
    await expect(page).toHaveURL(/\/user\/settings\/sending\/?$/);

    await page.clock.fastForward('23:00:00');
    await openAt(page, '/user', 2000);
    await expect(page.getByTestId('email-settings-dialog')).toHaveCount(0);
    await page.clock.fastForward('01:01:00');
    await openAt(page, '/user', 2000);
    await expect(page.getByTestId('email-settings-dialog')).toBeVisible();
  });

  test('is skipped on widget pages and inside a frame', async ({ page }) => {
    await openAt(page, '/user/widgets', 2000);
    await expect(page.getByTestId('email-settings-dialog')).toHaveCount(0);
    await openAt(page, '/user/campaigns?iframe=1', 2000);
    await expect(page.getByTestId('email-settings-dialog')).toHaveCount(0);
  });
});
