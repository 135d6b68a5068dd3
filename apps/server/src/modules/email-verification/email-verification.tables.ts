import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  TEmailVerificationReason,
  TEmailVerificationRunState,
  TEmailVerificationStatus,
} from '@ulak/shared/email-verification';
import { accounts } from '../accounts/accounts.tables';
import { members } from '../audience/audience.tables';
import { idColumn } from '../../platform/db/columns';

// The latest verdict on each member's address. `email` is the address that was checked: a member whose
// address changed since is unchecked again (the verdict no longer applies).
export const memberEmailVerifications = pgTable(
  'member_email_verifications',
  {
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    // The mailbox the address reaches (mailboxKey): a later member with the same one is a duplicate.
    mailbox: text().notNull(),
    status: text().$type<TEmailVerificationStatus>().notNull(),
    reason: text().$type<TEmailVerificationReason>().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.memberId] }),
    // The results screen and the member-list filter by class.
    index('member_email_verifications_status_idx').on(t.accountId, t.status, t.memberId),
    index('member_email_verifications_mailbox_idx').on(t.accountId, t.mailbox, t.memberId),
  ],
);

// One bulk verification: its progress and figures by class. `cursor` is the last member id done, so a
// retried step continues where the previous one committed.
export const emailVerificationRuns = pgTable(
  'email_verification_runs',
  {
    id: idColumn(),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text().$type<TEmailVerificationRunState>().notNull().default('running'),
    stoppedReason: text(),
    // Only members up to this id (the newest when it started); later ones arrive through the new-member sweep.
    lastMemberId: bigint({ mode: 'number' }).notNull(),
    cursor: bigint({ mode: 'number' }).notNull().default(0),
    total: integer().notNull(),
    processed: integer().notNull().default(0),
    verified: integer().notNull().default(0),
    risky: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('email_verification_runs_account_idx').on(t.accountId, t.id),
    index('email_verification_runs_running_idx')
      .on(t.accountId)
      .where(sql`${t.state} = 'running'`),
  ],
);

// Addresses verified per month against the member email verification packet.
export const emailVerificationUsage = pgTable(
  'email_verification_usage',
  {
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    period: date({ mode: 'string' }).notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period] })],
);
