import {
  ZWorkflowGraph,
  type TDryRunInput,
  type TDryRunResult,
  type TDryRunStep,
  type TWorkflowGraph,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationError } from '../../platform/http/app-error';
import { assertMemberOf } from '../audience';
import { batchFacts } from './engine/advance.service';
import { walk, type TEnrollmentState, type TWalkFacts } from './engine/walk';
import { workflowsRepository } from './workflows.repository';

// A dry run: one member walks a workflow's graph with that member's facts, on a simulated clock that
// jumps to each wait's due time (an event wait as if it timed out). Nothing is written, nothing is sent.
const MAX_WAITS = 50;

export async function dryRun(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  workflowId: number,
  input: Required<TDryRunInput>,
  now = new Date(),
): Promise<TDryRunResult> {
  const row = await workflowsRepository.find(deps.db, accountId, workflowId);
  if (!row) throw notFound();
  await assertMemberOf(deps.db, accountId, input.memberId);
  const graph: TWorkflowGraph | null =
    input.source === 'draft'
      ? ZWorkflowGraph.parse(row.draft)
      : await workflowsRepository.liveGraph(deps.db, accountId, row.liveVersionId);
  if (!graph) throw validationError('validation.workflow_not_live', 'source');

  const facts = await batchFacts(
    deps.db,
    accountId,
    [
      {
        id: 0,
        account_id: accountId,
        workflow_id: workflowId,
        version_id: 0,
        member_id: input.memberId,
        status: 'active',
        node_id: graph.start,
        step: 0,
        context: {},
        entered_at: now,
        wake_at: now,
      },
    ],
    new Map([[workflowId, graph]]),
    now,
  );
  const reach = facts.reach.get(input.memberId);
  const factsAt = (clock: Date): TWalkFacts => ({
    now: clock,
    timeZone: facts.timeZone,
    reachable: (channel) =>
      channel === 'email' || channel === 'sms' || channel === 'whatsapp' ? Boolean(reach?.[channel]) : true,
    inSegment: (segmentId) => facts.segments.get(input.memberId)?.has(segmentId) ?? false,
    eventSinceEntry: (event) => facts.hadEvent.get(event)?.has(input.memberId) ?? false,
    memberField: (field) => reach?.fields[field],
    recentlySent: () => facts.recent.get(workflowId)?.has(input.memberId) ?? false,
    splitWinner: (nodeId) => facts.winners.get(`${workflowId}|${nodeId}`) ?? null,
  });

  const steps: TDryRunStep[] = [];
  // The member id stands in for the enrollment id: an A/B split buckets this member the same way each run.
  let state: TEnrollmentState = {
    id: input.memberId,
    memberId: input.memberId,
    status: 'active',
    nodeId: graph.start,
    step: 0,
    context: { trigger: input.trigger },
    enteredAt: now,
  };
  let clock = now;
  for (let i = 0; i <= MAX_WAITS; i++) {
    const result = walk(graph, state, factsAt(clock));
    for (const v of result.visits)
      steps.push({
        nodeId: v.nodeId,
        kind: v.kind,
        at: clock.toISOString(),
        channel: v.channel,
        branch: v.branch ?? null,
        dueAt: v.wakeAt?.toISOString() ?? null,
      });
    const s = result.state;
    if (s.status !== 'waiting' || s.wakeAt === null) break;
    state = { ...state, status: 'waiting', nodeId: s.nodeId, step: s.step, context: s.context };
    clock = s.wakeAt;
  }
  return { memberId: input.memberId, source: input.source, steps };
}
