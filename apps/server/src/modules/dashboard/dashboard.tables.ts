import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Table files import each other only for foreign keys (drizzle-kit loads them standalone).
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn } from '../../platform/db/columns';

// Suggestions the merchant dismissed on the dashboard: a dismissed one stays hidden even while its fact holds.
export const dashboardDismissals = pgTable(
  'dashboard_dismissals',
  {
    accountId: accountIdColumn(),
    suggestion: text().notNull(),
    dismissedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.suggestion] })],
);

// The onboarding wizard's progress per account: the steps skipped and whether the wizard was closed.
// A step is done when its fact is true (computed), so only the merchant's own choices are stored.
export const onboardingProgress = pgTable('onboarding_progress', {
  accountId: accountIdColumn().primaryKey(),
  skipped: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  closedAt: timestamp({ withTimezone: true }),
  updatedAt: createdAtColumn(),
});
