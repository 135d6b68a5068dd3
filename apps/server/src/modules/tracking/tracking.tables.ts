import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/accounts.tables';
import { applications } from '../applications/applications.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// Accepted SDK batches, written in one INSERT before the 202 and drained by the worker, so
// nothing accepted is lost on restart. Rows are deleted once processed.
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    receivedAt: createdAtColumn(),
    ip: text(),
    userAgent: text(),
    body: jsonb().notNull(),
    // A batch that fails to drain waits (retry_at) and is tried again; after DRAIN_MAX_ATTEMPTS it
    // moves to request_logs as 'failed' so it never blocks the batches behind it.
    attempts: integer().notNull().default(0),
    lastError: text(),
    retryAt: createdAtColumn(),
  },
  (t) => [index('ingest_batches_account_idx').on(t.accountId, t.id)],
);

const REQUEST_LOG_STATUSES = ['processed', 'failed'] as const;

// One row per ingest request (the events screen's request logs); 'failed' rows are dead letters
// the merchant can send back to the queue.
export const requestLogs = pgTable(
  'request_logs',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
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
    status: text({ enum: REQUEST_LOG_STATUSES }).notNull().default('processed'),
    error: text(),
    attempts: integer().notNull().default(1),
  },
  (t) => [
    index('request_logs_account_idx').on(t.accountId, t.id),
    index('request_logs_account_app_idx').on(t.accountId, t.applicationId, t.id),
  ],
);
