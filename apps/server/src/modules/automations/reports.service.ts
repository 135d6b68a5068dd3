import { sql } from 'drizzle-orm';
import type { TJourneyReport } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { outcomesOfSources } from '../messaging';
import { workflowsRepository } from './workflows.repository';

// Reports are aggregates of journey events (entries, visits, sends, goals, conversions) and of the
// messages of the journey's sends, over the last `days` days (SPEC §9: automation revenue covers 30).
export const REPORT_DAYS = 30;

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

export async function journeyReport(
  deps: AppDeps,
  accountId: number,
  workflowId: number,
  now = new Date(),
  days = REPORT_DAYS,
): Promise<TJourneyReport> {
  if (!(await workflowsRepository.find(deps.db, accountId, workflowId))) throw notFound();
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const db = deps.db;
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
  const nodes = await db.execute<{ node_id: string; entered: number; sent: number; waiting: number }>(sql`
    select n.node_id, n.entered, n.sent, coalesce(w.waiting, 0)::int as waiting from (
      select node_id, count(*)::int as entered, count(*) filter (where kind = 'sent')::int as sent
      from journey_events where ${scope} and occurred_at >= ${since}::timestamptz
        and kind in ('visit', 'sent', 'skipped', 'waiting')
      group by node_id) n
    left join (select node_id, count(*) as waiting from journey_enrollments where ${scope} and status = 'waiting'
      group by node_id) w on w.node_id = n.node_id
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
  const t = totals.rows[0];
  return {
    days,
    entered: t?.entered ?? 0,
    holdout: t?.holdout ?? 0,
    exitedByGoal: t?.goal ?? 0,
    conversions: t?.conversions ?? 0,
    holdoutConversions: t?.holdout_conversions ?? 0,
    revenue: Number(t?.revenue ?? 0),
    inProgress: states.rows[0]?.in_progress ?? 0,
    completed: states.rows[0]?.completed ?? 0,
    channels: await outcomesOfSources(
      db,
      accountId,
      'automation',
      sends.rows.map((r) => Number(r.id)),
    ),
    nodes: nodes.rows.map((n) => ({ nodeId: n.node_id, entered: n.entered, waiting: n.waiting, sent: n.sent })),
    perDay: perDay.rows.map((d) => ({ ...d, revenue: Number(d.revenue ?? 0) })),
  };
}
