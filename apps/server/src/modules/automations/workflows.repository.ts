import { and, eq, sql } from 'drizzle-orm';
import {
  ZWorkflowGraph,
  type TScenarioCode,
  type TScenarioSettings,
  type TWorkflowGraph,
  type TWorkflowStatus,
} from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { workflows, workflowVersions } from './automations.tables';

export type TWorkflowRow = typeof workflows.$inferSelect;
export type TWorkflowListRow = Omit<TWorkflowRow, 'webhookSecret'> & {
  live_version: number | null;
  entered: number;
  in_progress: number;
};

// What starts a version, denormalised for the event path: an event name, 'date:<kind>' or 'webhook'.
export function triggerKeyOf(graph: TWorkflowGraph): string {
  const t = graph.trigger;
  if (t.kind === 'event') return t.event;
  return t.kind === 'date' ? `date:${t.date}` : 'webhook';
}

export const workflowsRepository = {
  async list(db: DbOrTx, accountId: number, scenarios: boolean): Promise<TWorkflowListRow[]> {
    const r = await db.execute<Record<string, unknown>>(sql`select w.*, v.version as live_version,
        (select count(*) from journey_enrollments e where e.account_id = w.account_id and e.workflow_id = w.id)::int as entered,
        (select count(*) from journey_enrollments e where e.account_id = w.account_id and e.workflow_id = w.id
          and e.status in ('active', 'waiting'))::int as in_progress
      from workflows w left join workflow_versions v on v.id = w.live_version_id
      where w.account_id = ${accountId} and (w.scenario_code is not null) = ${scenarios}
      order by w.id desc`);
    return r.rows.map((row) => ({
      id: Number(row.id),
      accountId: Number(row.account_id),
      name: String(row.name),
      scenarioCode: (row.scenario_code as TScenarioCode | null) ?? null,
      status: row.status as TWorkflowStatus,
      settings: (row.settings as TScenarioSettings | null) ?? null,
      draft: row.draft as TWorkflowGraph,
      liveVersionId: row.live_version_id === null ? null : Number(row.live_version_id),
      draftChangedAt: row.draft_changed_at ? new Date(row.draft_changed_at as string) : null,
      createdAt: new Date(row.created_at as string),
      updatedAt: new Date(row.updated_at as string),
      live_version: row.live_version === null ? null : Number(row.live_version),
      entered: Number(row.entered),
      in_progress: Number(row.in_progress),
    }));
  },

  async find(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TWorkflowRow | undefined> {
    const q = db
      .select()
      .from(workflows)
      .where(and(eq(workflows.accountId, accountId), eq(workflows.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  // The scenarios whose settings name this campaign, locked (their status follows the campaign's).
  async scenariosOfCampaign(db: DbOrTx, accountId: number, campaignId: number): Promise<TWorkflowRow[]> {
    return db
      .select()
      .from(workflows)
      .where(
        and(
          eq(workflows.accountId, accountId),
          sql`${workflows.scenarioCode} is not null and (${workflows.settings}->>'campaignId')::bigint = ${campaignId}`,
        ),
      )
      .orderBy(workflows.id)
      .for('update');
  },

  async findScenario(db: DbOrTx, accountId: number, code: TScenarioCode): Promise<TWorkflowRow | undefined> {
    const [row] = await db
      .select()
      .from(workflows)
      .where(and(eq(workflows.accountId, accountId), eq(workflows.scenarioCode, code)));
    return row;
  },

  async insert(db: DbOrTx, values: typeof workflows.$inferInsert): Promise<TWorkflowRow> {
    const [row] = await db.insert(workflows).values(values).returning();
    if (!row) throw new Error('workflow insert returned nothing');
    return row;
  },

  async update(db: DbOrTx, accountId: number, id: number, values: Partial<typeof workflows.$inferInsert>) {
    await db
      .update(workflows)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(workflows.accountId, accountId), eq(workflows.id, id)));
  },

  async delete(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(workflows)
      .where(and(eq(workflows.accountId, accountId), eq(workflows.id, id)))
      .returning({ id: workflows.id });
    return rows.length > 0;
  },

  async liveGraph(db: DbOrTx, accountId: number, versionId: number | null): Promise<TWorkflowGraph | null> {
    if (versionId === null) return null;
    const [row] = await db
      .select({ graph: workflowVersions.graph })
      .from(workflowVersions)
      .where(and(eq(workflowVersions.accountId, accountId), eq(workflowVersions.id, versionId)));
    return row ? ZWorkflowGraph.parse(row.graph) : null;
  },

  // A new immutable version from the graph; the workflow points to it from now on.
  async publish(db: DbOrTx, accountId: number, workflowId: number, graph: TWorkflowGraph): Promise<number> {
    const r = await db.execute<{
      id: number;
    }>(sql`insert into workflow_versions (account_id, workflow_id, version, graph,
        trigger_event, goal_events)
      select ${accountId}, ${workflowId}, coalesce(max(version), 0) + 1, ${JSON.stringify(graph)}::jsonb,
        ${triggerKeyOf(graph)}, ${`{${graph.exitGoals.map((g) => `"${g.replace(/"/g, '')}"`).join(',')}}`}::text[]
      from workflow_versions where account_id = ${accountId} and workflow_id = ${workflowId}
      returning id`);
    const id = Number(r.rows[0]?.id);
    await this.update(db, accountId, workflowId, { liveVersionId: id, draftChangedAt: null });
    return id;
  },
};
