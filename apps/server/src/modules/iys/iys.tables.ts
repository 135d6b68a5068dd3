import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  IYS_BATCH_STATES,
  IYS_CHANNELS,
  IYS_CONNECTION_STATES,
  IYS_CONSENT_STATES,
  IYS_DIRECTIONS,
  IYS_RECIPIENT_TYPES,
  IYS_STATUSES,
  IYS_TYPES,
} from '@ulak/shared/iys';
import { accountIdColumn, accounts } from '../accounts/accounts.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// The account's IYS brand (SPEC §3): codes, the registry user (password sealed), recipient type,
// channel types, active flag; the IYS packet (name, count limit, usage); the cached OAuth tokens
// (sealed) with the auth back-off of H084; the changes-feed cursor (opaque, per brand).
export const iysSettings = pgTable('iys_settings', {
  accountId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  iysCode: text().notNull(),
  brandCode: text().notNull(),
  username: text().notNull(),
  passwordSealed: text().notNull(),
  addressType: text({ enum: IYS_RECIPIENT_TYPES }).notNull().default('BIREYSEL'),
  channels: text({ enum: IYS_CHANNELS }).array().notNull(),
  active: boolean().notNull().default(true),
  connectionState: text({ enum: IYS_CONNECTION_STATES }).notNull().default('not_tested'),
  connectionCheckedAt: timestamp({ withTimezone: true }),
  packetName: text().notNull().default('IYS'),
  countLimit: integer(),
  usage: integer().notNull().default(0),
  accessTokenSealed: text(),
  accessExpiresAt: timestamp({ withTimezone: true }),
  refreshTokenSealed: text(),
  refreshExpiresAt: timestamp({ withTimezone: true }),
  authBlockedUntil: timestamp({ withTimezone: true }),
  changesCursor: text(),
  pulledAt: timestamp({ withTimezone: true }),
  createdAt: createdAtColumn(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// One consent: a member's permission change on its way to the registry (out), or a change made at the
// registry and applied to the member (in). Out rows move pending -> sending -> sent -> success | rejected;
// a batch that failed puts its rows back to pending with a later next_attempt_at.
export const iysConsents = pgTable(
  'iys_consents',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    direction: text({ enum: IYS_DIRECTIONS }).notNull(),
    memberId: bigint({ mode: 'number' }),
    recipient: text().notNull(),
    recipientType: text({ enum: IYS_RECIPIENT_TYPES }).notNull(),
    type: text({ enum: IYS_TYPES }).notNull(),
    status: text({ enum: IYS_STATUSES }).notNull(),
    // The registry's source (HS_WEB, …; IYS for changes made at the registry) and our path (screen, csv, …).
    source: text().notNull(),
    origin: text().notNull(),
    consentDate: timestamp({ withTimezone: true }).notNull(),
    state: text({ enum: IYS_CONSENT_STATES }).notNull(),
    batchId: bigint({ mode: 'number' }),
    batchIndex: integer(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    transactionId: text(),
    errorCode: text(),
    errorMessage: text(),
    createdAt: createdAtColumn(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('iys_consents_account_idx').on(t.accountId, t.id),
    index('iys_consents_member_idx').on(t.accountId, t.memberId, t.id),
    index('iys_consents_batch_idx').on(t.accountId, t.batchId),
    // The push queue: waiting and in-flight rows only, in order and by recipient and type (a consent
    // waits while an earlier one of its recipient and type is queued or in flight).
    index('iys_consents_queue_idx')
      .on(t.accountId, t.state, t.id)
      .where(sql`state in ('pending', 'sending', 'sent')`),
    index('iys_consents_queue_key_idx')
      .on(t.accountId, t.type, t.recipient, t.id)
      .where(sql`state in ('pending', 'sending', 'sent')`),
  ],
);

// One bulk request to the registry (the transfer log).
export const iysBatches = pgTable(
  'iys_batches',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    requestId: text(),
    count: integer().notNull(),
    successCount: integer().notNull().default(0),
    failureCount: integer().notNull().default(0),
    status: text({ enum: IYS_BATCH_STATES }).notNull(),
    error: text(),
    polls: integer().notNull().default(0),
    nextPollAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('iys_batches_account_idx').on(t.accountId, t.id)],
);

// The registry's current status of each recipient and type, as last confirmed (push results and the
// changes feed): what the send pipeline checks for commercial messages.
export const iysRecipientStatus = pgTable(
  'iys_recipient_status',
  {
    accountId: accountIdColumn(),
    type: text({ enum: IYS_TYPES }).notNull(),
    recipient: text().notNull(),
    status: text({ enum: IYS_STATUSES }).notNull(),
    consentDate: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type, t.recipient] })],
);
