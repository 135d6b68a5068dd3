import { ZWorkflowGraph, type TJourneyReport } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { outcomesOfSources } from '../messaging';
import { journeyReportRows } from './reports.repository';
import { workflowsRepository } from './workflows.repository';

// Reports are aggregates of journey events (entries, visits, sends, goals, conversions) and of the
// messages of the journey's sends, over the last `days` days (SPEC §9: automation revenue covers 30).
export const REPORT_DAYS = 30;

export async function journeyReport(
  deps: AppDeps,
  accountId: number,
  workflowId: number,
  now = new Date(),
  days = REPORT_DAYS,
): Promise<TJourneyReport> {
  const workflow = await workflowsRepository.find(deps.db, accountId, workflowId);
  if (!workflow) throw notFound();
  const graph =
    (await workflowsRepository.liveGraph(deps.db, accountId, workflow.liveVersionId)) ??
    ZWorkflowGraph.parse(workflow.draft);
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const { totals, states, nodes, perDay, sends } = await journeyReportRows(deps.db, accountId, workflowId, since);
  const t = totals.rows[0];
  return {
    days,
    conversion: graph.conversion,
    entered: t?.entered ?? 0,
    holdout: t?.holdout ?? 0,
    exitedByGoal: t?.goal ?? 0,
    conversions: t?.conversions ?? 0,
    holdoutConversions: t?.holdout_conversions ?? 0,
    revenue: Number(t?.revenue ?? 0),
    inProgress: states.rows[0]?.in_progress ?? 0,
    completed: states.rows[0]?.completed ?? 0,
    channels: await outcomesOfSources(
      deps.db,
      accountId,
      'automation',
      sends.rows.map((r) => Number(r.id)),
    ),
    nodes: nodes.rows.map((n) => ({
      nodeId: n.node_id,
      entered: n.entered,
      waiting: n.waiting,
      sent: n.sent,
      failed: n.failed,
      converted: n.converted,
      revenue: Number(n.revenue ?? 0),
    })),
    perDay: perDay.rows.map((d) => ({ ...d, revenue: Number(d.revenue ?? 0) })),
  };
}
