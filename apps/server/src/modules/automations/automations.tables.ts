import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SCENARIO_CODES, WORKFLOW_STATUSES, type TScenarioSettings, type TWorkflowGraph } from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { members } from '../audience/audience.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// A workflow (custom journey, or one of the 13 scenarios when `scenario_code` is set): one draft graph
// and a pointer to the live one of its immutable versions.
export const workflows = pgTable(
  'workflows',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    scenarioCode: text({ enum: SCENARIO_CODES }),
    status: text({ enum: WORKFLOW_STATUSES }).notNull().default('draft'),
    // A scenario's SPEC §3 settings; its graph is built from them.
    settings: jsonb().$type<TScenarioSettings>(),
    draft: jsonb().$type<TWorkflowGraph>().notNull(),
    liveVersionId: bigint({ mode: 'number' }),
    draftChangedAt: timestamp({ withTimezone: true }),
    // The key outgoing webhooks are signed with (HMAC-SHA256), sealed; made on first use.
    webhookSecret: text(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('workflows_account_idx').on(t.accountId, t.id),
    uniqueIndex('workflows_account_scenario_unique')
      .on(t.accountId, t.scenarioCode)
      .where(sql`${t.scenarioCode} is not null`),
  ],
);

// A published graph, never changed; members in a journey walk the version they entered.
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    graph: jsonb().$type<TWorkflowGraph>().notNull(),
    // Denormalised from the graph for the event path: what starts it and what ends it.
    triggerEvent: text(),
    goalEvents: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('workflow_versions_workflow_version_unique').on(t.accountId, t.workflowId, t.version),
    index('workflow_versions_account_trigger_idx').on(t.accountId, t.triggerEvent),
  ],
);

// One member's journey through one version, for one entry key (a cart, an order, a date).
export const journeyEnrollments = pgTable(
  'journey_enrollments',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    versionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflowVersions.id, { onDelete: 'cascade' }),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    entryKey: text().notNull().default(''),
    // active: runs node_id at wake_at; waiting: parked in the wait node_id until wake_at or wait_event;
    // then completed, exited, goal (an exit goal happened) or holdout (held out at entry, gets nothing).
    status: text().notNull().default('active'),
    nodeId: text(),
    wakeAt: timestamp({ withTimezone: true }),
    waitEvent: text(),
    waitKey: text(),
    // Visits so far: the next visit's sequence number, part of each visit's unique key.
    step: integer().notNull().default(0),
    // The trigger's properties (`trigger.*` in messages) and what a wait matched.
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    // Why an exited journey ended where the walk did not end it: 'node_removed' (moved to a new version
    // that no longer has its node).
    exitReason: text(),
    convertedAt: timestamp({ withTimezone: true }),
    revenue: numeric({ precision: 14, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('journey_enrollments_entry_unique').on(t.accountId, t.versionId, t.memberId, t.entryKey),
    index('journey_enrollments_due_idx')
      .on(t.wakeAt)
      .where(sql`${t.status} in ('active', 'waiting') and ${t.wakeAt} is not null`),
    index('journey_enrollments_member_active_idx')
      .on(t.accountId, t.memberId)
      .where(sql`${t.status} in ('active', 'waiting')`),
    index('journey_enrollments_workflow_member_idx').on(t.accountId, t.workflowId, t.memberId, t.enteredAt),
  ],
);

// Every visit of a node (and entries, exits, conversions), appended: counters and reports are
// aggregates of it. (enrollment, step) is unique, so a replayed step cannot be counted or sent twice.
export const journeyEvents = pgTable(
  'journey_events',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' }).notNull(),
    versionId: bigint({ mode: 'number' }).notNull(),
    enrollmentId: bigint({ mode: 'number' }).notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    nodeId: text().notNull(),
    step: integer().notNull(),
    kind: text().notNull(),
    channel: text(),
    // The way a condition ('yes' / 'no') or an A/B split ('1', '2', …) went: A/B winners are chosen on it.
    branch: text(),
    sendId: bigint({ mode: 'number' }),
    revenue: numeric({ precision: 14, scale: 2, mode: 'number' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('journey_events_step_unique').on(t.accountId, t.enrollmentId, t.step),
    index('journey_events_workflow_idx').on(t.accountId, t.workflowId, t.occurredAt),
    index('journey_events_send_idx')
      .on(t.accountId, t.sendId)
      .where(sql`${t.sendId} is not null`),
  ],
);

// The source of a send run: one send node's members of one claimed batch, on one channel.
export const journeySends = pgTable(
  'journey_sends',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' }).notNull(),
    versionId: bigint({ mode: 'number' }).notNull(),
    nodeId: text().notNull(),
    channel: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('journey_sends_account_workflow_idx').on(t.accountId, t.workflowId, t.id)],
);

// A read-only link to one workflow for someone with no login (an agency, a colleague): only the hash of
// its token is kept; revoking it ends it at once.
export const workflowShareLinks = pgTable(
  'workflow_share_links',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAtColumn(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('workflow_share_links_token_unique').on(t.tokenHash),
    index('workflow_share_links_workflow_idx').on(t.accountId, t.workflowId, t.id),
  ],
);

// One accepted incoming webhook delivery of a webhook-triggered workflow: (workflow, delivery id) is unique,
// so a retried delivery starts no second journey.
export const workflowWebhookDeliveries = pgTable(
  'workflow_webhook_deliveries',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    deliveryId: text().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    // entered or not_entered (the entry rule kept the member out): what a duplicate answers too.
    outcome: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('workflow_webhook_deliveries_unique').on(t.accountId, t.workflowId, t.deliveryId)],
);

export const JOURNEY_WEBHOOK_STATUSES = ['pending', 'delivered', 'failed'] as const;

// One outgoing webhook call of one journey at one node: written with the step, delivered by its own
// job after the step commits. (enrollment, node) is unique: it is the idempotency key the merchant sees.
export const journeyWebhooks = pgTable(
  'journey_webhooks',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    workflowId: bigint({ mode: 'number' })
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    enrollmentId: bigint({ mode: 'number' }).notNull(),
    nodeId: text().notNull(),
    url: text().notNull(),
    // The JSON body, fixed when the step ran so every retry sends the same bytes.
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: JOURNEY_WEBHOOK_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    // The last answer's HTTP status, or why there was none ('blocked', 'unreachable').
    lastStatus: integer(),
    lastError: text(),
    createdAt: createdAtColumn(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('journey_webhooks_enrollment_node_unique').on(t.accountId, t.enrollmentId, t.nodeId),
    index('journey_webhooks_workflow_node_idx').on(t.accountId, t.workflowId, t.nodeId),
  ],
);
