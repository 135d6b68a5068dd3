import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  ZWorkflowGraph,
  type TNewWorkflowShareLink,
  type TSharedWorkflow,
  type TWorkflowShareLink,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { hashToken, newToken } from '../../platform/crypto/tokens';
import { AppError, notFound } from '../../platform/http/app-error';
import { workflowShareLinks, workflowVersions, workflows } from './automations.tables';
import { workflowsRepository } from './workflows.repository';

// Share links: an opaque token (only its hash is stored) opens one workflow read-only, until revoked.
type TLinkRow = typeof workflowShareLinks.$inferSelect;

const toLink = (row: TLinkRow): TWorkflowShareLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function assertWorkflow(deps: Pick<AppDeps, 'db'>, accountId: number, workflowId: number) {
  if (!(await workflowsRepository.find(deps.db, accountId, workflowId))) throw notFound();
}

export async function listShareLinks(deps: Pick<AppDeps, 'db'>, accountId: number, workflowId: number) {
  await assertWorkflow(deps, accountId, workflowId);
  const rows = await deps.db
    .select()
    .from(workflowShareLinks)
    .where(and(eq(workflowShareLinks.accountId, accountId), eq(workflowShareLinks.workflowId, workflowId)))
    .orderBy(desc(workflowShareLinks.id));
  return rows.map(toLink);
}

export async function createShareLink(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  workflowId: number,
): Promise<TNewWorkflowShareLink> {
  await assertWorkflow(deps, accountId, workflowId);
  const token = newToken();
  const [row] = await deps.db
    .insert(workflowShareLinks)
    .values({ accountId, workflowId, tokenHash: hashToken(token) })
    .returning();
  if (!row) throw notFound();
  return { ...toLink(row), token };
}

export async function revokeShareLink(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  workflowId: number,
  linkId: number,
): Promise<TWorkflowShareLink> {
  const [row] = await deps.db
    .update(workflowShareLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(workflowShareLinks.accountId, accountId),
        eq(workflowShareLinks.workflowId, workflowId),
        eq(workflowShareLinks.id, linkId),
        isNull(workflowShareLinks.revokedAt),
      ),
    )
    .returning();
  if (!row) throw notFound();
  return toLink(row);
}

// A forged, unknown or revoked token: one answer, "this link is invalid".
export async function sharedWorkflow(deps: Pick<AppDeps, 'db'>, token: string): Promise<TSharedWorkflow> {
  const [row] = await deps.db
    .select({
      name: workflows.name,
      status: workflows.status,
      draft: workflows.draft,
      version: workflowVersions.version,
      live: workflowVersions.graph,
    })
    .from(workflowShareLinks)
    .innerJoin(
      workflows,
      and(eq(workflows.id, workflowShareLinks.workflowId), eq(workflows.accountId, workflowShareLinks.accountId)),
    )
    .leftJoin(
      workflowVersions,
      and(eq(workflowVersions.id, workflows.liveVersionId), eq(workflowVersions.accountId, workflows.accountId)),
    )
    .where(and(eq(workflowShareLinks.tokenHash, hashToken(token)), isNull(workflowShareLinks.revokedAt)));
  if (!row) throw new AppError('token_invalid', 404);
  return {
    name: row.name,
    status: row.status,
    liveVersion: row.version,
    graph: ZWorkflowGraph.parse(row.live ?? row.draft),
  };
}
