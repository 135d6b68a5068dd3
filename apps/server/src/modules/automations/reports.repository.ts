import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Aggregates of journey events and enrollments for reports: the only SQL of the reports.
type TTotals = {
  entered: number;
  holdout: number;
  goal: number;
  conversions: number;
  holdout_conversions: number;
  revenue: string | null;
};

export async function journeyTotals(db: DbOrTx, accountId: number, workflowIds: number[], since: Date) {
  if (workflowIds.length === 0) return new Map<number, { entered: number; sent: number; revenue: number }>();
  const r = await db.execute<{ workflow_id: number; entered: number; sent: number; revenue: string | null }>(sql`
    select workflow_id, count(*) filter (where kind = 'entered')::int as entered,
      count(*) filter (where kind = 'sent')::int as sent, sum(revenue) filter (where kind = 'converted') as revenue
    from journey_events where account_id = ${accountId} and workflow_id = any(${`{${workflowIds.join(',')}}`}::bigint[])
      and occurred_at >= ${since.toISOString()}::timestamptz
    group by workflow_id`);
  return new Map(
    r.rows.map((row) => [
      Number(row.workflow_id),
      { entered: row.entered, sent: row.sent, revenue: Number(row.revenue ?? 0) },
    ]),
  );
}

// One workflow's totals, states, per-node and per-day rows and its sends since `since`.
export async function journeyReportRows(db: DbOrTx, accountId: number, workflowId: number, since: string) {
  const scope = sql`account_id = ${accountId} and workflow_id = ${workflowId}`;
  const totals = await db.execute<TTotals>(sql`select
      count(*) filter (where kind = 'entered')::int as entered, count(*) filter (where kind = 'holdout')::int as holdout,
      count(*) filter (where kind = 'goal')::int as goal, count(*) filter (where kind = 'converted')::int as conversions,
      count(*) filter (where kind = 'holdout_converted')::int as holdout_conversions,
      sum(revenue) filter (where kind = 'converted') as revenue
    from journey_events where ${scope} and occurred_at >= ${since}::timestamptz`);
  const states = await db.execute<{ in_progress: number; completed: number }>(sql`select
      count(*) filter (where status in ('active', 'waiting'))::int as in_progress,
      count(*) filter (where status in ('completed', 'exited'))::int as completed
    from journey_enrollments where ${scope} and entered_at >= ${since}::timestamptz`);
  const nodes = await db.execute<{
    node_id: string;
    entered: number;
    sent: number;
    failed: number;
    waiting: number;
    converted: number;
    revenue: string | null;
  }>(sql`
    select n.node_id, n.entered, (n.sent + coalesce(h.delivered, 0))::int as sent, coalesce(h.failed, 0)::int as failed,
      coalesce(w.waiting, 0)::int as waiting,
      coalesce(c.converted, 0)::int as converted, c.revenue from (
      select node_id, count(*)::int as entered, count(*) filter (where kind = 'sent')::int as sent
      from journey_events where ${scope} and occurred_at >= ${since}::timestamptz
        and kind in ('visit', 'sent', 'skipped', 'waiting')
      group by node_id) n
    left join (select node_id, count(*) as waiting from journey_enrollments where ${scope} and status = 'waiting'
      group by node_id) w on w.node_id = n.node_id
    left join (select node_id, count(*) filter (where status = 'delivered') as delivered,
        count(*) filter (where status = 'failed') as failed
      from journey_webhooks where ${scope} and created_at >= ${since}::timestamptz group by node_id) h on h.node_id = n.node_id
    left join (select v.node_id, count(*) as converted, sum(j.revenue) as revenue
      from (select distinct enrollment_id, node_id from journey_events where ${scope}
        and occurred_at >= ${since}::timestamptz and kind in ('visit', 'sent', 'skipped', 'waiting')) v
      join journey_enrollments j on j.id = v.enrollment_id and j.account_id = ${accountId} and j.converted_at is not null
      group by v.node_id) c on c.node_id = n.node_id
    order by n.node_id`);
  const perDay = await db.execute<{
    day: string;
    entered: number;
    sent: number;
    conversions: number;
    revenue: string | null;
  }>(sql`
    select to_char(date_trunc('day', occurred_at), 'YYYY-MM-DD') as day,
      count(*) filter (where kind = 'entered')::int as entered, count(*) filter (where kind = 'sent')::int as sent,
      count(*) filter (where kind = 'converted')::int as conversions, sum(revenue) filter (where kind = 'converted') as revenue
    from journey_events where ${scope} and occurred_at >= ${since}::timestamptz
    group by 1 order by 1`);
  const sends = await db.execute<{ id: number }>(sql`select id from journey_sends where ${scope}
    and created_at >= ${since}::timestamptz`);
  return { totals, states, nodes, perDay, sends };
}
