import { sql } from 'drizzle-orm';
import { ZWorkflowGraph, type TWorkflowGraph } from '@ulak/shared';
import type { DbOrTx } from '../../../platform/db/database';

// Enrollments and journey events: claims, set-based updates and appends (one statement per batch).

export type TClaimedRow = {
  id: number;
  account_id: number;
  workflow_id: number;
  version_id: number;
  member_id: number;
  status: 'active' | 'waiting';
  node_id: string | null;
  step: number;
  context: Record<string, unknown>;
  entered_at: Date;
  wake_at: Date;
};

export type TEnrollmentUpdate = {
  id: number;
  status: string;
  node_id: string | null;
  wake_at: string | null;
  wait_event: string | null;
  wait_key: string | null;
  step: number;
  context: Record<string, unknown>;
};

export type TJourneyEventRow = {
  account_id: number;
  workflow_id: number;
  version_id: number;
  enrollment_id: number;
  member_id: number;
  node_id: string;
  step: number;
  kind: string;
  channel: string | null;
  send_id: number | null;
  revenue: number | null;
  branch?: string | null;
};

export type TVersionRow = { id: number; workflow_id: number; account_id: number; graph: TWorkflowGraph };

export const journeysRepository = {
  // Due enrollments of every account, oldest first; concurrent workers split them (SKIP LOCKED).
  async claimDue(tx: DbOrTx, now: Date, limit: number): Promise<TClaimedRow[]> {
    const r = await tx.execute<TClaimedRow>(sql`select id, account_id, workflow_id, version_id, member_id, status,
        node_id, step, context, entered_at, wake_at
      from journey_enrollments
      where status in ('active', 'waiting') and wake_at is not null and wake_at <= ${now.toISOString()}::timestamptz
        -- a paused workflow holds its members where they are
        and exists (select 1 from workflows w where w.id = journey_enrollments.workflow_id and w.status = 'active')
      order by wake_at limit ${limit}
      for update skip locked`);
    return r.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      account_id: Number(row.account_id),
      workflow_id: Number(row.workflow_id),
      version_id: Number(row.version_id),
      member_id: Number(row.member_id),
      entered_at: new Date(row.entered_at),
      wake_at: new Date(row.wake_at),
    }));
  },

  async versions(tx: DbOrTx, ids: number[]): Promise<TVersionRow[]> {
    if (ids.length === 0) return [];
    const r = await tx.execute<TVersionRow>(sql`select id, workflow_id, account_id, graph from workflow_versions
      where id = any(${`{${ids.join(',')}}`}::bigint[])`);
    return r.rows.map((row) => ({
      ...row,
      // Versions published before a graph field existed read with its default.
      graph: ZWorkflowGraph.parse(row.graph),
      id: Number(row.id),
      workflow_id: Number(row.workflow_id),
      account_id: Number(row.account_id),
    }));
  },

  // Smart sending: the members among `memberIds` who got a message from the workflow since `since`.
  async sentSince(
    tx: DbOrTx,
    accountId: number,
    workflowId: number,
    memberIds: number[],
    since: Date,
  ): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const r = await tx.execute<{ member_id: number }>(sql`select distinct member_id from journey_events
      where account_id = ${accountId} and workflow_id = ${workflowId} and kind = 'sent'
        and occurred_at > ${since.toISOString()}::timestamptz
        and member_id = any(${`{${memberIds.join(',')}}`}::bigint[])`);
    return new Set(r.rows.map((row) => Number(row.member_id)));
  },

  async update(tx: DbOrTx, now: Date, rows: TEnrollmentUpdate[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`update journey_enrollments e set status = u.status, node_id = u.node_id,
        wake_at = u.wake_at, wait_event = u.wait_event, wait_key = u.wait_key, step = u.step, context = u.context,
        finished_at = case when u.status in ('active', 'waiting') then null else ${now.toISOString()}::timestamptz end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(id bigint, status text, node_id text,
        wake_at timestamptz, wait_event text, wait_key text, step int, context jsonb)
      where e.id = u.id`);
  },

  // Appends visits; a visit already recorded (same enrollment and step) fails the batch, so a step
  // replayed by a second worker can never commit its send.
  async appendEvents(tx: DbOrTx, now: Date, rows: TJourneyEventRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id,
        node_id, step, kind, channel, send_id, revenue, branch, occurred_at)
      select account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, channel, send_id,
        revenue, branch, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, workflow_id bigint,
        version_id bigint, enrollment_id bigint, member_id bigint, node_id text, step int, kind text, channel text,
        send_id bigint, revenue numeric, branch text)`);
  },

  async insertSend(
    tx: DbOrTx,
    row: { accountId: number; workflowId: number; versionId: number; nodeId: string; channel: string },
  ): Promise<number> {
    const r = await tx.execute<{
      id: number;
    }>(sql`insert into journey_sends (account_id, workflow_id, version_id, node_id, channel)
      values (${row.accountId}, ${row.workflowId}, ${row.versionId}, ${row.nodeId}, ${row.channel}) returning id`);
    return Number(r.rows[0]?.id);
  },

  // An A/B split's sample (its first `size` members, in the order they passed): per branch, members,
  // conversions and revenue, and when the last of them passed.
  async splitSample(tx: DbOrTx, accountId: number, workflowId: number, nodeId: string, size: number) {
    const r = await tx.execute<{
      branch: string;
      members: number;
      conversions: number;
      revenue: string;
      last: Date;
    }>(sql`
      with sample as (
        select enrollment_id, branch, occurred_at from journey_events
        where account_id = ${accountId} and workflow_id = ${workflowId} and node_id = ${nodeId} and kind = 'visit'
          and branch is not null
        order by id limit ${size})
      select s.branch, count(*)::int as members, count(j.converted_at)::int as conversions,
        coalesce(sum(j.revenue), 0) as revenue, max(s.occurred_at) as last
      from sample s join journey_enrollments j on j.account_id = ${accountId} and j.id = s.enrollment_id
      group by s.branch`);
    return r.rows.map((row) => ({ ...row, revenue: Number(row.revenue), last: new Date(row.last) }));
  },

  async earliestWake(tx: DbOrTx): Promise<Date | null> {
    const r = await tx.execute<{ at: Date | null }>(sql`select min(wake_at) as at from journey_enrollments
      where status in ('active', 'waiting') and wake_at is not null`);
    const at = r.rows[0]?.at;
    return at ? new Date(at) : null;
  },

  // What a send's messages need per member: the trigger context of the enrollment that sent it.
  async sendContexts(
    tx: DbOrTx,
    accountId: number,
    sendId: number,
    memberIds: number[],
  ): Promise<{ member_id: number; context: Record<string, unknown>; version_id: number; node_id: string }[]> {
    if (memberIds.length === 0) return [];
    const r = await tx.execute<{
      member_id: number;
      context: Record<string, unknown>;
      version_id: number;
      node_id: string;
    }>(sql`select j.member_id, e.context, j.version_id, j.node_id from journey_events j
      join journey_enrollments e on e.id = j.enrollment_id
      where j.account_id = ${accountId} and j.send_id = ${sendId}
        and j.member_id = any(${`{${memberIds.join(',')}}`}::bigint[])`);
    return r.rows.map((row) => ({ ...row, member_id: Number(row.member_id), version_id: Number(row.version_id) }));
  },
};
