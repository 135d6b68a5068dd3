import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables';
import { applications } from '../applications/applications.tables';

// Accepted SDK batches, written in one INSERT before the 202 and drained by the worker, so
// nothing accepted is lost on restart. Rows are deleted once processed.
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
    body: jsonb().notNull(),
  },
  (t) => [index('ingest_batches_account_idx').on(t.accountId, t.id)],
);

// One row per ingest request (the events screen's request logs).
export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    deviceId: text(),
    url: text(),
    ip: text(),
    userAgent: text(),
    eventCount: integer().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    body: jsonb().notNull(),
  },
  (t) => [
    index('request_logs_account_idx').on(t.accountId, t.id),
    index('request_logs_account_app_idx').on(t.accountId, t.applicationId, t.id),
  ],
);
