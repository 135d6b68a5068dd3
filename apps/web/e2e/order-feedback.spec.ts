import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { E2E_DATA_DIR } from '../playwright.config';
import { createSecretBox, loadSecretKeyRing } from '../../server/src/platform/crypto/secret-box';
import { signFeedbackToken, type TFeedbackKind } from '../../server/src/modules/order-feedback/tokens';
import { NO_PROMPTS, apiLogin, expectAccessible, registerUser, useSession, withServerDatabase } from './support';

// The order evaluation and satisfaction member pages opened from their signed links, minted here with the
// server's own signing function over its database and data dir (what a journey's message carries).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PASSWORD = 'E2e-Feedback-Pass-2026!';
// The member-side layout's shell is checked where it is built; this spec checks the feedback pages.
const SHARED = [
  '.ulak-toasts',
  '.mantine-AppShell-navbar',
  '[data-testid="profile-menu"]',
  '[data-testid="page-title"] + p',
  '[data-testid="empty-state"]',
];

type TSetup = { accountId: number; members: Record<'tr' | 'en', { memberId: number; orderId: number }> };

async function seedOrders(email: string, stamp: string): Promise<TSetup> {
  return withServerDatabase(async (client) => {
    const account = await client.query<{ account_id: string }>('select account_id from users where email = $1', [
      email,
    ]);
    const accountId = Number(account.rows[0]?.account_id);
    const members = {} as TSetup['members'];
    for (const language of ['tr', 'en'] as const) {
      const member = await client.query<{ id: string }>(
        `insert into members (account_id, name, surname, email, language, source)
         values ($1, $2, 'Yılmaz', $3, $4, 'csv') returning id`,
        [accountId, language === 'tr' ? 'Ayşe' : 'Jane', `${language}-${stamp}@shop.test`, language],
      );
      const memberId = Number(member.rows[0]?.id);
      const items = [
        { code: 'SKU-1', title: language === 'tr' ? 'Keten gömlek' : 'Linen shirt', quantity: 1, price: 899 },
        { code: 'SKU-2', title: language === 'tr' ? 'Pamuk çorap' : 'Cotton socks', quantity: 2, price: 99 },
      ];
      const order = await client.query<{ id: string }>(
        `insert into orders (account_id, member_id, order_code, status, total_count, total_price, items)
         values ($1, $2, $3, 'delivered', 3, 1097, $4::jsonb) returning id`,
        [accountId, memberId, `ORD-${language}-${stamp}`, JSON.stringify(items)],
      );
      members[language] = { memberId, orderId: Number(order.rows[0]?.id) };
    }
    return { accountId, members };
  });
}

async function mint(
  kind: TFeedbackKind,
  target: { accountId: number; memberId: number; orderId: number },
  expiresAt?: Date,
) {
  return withServerDatabase(async (client) => {
    const db = drizzle(client, { casing: 'snake_case' });
    const secretBox = createSecretBox(loadSecretKeyRing(undefined, [], path.join(ROOT, E2E_DATA_DIR)));
    return signFeedbackToken({ db, secretBox } as never, kind, target, expiresAt);
  });
}

// Mantine's Rating: one label per star; the n-th label gives n stars.
async function rate(page: Page, testId: string, stars: number) {
  await page
    .getByTestId(testId)
    .locator('label')
    .nth(stars - 1)
    .click();
}

test('order evaluation in Turkish and the satisfaction survey in English, each stored once', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const merchant = `feedback-${stamp}@e2e.test`;
  await registerUser(request, merchant, PASSWORD);
  const session = await apiLogin(request, 'user', merchant, PASSWORD);
  const saved = await request.put('/api/v1/order-survey/questions', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      questions: [
        { kind: 'single', text: 'How was the delivery?', options: ['Fast', 'Slow'] },
        { kind: 'rating', text: 'Packaging' },
        { kind: 'text', text: 'Your suggestions', required: false },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { accountId, members } = await seedOrders(merchant, stamp);

  // A forged link: its own clear page.
  await page.goto('/order_evaluation/1-2-3-zzzz-000000000000000000000000');
  await expect(page.getByTestId('feedback-refused')).toBeVisible();
  await expect(page.getByTestId('feedback-refused-reason')).toContainText('Bu bağlantı geçerli değil');
  await expectAccessible(page, SHARED);
  // An expired one says so.
  const expired = await mint('evaluation', { accountId, ...members.tr }, new Date(Date.now() - 60_000));
  await page.goto(`/order_evaluation/${expired}`);
  await expect(page.getByTestId('feedback-refused-reason')).toHaveText('Bu bağlantının süresi dolmuş.');

  // Turkish member: rate the order and one product, send, thanks.
  const evaluation = await mint('evaluation', { accountId, ...members.tr });
  await page.goto(`/order_evaluation/${evaluation}`);
  await expect(page.getByTestId('page-title')).toHaveText('Siparişinizi değerlendirin');
  await expect(page.getByTestId('feedback-order')).toContainText(`ORD-tr-${stamp}`);
  await expect(page.getByTestId('product-SKU-1')).toContainText('Keten gömlek');
  await expectAccessible(page, SHARED);
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Lütfen siparişe 1 ile 5 arasında puan verin.')).toBeVisible();
  await rate(page, 'order-rating', 4);
  await rate(page, 'product-rating-SKU-1', 5);
  await page.getByTestId('order-comment').fill('Hızlı kargo, teşekkürler');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-done')).toContainText('Teşekkür ederiz!');
  await expectAccessible(page, SHARED);
  // Opened again: already answered.
  await page.reload();
  await expect(page.getByTestId('feedback-done')).toContainText('Zaten yanıtladınız');

  // English member: the page follows the member's language.
  const survey = await mint('survey', { accountId, ...members.en });
  await page.goto(`/satisfaction/questions/${survey}`);
  await expect(page.getByTestId('page-title')).toHaveText('Order satisfaction survey');
  await expectAccessible(page, SHARED);
  await page.getByTestId('feedback-send').click();
  await expect(page.getByText('Please answer this question.').first()).toBeVisible();
  await page.getByLabel('Fast').check();
  await page.getByTestId('question-2').locator('label').nth(2).click();
  await page.getByTestId('question-3').fill('More colours');
  await page.getByTestId('feedback-send').click();
  await expect(page.getByTestId('feedback-done')).toContainText('Thank you!');
  await expectAccessible(page, SHARED);

  // The merchant sees the answers in the satisfaction scenario's report.
  await useSession(page, 'user', session, NO_PROMPTS);
  await page.goto('/user/automation/satisfaction_survey');
  await expect(page.getByTestId('survey-editor')).toBeVisible();
  await expect(page.getByTestId('feedback-responses')).toHaveText('1');
  await expect(page.getByTestId('feedback-question-1')).toContainText('Fast');
  await expectAccessible(page, SHARED);

  // And on the Turkish member's detail page, the order feedback tab.
  await page.goto(`/user/member/${members.tr.memberId}?tab=order_feedback`);
  const tab = page.getByTestId('member-order-feedback');
  await expect(tab).toContainText(`ORD-tr-${stamp}`);
  await expect(tab).toContainText('4/5');
  await expect(tab).toContainText('Hızlı kargo, teşekkürler');
});
