import {
  HTTP_STATUS,
  ZWorkflowGraph,
  validateGraph,
  type TWorkflow,
  type TWorkflowGraph,
  type TWorkflowInput,
  type TWorkflowSummary,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { assertFeature } from '../billing';
import { workflowsRepository, type TWorkflowListRow, type TWorkflowRow } from './workflows.repository';

// Custom workflows: a draft edited freely, published as an immutable version when activated. Members
// already in a journey finish on the version they entered.

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
export async function activate(tx: DbOrTx, accountId: number, row: TWorkflowRow): Promise<void> {
  if (row.liveVersionId === null || row.draftChangedAt !== null) {
    const graph = ZWorkflowGraph.parse(row.draft);
    assertPublishable(graph);
    await workflowsRepository.publish(tx, accountId, row.id, graph);
  }
  await workflowsRepository.update(tx, accountId, row.id, { status: 'active' });
}

export async function setWorkflowStatus(
  deps: AppDeps,
  accountId: number,
  id: number,
  status: 'active' | 'paused',
): Promise<TWorkflow> {
  await deps.db.transaction(async (tx) => {
    const row = await findOr404(tx, accountId, id, true);
    if (status === 'active') await assertFeature(tx, accountId, 'automations');
    if (status === 'active') await activate(tx, accountId, row);
    else await workflowsRepository.update(tx, accountId, id, { status: 'paused' });
  });
  return getWorkflow(deps, accountId, id);
}

export async function deleteWorkflow(deps: AppDeps, accountId: number, id: number): Promise<void> {
  if (!(await workflowsRepository.delete(deps.db, accountId, id))) throw notFound();
}
