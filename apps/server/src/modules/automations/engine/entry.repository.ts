import { sql } from 'drizzle-orm';
import { ZWorkflowGraph, type TWorkflowGraph } from '@ulak/shared';
import type { DbOrTx } from '../../../platform/db/database';

// Entering, waking and ending journeys from outside events: set-based statements per version or event batch.

export type TLiveVersion = { id: number; workflow_id: number; account_id: number; graph: TWorkflowGraph };
export type TEntryCandidate = { member_id: number; entry_key: string; context: Record<string, unknown> };
export type TMemberEvent = {
  member_id: number;
  name: string;
  properties: Record<string, unknown>;
  application_id: number | null;
};

export type TWaitingRow = {
  id: number;
  member_id: number;
  version_id: number;
  node_id: string;
  wait_event: string;
  wait_key: string | null;
  context: Record<string, unknown>;
};

const iso = (d: Date) => d.toISOString();

export const entryRepository = {
  // Live versions of active workflows that start on one of these triggers (or of one workflow).
  async liveVersions(
    db: DbOrTx,
    accountId: number | null,
    triggers: string[] | null,
    workflowId: number | null = null,
  ): Promise<TLiveVersion[]> {
    if (triggers !== null && triggers.length === 0) return [];
    const which =
      triggers === null
        ? sql`and w.id = ${workflowId}`
        : sql`and v.trigger_event = any(${`{${triggers.map((t) => `"${t.replace(/"/g, '')}"`).join(',')}}`}::text[])`;
    const r = await db.execute<TLiveVersion>(sql`select v.id, v.workflow_id, v.account_id, v.graph
      from workflows w join workflow_versions v on v.id = w.live_version_id
      where w.status = 'active' ${accountId === null ? sql`` : sql`and w.account_id = ${accountId}`} ${which}`);
    return r.rows.map((row) => ({
      ...row,
      // Versions published before a graph field existed read with its default.
      graph: ZWorkflowGraph.parse(row.graph),
      id: Number(row.id),
      workflow_id: Number(row.workflow_id),
      account_id: Number(row.account_id),
    }));
  },

  // Enters members by the version's entry rule (once ever, or again after N days and never twice at a
  // time); a share of them, drawn at random, is held out. Each entry appends its 'entered' visit.
  async enter(db: DbOrTx, version: TLiveVersion, candidates: TEntryCandidate[], now: Date): Promise<number> {
    if (candidates.length === 0) return 0;
    const g = version.graph;
    const once = g.entry.mode === 'once';
    const days = g.entry.mode === 'again_after' ? g.entry.days : 0;
    const r = await db.execute<{ n: number }>(sql`
      with c as (
        select distinct on (member_id) member_id, entry_key, context
        from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb) as x(member_id bigint, entry_key text, context jsonb)
        order by member_id
      ), ins as (
        insert into journey_enrollments (account_id, workflow_id, version_id, member_id, entry_key, status, node_id,
          wake_at, step, context, entered_at, finished_at)
        select ${version.account_id}, ${version.workflow_id}, ${version.id}, c.member_id,
          case when ${once} then '' else c.entry_key end, h.status, ${g.start},
          case when h.status = 'active' then ${iso(now)}::timestamptz end, 1, c.context, ${iso(now)}::timestamptz,
          case when h.status = 'holdout' then ${iso(now)}::timestamptz end
        from c cross join lateral (select case when random() * 100 < ${g.holdoutPercent} then 'holdout' else 'active' end as status) h
        where not exists (select 1 from journey_enrollments e
          where e.account_id = ${version.account_id} and e.workflow_id = ${version.workflow_id} and e.member_id = c.member_id
            and (${once} or e.status in ('active', 'waiting')
              or e.entered_at > ${iso(now)}::timestamptz - make_interval(days => ${days})))
        on conflict do nothing
        returning id, member_id, status
      ), ev as (
        insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, occurred_at)
        select ${version.account_id}, ${version.workflow_id}, ${version.id}, id, member_id, 'trigger', 0,
          case when status = 'holdout' then 'holdout' else 'entered' end, ${iso(now)}::timestamptz
        from ins
        returning 1
      )
      select (select count(*) from ev)::int as n`);
    return Number(r.rows[0]?.n ?? 0);
  },

  // Exit goals: the members' journeys whose version ends on the event stop now, even mid-wait.
  async exitOnGoals(db: DbOrTx, accountId: number, events: TMemberEvent[], now: Date): Promise<number> {
    if (events.length === 0) return 0;
    const pairs = JSON.stringify(events.map((e) => ({ member_id: e.member_id, name: e.name })));
    const r = await db.execute<{ n: number }>(sql`
      with x as (select distinct member_id, name from jsonb_to_recordset(${pairs}::jsonb) as x(member_id bigint, name text)),
      done as (
        update journey_enrollments e set status = 'goal', finished_at = ${iso(now)}::timestamptz, wake_at = null,
          wait_event = null, step = e.step + 1
        from workflow_versions v, x
        where e.account_id = ${accountId} and e.status in ('active', 'waiting') and e.member_id = x.member_id
          and v.id = e.version_id and x.name = any(v.goal_events)
        returning e.id, e.workflow_id, e.version_id, e.member_id, e.step - 1 as step, e.node_id
      ), ev as (
        insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, occurred_at)
        select ${accountId}, workflow_id, version_id, id, member_id, coalesce(node_id, 'end'), step, 'goal', ${iso(now)}::timestamptz
        from done returning 1
      )
      select (select count(*) from ev)::int as n`);
    return Number(r.rows[0]?.n ?? 0);
  },

  // The version's conversion goal (a purchase unless it names another event, with an optional minimum order
  // value) happening within 7 days of entering converts the journey once, holdouts included, with the
  // qualifying events' order value as its revenue.
  async convert(
    db: DbOrTx,
    accountId: number,
    events: { member_id: number; name: string; value: number }[],
    now: Date,
  ): Promise<void> {
    if (events.length === 0) return;
    await db.execute(sql`
      with x as (select member_id, name, value
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(member_id bigint, name text, value numeric)),
      q as (
        select e.id, sum(x.value) as revenue
        from journey_enrollments e
        join workflow_versions v on v.id = e.version_id
        join x on x.member_id = e.member_id and x.name = coalesce(v.graph #>> '{conversion,event}', 'purchase')
        where e.account_id = ${accountId} and e.converted_at is null
          and e.entered_at > ${iso(now)}::timestamptz - interval '7 days'
          and (v.graph #>> '{conversion,minOrderValue}' is null
            or x.value >= (v.graph #>> '{conversion,minOrderValue}')::numeric)
        group by e.id
      ),
      conv as (
        update journey_enrollments e set converted_at = ${iso(now)}::timestamptz, revenue = q.revenue, step = e.step + 1
        from q where e.id = q.id
        returning e.id, e.workflow_id, e.version_id, e.member_id, e.step - 1 as step, e.revenue, e.status
      )
      insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, revenue, occurred_at)
      select ${accountId}, workflow_id, version_id, id, member_id, 'goal',
        step, case when status = 'holdout' then 'holdout_converted' else 'converted' end, revenue, ${iso(now)}::timestamptz
      from conv`);
  },

  // Members' journeys parked in a wait for one of these events.
  async waitingFor(db: DbOrTx, accountId: number, events: TMemberEvent[]): Promise<TWaitingRow[]> {
    if (events.length === 0) return [];
    const pairs = JSON.stringify(events.map((e) => ({ member_id: e.member_id, name: e.name })));
    const r =
      await db.execute<TWaitingRow>(sql`select e.id, e.member_id, e.version_id, e.node_id, e.wait_event, e.wait_key, e.context
      from journey_enrollments e
      join (select distinct member_id, name from jsonb_to_recordset(${pairs}::jsonb) as x(member_id bigint, name text)) x
        on x.member_id = e.member_id and x.name = e.wait_event
      where e.account_id = ${accountId} and e.status = 'waiting'`);
    return r.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      member_id: Number(row.member_id),
      version_id: Number(row.version_id),
    }));
  },

  async wake(db: DbOrTx, rows: { id: number; matched: Record<string, unknown> }[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`update journey_enrollments e
      set context = e.context || jsonb_build_object('matched', w.matched), wake_at = ${iso(now)}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(id bigint, matched jsonb)
      where e.id = w.id and e.status = 'waiting'`);
  },
};
