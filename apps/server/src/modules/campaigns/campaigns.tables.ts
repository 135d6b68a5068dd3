import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_STATUSES,
  CHANNELS,
  TASK_PERIOD_TYPES,
  TASK_RUN_STATUSES,
  TASK_RUN_TRIGGERS,
  TASK_STATUSES,
  type TCouponOptions,
  type TMessageContent,
  type TTaskAudience,
  type TTaskExtra,
  type TTaskSchedule,
} from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { createdAtColumn } from '../../platform/db/columns';

// A campaign (SPEC §3): groups tasks and coupons; its status drives its tasks' (SPEC §4).
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    automation: boolean().notNull().default(false),
    status: text({ enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    // The coupon options the campaign was created with (codes live in `coupons`).
    couponOptions: jsonb().$type<TCouponOptions>(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [index('campaigns_account_idx').on(t.accountId, t.id)],
);

// A campaign task: what to send, to whom, on which channel and when.
export const campaignTasks = pgTable(
  'campaign_tasks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    campaignId: bigint({ mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    channel: text({ enum: CHANNELS }).notNull(),
    audience: jsonb().$type<TTaskAudience>().notNull(),
    // The connected segment (also inside `audience`), for sync_segment lookups and segment deletes.
    segmentId: bigint({ mode: 'number' }),
    content: jsonb().$type<TMessageContent>().notNull(),
    extra: jsonb().$type<TTaskExtra>().notNull(),
    periodType: text({ enum: TASK_PERIOD_TYPES }).notNull(),
    schedule: jsonb().$type<TTaskSchedule>().notNull(),
    status: text({ enum: TASK_STATUSES }).notNull().default('active'),
    nextRunAt: timestamp({ withTimezone: true }),
    lastRunAt: timestamp({ withTimezone: true }),
    triggerTaskId: bigint({ mode: 'number' }),
    // Times a run was queued again after a failure.
    requeueCount: integer().notNull().default(0),
    runCount: integer().notNull().default(0),
    // Bumped when a static task that already ran is saved again: its next run is a new slot (resend).
    revision: integer().notNull().default(1),
    webhookSecret: text(),
    // sync_segment: the last segment change already turned into a run.
    syncCursor: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('campaign_tasks_account_idx').on(t.accountId, t.id),
    index('campaign_tasks_account_campaign_idx').on(t.accountId, t.campaignId, t.id),
    index('campaign_tasks_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.status} = 'active' and ${t.nextRunAt} is not null`),
    index('campaign_tasks_sync_idx')
      .on(t.accountId, t.segmentId)
      .where(sql`${t.periodType} = 'sync_segment' and ${t.status} = 'active'`),
  ],
);

// One run of a task for one slot: the unique (task, slot) makes a slot run at most once, whatever
// the number of workers, schedulers or restarts. The row is the run log and its trigger record.
export const campaignTaskRuns = pgTable(
  'campaign_task_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    taskId: bigint({ mode: 'number' })
      .notNull()
      .references(() => campaignTasks.id, { onDelete: 'cascade' }),
    slot: text().notNull(),
    trigger: text({ enum: TASK_RUN_TRIGGERS }).notNull(),
    status: text({ enum: TASK_RUN_STATUSES }).notNull().default('queued'),
    // The trigger's data: webhook variables and recipients, sync_segment members, the chaining run.
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sendRunId: bigint({ mode: 'number' }),
    recipients: integer().notNull().default(0),
    error: text(),
    createdAt: createdAtColumn(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_task_runs_task_slot_unique').on(t.accountId, t.taskId, t.slot),
    index('campaign_task_runs_account_task_idx').on(t.accountId, t.taskId, t.id),
    index('campaign_task_runs_send_run_idx').on(t.accountId, t.sendRunId),
  ],
);
