import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession } from './support';

const PASSWORD = 'E2e-Log-Summary-Pass-2026!x';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The account's calendar day (Europe/Istanbul, no daylight saving) `offset` days from today.
function istanbulDay(offset: number): string {
  const shifted = new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

// Hundreds of messages would take minutes through the pipeline; the summary only reads message and event
// rows, so the test writes them as the pipeline leaves them, in the server's own (embedded) database.
async function seedMessages(email: string): Promise<void> {
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const port = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ulak' });
  await client.connect();
  try {
    const account = (await client.query('select account_id from users where email = $1', [email])).rows[0]
      ?.account_id as string;
    // [day offset, status, sent, delivered, opened, clicked]: 120 messages today, 30 yesterday, 50 forty days ago.
    const groups: [number, number, string, boolean, boolean, boolean, boolean][] = [
      [0, 60, 'success', true, true, true, true],
      [0, 40, 'success', true, true, false, false],
      [0, 20, 'failed', false, false, false, false],
      [-1, 30, 'success', true, false, false, false],
      [-40, 50, 'success', true, true, false, false],
    ];
    let key = 0;
    for (const [offset, count, status, sent, delivered, opened, clicked] of groups) {
      const at = `${istanbulDay(offset)}T12:00:00+03:00`;
      const fact = (on: boolean) => (on ? at : null);
      await client.query(
        `insert into messages (account_id, run_month, run_id, channel, source_type, recipient_key, address, status,
           created_at, sent_at, delivered_at, opened_at, clicked_at)
         select $1, date_trunc('month', $2::timestamptz at time zone 'UTC')::date, 1, 'email', 'direct',
           'k' || ($3::int + i), 'r' || ($3::int + i) || '@e2e.test', $4, $2, $5, $6, $7, $8
         from generate_series(1, $9::int) as i`,
        [account, at, key, status, fact(sent), fact(delivered), fact(opened), fact(clicked), count],
      );
      key += count;
    }
    // Clicks today: two thirds of the clicked messages on the sale page, the rest on the blog.
    await client.query(
      `insert into message_events (account_id, occurred_at, message_id, run_month, type, url)
       select account_id, clicked_at, id, run_month, 'click',
         case when id % 3 = 0 then 'https://shop.e2e.test/blog' else 'https://shop.e2e.test/sale' end
       from messages where account_id = $1 and clicked_at is not null`,
      [account],
    );
  } finally {
    await client.end();
  }
}

test('the action and link logs show totals and charts of every message in the chosen days', async ({
  page,
  request,
}) => {
  const email = `log-summary-${Date.now()}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await registerUser(request, email, PASSWORD);
  await seedMessages(email);
  await useSession(page, 'user', await apiLogin(request, 'user', email, PASSWORD), NO_PROMPTS);

  // No days chosen: the last 30 days (today and yesterday's 150 messages, not the 50 of forty days ago).
  await page.goto('/user/actions');
  await expect(page.getByTestId('action-summary-range')).toContainText(
    `${ddmmyyyy(istanbulDay(-29))} – ${ddmmyyyy(istanbulDay(0))} (Europe/Istanbul)`,
  );
  const totals = page.getByTestId('action-totals');
  await expect(totals.getByTestId('action-totals-messages')).toHaveText('150');
  await expect(totals.getByTestId('action-totals-sent')).toHaveText('130');
  await expect(totals.getByTestId('action-totals-delivered')).toHaveText('100');
  await expect(totals.getByTestId('action-totals-delivered-note')).toHaveText('77%');
  await expect(totals.getByTestId('action-totals-clicked')).toHaveText('60');
  await expect(totals.getByTestId('action-totals-failed')).toHaveText('20');
  await expectAccessible(page);
  // The chart is drawn from the summary: one point per day and a line per outcome.
  const chart = page.getByTestId('sends-chart');
  await expect(chart.locator('.recharts-line')).toHaveCount(9);
  await expect(chart.locator('.recharts-line').first().locator('.recharts-line-dot')).toHaveCount(30);
  // The paged list is still there, with every message.
  await expect(page.getByTestId('action-log-row')).toHaveCount(20);

  // Days chosen in the picker's DD-MM-YYYY format, and filters, narrow the summary like the list.
  await page.goto(`/user/actions?from=${istanbulDay(-45)}&to=${istanbulDay(0)}`);
  await expect(page.getByText(`${ddmmyyyy(istanbulDay(-45))} – ${ddmmyyyy(istanbulDay(0))}`).first()).toBeVisible();
  await expect(totals.getByTestId('action-totals-messages')).toHaveText('200');
  await page.goto(`/user/actions?from=${istanbulDay(-45)}&to=${istanbulDay(0)}&status=failed`);
  await expect(totals.getByTestId('action-totals-messages')).toHaveText('20');
  await expect(totals.getByTestId('action-totals-sent')).toHaveText('0');
  await page.goto('/user/actions?channel=sms');
  await expect(page.getByTestId('action-summary-empty')).toBeVisible();
  await expect(totals.getByTestId('action-totals-messages')).toHaveText('0');
  // A range longer than 366 days is refused by the server; its message shows beside the list.
  await page.goto(`/user/actions?from=${istanbulDay(-400)}&to=${istanbulDay(0)}`);
  await expect(page.getByTestId('action-summary-error')).toHaveText('Tarih aralığı en fazla 366 gün olabilir.');

  // Link logs: clicks of every message, the most clicked link first.
  await page.goto('/user/links');
  const links = page.getByTestId('link-totals');
  await expect(links.getByTestId('link-totals-clicks')).toHaveText('60');
  await expect(links.getByTestId('link-totals-recipients')).toHaveText('60');
  await expect(links.getByTestId('link-totals-links')).toHaveText('2');
  await expectAccessible(page);
  const rows = page.getByTestId('link-summary-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('https://shop.e2e.test/sale');
  await expect(rows.first()).toContainText('40');
  await expect(page.getByTestId('clicks-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(page.getByTestId('links-chart').locator('.recharts-bar-rectangle')).toHaveCount(2);
  // Its filters live in the address too: a shared or reloaded address shows the same clicks.
  await page.goto(`/user/links?from=${istanbulDay(-45)}&to=${istanbulDay(0)}`);
  await expect(page.getByText(`${ddmmyyyy(istanbulDay(-45))} – ${ddmmyyyy(istanbulDay(0))}`).first()).toBeVisible();
  await expect(links.getByTestId('link-totals-clicks')).toHaveText('60');
  await page.goto('/user/links?channel=sms');
  await expect(links.getByTestId('link-totals-clicks')).toHaveText('0');
});
