import {
  HTTP_STATUS,
  ZWorkflowGraph,
  FLOW_FILTER_ID,
  segmentTriggerId,
  validateGraph,
  type TInFlightChoice,
  type TWorkflow,
  type TWorkflowGraph,
  type TWorkflowInput,
  type TWorkflowSummary,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { assertPublicDestination } from '../../platform/egress';
import { assertFeature } from '../billing';
import { segmentExists } from '../segments';
import { couponPoolExists } from '../coupons';
import { moveToVersion } from './engine/version-move.repository';
import { workflowsRepository, type TWorkflowListRow, type TWorkflowRow } from './workflows.repository';

// Custom workflows: a draft edited freely, published as an immutable version when activated. Members
// already in a journey finish on the version they entered, or move to the new one (the merchant's choice).

export function toSummary(row: TWorkflowListRow): TWorkflowSummary {
  return {
    id: row.id,
    name: row.name,
    scenarioCode: row.scenarioCode,
    status: row.status,
    liveVersion: row.live_version,
    hasDraftChanges: row.draftChangedAt !== null,
    entered: row.entered,
    inProgress: row.in_progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// 422 naming every problem's node ("Node send1: …"), tr and en.
export function assertPublishable(graph: TWorkflowGraph): void {
  const issues = validateGraph(graph);
  if (issues.length === 0) return;
  const keys = issues.map((i) => `validation.graph_${i.code}|${i.nodeId}`);
  const fields: Record<string, string[]> = {};
  for (const i of issues) (fields[`nodes.${i.nodeId}`] ??= []).push(`validation.graph_${i.code}|${i.nodeId}`);
  throw new AppError('validation', HTTP_STATUS.validation, keys[0], {}, keys, fields);
}

// Every webhook step's address must reach the public internet (egress guard): 422 naming the node.
export async function assertWebhookDestinations(graph: TWorkflowGraph, allowPrivate: boolean): Promise<void> {
  for (const node of graph.nodes) {
    if (node.type !== 'webhook') continue;
    try {
      await assertPublicDestination(node.url, { field: 'url', kind: 'url', allowPrivate });
    } catch {
      throw nodeError('webhook_blocked', node.id);
    }
  }
}

const nodeError = (code: string, nodeId: string) => {
  const key = `validation.graph_${code}|${nodeId}`;
  return new AppError('validation', HTTP_STATUS.validation, key, {}, [key], { [`nodes.${nodeId}`]: [key] });
};

// What a graph names of the account must be the account's: the trigger's and the flow filter's segments,
// each send's coupon pool.
async function assertAccountReferences(tx: DbOrTx, accountId: number, graph: TWorkflowGraph): Promise<void> {
  const segmentId = segmentTriggerId(graph);
  if (typeof segmentId === 'number' && !(await segmentExists(tx, accountId, segmentId)))
    throw nodeError('segment_missing', 'trigger');
  for (const c of graph.flowFilter)
    if (c.kind === 'in_segment' && c.segmentId !== null && !(await segmentExists(tx, accountId, c.segmentId)))
      throw nodeError('flow_filter_incomplete', FLOW_FILTER_ID);
  for (const node of graph.nodes)
    if (node.type === 'send' && node.couponCampaignId !== null)
      if (!(await couponPoolExists(tx, accountId, node.couponCampaignId)))
        throw nodeError('coupon_pool_empty', node.id);
}

export async function listWorkflows(deps: AppDeps, accountId: number): Promise<TWorkflowSummary[]> {
  return (await workflowsRepository.list(deps.db, accountId, false)).map(toSummary);
}

async function findOr404(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TWorkflowRow> {
  const row = await workflowsRepository.find(db, accountId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function getWorkflow(deps: AppDeps, accountId: number, id: number): Promise<TWorkflow> {
  const row = await findOr404(deps.db, accountId, id);
  const summary = (await workflowsRepository.list(deps.db, accountId, row.scenarioCode !== null)).find(
    (r) => r.id === id,
  );
  if (!summary) throw notFound();
  return {
    ...toSummary(summary),
    draft: ZWorkflowGraph.parse(row.draft),
    live: await workflowsRepository.liveGraph(deps.db, accountId, row.liveVersionId),
  };
}

export async function createWorkflow(deps: AppDeps, accountId: number, input: TWorkflowInput): Promise<TWorkflow> {
  const row = await workflowsRepository.insert(deps.db, {
    accountId,
    name: input.name,
    draft: input.graph,
    draftChangedAt: new Date(),
  });
  return getWorkflow(deps, accountId, row.id);
}

export async function updateWorkflow(
  deps: AppDeps,
  accountId: number,
  id: number,
  input: TWorkflowInput,
): Promise<TWorkflow> {
  const row = await findOr404(deps.db, accountId, id);
  if (row.scenarioCode !== null) throw notFound();
  await workflowsRepository.update(deps.db, accountId, id, {
    name: input.name,
    draft: input.graph,
    draftChangedAt: new Date(),
  });
  return getWorkflow(deps, accountId, id);
}

// Activating publishes the draft when it changed (validated first); pausing holds members where they are.
// Members inside finish on the version they entered, unless the merchant moves them to the new one.
export async function activate(
  tx: DbOrTx,
  accountId: number,
  row: TWorkflowRow,
  inFlight: TInFlightChoice = 'finish',
): Promise<void> {
  if (row.liveVersionId === null || row.draftChangedAt !== null) {
    const graph = ZWorkflowGraph.parse(row.draft);
    assertPublishable(graph);
    const versionId = await workflowsRepository.publish(tx, accountId, row.id, graph);
    if (inFlight === 'move' && row.liveVersionId !== null)
      await moveToVersion(tx, accountId, row.id, versionId, graph, new Date());
  }
  await workflowsRepository.update(tx, accountId, row.id, { status: 'active' });
}

export async function setWorkflowStatus(
  deps: AppDeps,
  accountId: number,
  id: number,
  status: 'active' | 'paused',
  inFlight: TInFlightChoice = 'finish',
): Promise<TWorkflow> {
  await deps.db.transaction(async (tx) => {
    const row = await findOr404(tx, accountId, id, true);
    if (status === 'active') {
      await assertFeature(tx, accountId, 'automations');
      const graph = ZWorkflowGraph.parse(row.draft);
      // Structural problems first (they name every node); then where the webhooks point.
      if (row.liveVersionId === null || row.draftChangedAt !== null) assertPublishable(graph);
      await assertWebhookDestinations(graph, deps.config.egressAllowPrivate);
      await assertAccountReferences(tx, accountId, graph);
      await activate(tx, accountId, row, inFlight);
    } else await workflowsRepository.update(tx, accountId, id, { status: 'paused' });
  });
  return getWorkflow(deps, accountId, id);
}

export async function deleteWorkflow(deps: AppDeps, accountId: number, id: number): Promise<void> {
  if (!(await workflowsRepository.delete(deps.db, accountId, id))) throw notFound();
}
