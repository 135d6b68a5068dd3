import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHANNELS, MESSAGE_SOURCES, SUPPRESSION_REASONS } from '@ulak/shared';
import { accountIdColumn, accounts } from '../accounts/accounts.tables';
import { createdAtColumn } from '../../platform/db/columns';

// `messages` and `message_events` are monthly range partitions written in plain SQL
// (migration messaging_partitions): drizzle-kit cannot declare partitioning.

export const RUN_STATUSES = ['fanning_out', 'sending', 'complete', 'cancelled'] as const;

// One trigger of the pipeline (a campaign task run, an automation step, a direct send, a test send).
// `run_month` is fixed at creation and is the partition key of the run's messages.
export const sendRuns = pgTable(
  'send_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    channel: text({ enum: CHANNELS }).notNull(),
    sourceType: text({ enum: MESSAGE_SOURCES }).notNull(),
    sourceId: bigint({ mode: 'number' }),
    runMonth: date({ mode: 'string' }).notNull(),
    status: text({ enum: RUN_STATUSES }).notNull().default('fanning_out'),
    // Per-language content snapshot: { [language]: { subject, html, text, body } } + default language.
    content: jsonb().notNull(),
    // Where the recipients came from (members, addresses, segment, all) for the direct messages list.
    audience: jsonb().notNull(),
    commercial: smallint().notNull().default(1),
    total: integer().notNull().default(0),
    createdByUserId: bigint({ mode: 'number' }),
    createdAt: createdAtColumn(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('send_runs_account_idx').on(t.accountId, t.sourceType, t.channel, t.id),
    uniqueIndex('send_runs_account_source_unique')
      .on(t.accountId, t.sourceType, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
  ],
);

// Addresses that must not receive a channel any more. `channel = '*'` blocks every channel (post block);
// `address = 'member:<id>'` blocks a member whatever address they have.
export const suppressions = pgTable(
  'suppressions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    channel: text().notNull(),
    address: text().notNull(),
    reason: text({ enum: SUPPRESSION_REASONS }).notNull(),
    softBounceCount: integer().notNull().default(0),
    // null while only soft bounces were counted (not yet suppressed).
    suppressedAt: timestamp({ withTimezone: true }),
    messageId: bigint({ mode: 'number' }),
    detail: text(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('suppressions_account_channel_address_unique').on(t.accountId, t.channel, t.address)],
);

// Per-account send rules and the key that signs the account's tracking and unsubscribe links.
export const messagingSettings = pgTable('messaging_settings', {
  accountId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  frequencyCapCount: integer(),
  frequencyCapHours: integer().notNull().default(24),
  quietHoursStart: smallint(),
  quietHoursEnd: smallint(),
  defaultLanguage: text().notNull().default('tr'),
  signingKey: text().notNull(),
  updatedAt: createdAtColumn(),
});

// Messages reserved against the package quota, per channel and calendar month.
export const channelUsage = pgTable(
  'channel_usage',
  {
    accountId: accountIdColumn(),
    channel: text({ enum: CHANNELS }).notNull(),
    period: date({ mode: 'string' }).notNull(),
    used: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.channel, t.period] })],
);
