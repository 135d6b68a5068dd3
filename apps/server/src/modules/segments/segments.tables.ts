import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SEGMENT_ACTION_KINDS,
  SEGMENT_ACTION_STATUSES,
  SEGMENT_KINDS,
  SEGMENT_PLATFORMS,
  SEGMENT_STATUSES,
  type TSegmentCriteria,
} from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { applications } from '../applications/applications.tables';
import { createdAtColumn } from '../../platform/db/columns';

// A segment (SPEC §3): empty (members added by hand, CSV, API or actions) or dynamic (criteria).
export const segments = pgTable(
  'segments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: SEGMENT_KINDS }).notNull(),
    status: text({ enum: SEGMENT_STATUSES }).notNull().default('active'),
    platform: text({ enum: SEGMENT_PLATFORMS }).notNull().default('all'),
    criteria: jsonb().$type<TSegmentCriteria>(),
    periodic: boolean().notNull().default(true),
    periodMinutes: integer().notNull().default(60),
    memberCount: integer().notNull().default(0),
    deviceCount: integer().notNull().default(0),
    lastRunAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('segments_account_idx').on(t.accountId, t.id),
    index('segments_account_app_idx').on(t.accountId, t.applicationId, t.id),
  ],
);

// The current members of each segment. Refresh writes only the difference.
// No foreign keys on purpose: their row-by-row checks made writing a 500,000-member segment take
// ~25 s here. Statement-level triggers (migration segment_integrity) delete the rows of deleted
// segments and members instead, set-based.
export const segmentMembers = pgTable(
  'segment_members',
  {
    accountId: bigint({ mode: 'number' }).notNull(),
    segmentId: bigint({ mode: 'number' }).notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    enteredAt: createdAtColumn(),
  },
  // The primary key is the only index: every read names the segment (a member's segments probe it
  // once per segment of the account), and a second index made big writes a third slower.
  (t) => [primaryKey({ columns: [t.accountId, t.segmentId, t.memberId] })],
);

// A segment action (add/remove tag, move, export) run as a job; the row is its report.
export const segmentActions = pgTable(
  'segment_actions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    segmentId: bigint({ mode: 'number' }).references(() => segments.id, { onDelete: 'set null' }),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text({ enum: SEGMENT_ACTION_KINDS }).notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: SEGMENT_ACTION_STATUSES }).notNull().default('in_queue'),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    error: text(),
    // An export's CSV in the media store (shared by every replica).
    fileId: bigint({ mode: 'number' }),
    createdAt: createdAtColumn(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('segment_actions_account_idx').on(t.accountId, t.id),
    index('segment_actions_account_segment_idx').on(t.accountId, t.segmentId, t.id),
  ],
);
