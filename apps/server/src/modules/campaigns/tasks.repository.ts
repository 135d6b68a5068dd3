import { and, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { TTaskListQuery, TTaskRunTally, TTaskRunTrigger } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { sendRunsRelation } from '../messaging';
import { segmentNameQuery } from '../segments';
import { campaignTaskRuns, campaignTasks, campaigns } from './campaigns.tables';
import { MESSAGE_IS, emptyTally } from './message-outcome';

export type TTaskRow = typeof campaignTasks.$inferSelect;
export type TTaskRunRow = typeof campaignTaskRuns.$inferSelect;
export type TTaskListRow = TTaskRow & { campaignName: string; segmentName: string | null };

const t = campaignTasks;

export const tasksRepository = {
  async countAll(db: DbOrTx, accountId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.accountId, accountId));
    return Number(row?.n ?? 0);
  },

  async insert(db: DbOrTx, values: typeof t.$inferInsert): Promise<TTaskRow> {
    const [row] = await db.insert(t).values(values).returning();
    if (!row) throw new Error('task insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TTaskRow | null> {
    const q = db
      .select()
      .from(t)
      .where(and(eq(t.accountId, accountId), eq(t.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  // For the public webhook: the task by id alone (the secret is checked by the caller).
  async findForWebhook(db: DbOrTx, id: number): Promise<TTaskRow | null> {
    const [row] = await db.select().from(t).where(eq(t.id, id));
    return row ?? null;
  },

  async findListRow(db: DbOrTx, accountId: number, id: number): Promise<TTaskListRow | null> {
    const { rows } = await this.list(db, accountId, { page: 1, perPage: 1, view: 'all' }, id);
    return rows[0] ?? null;
  },

  async update(db: DbOrTx, accountId: number, id: number, values: Partial<typeof t.$inferInsert>) {
    const [row] = await db
      .update(t)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(t.accountId, accountId), eq(t.id, id)))
      .returning();
    return row ?? null;
  },

  async delete(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(t)
      .where(and(eq(t.accountId, accountId), eq(t.id, id)))
      .returning({ id: t.id });
    return rows.length > 0;
  },

  async ofCampaign(db: DbOrTx, accountId: number, campaignId: number): Promise<TTaskRow[]> {
    return db
      .select()
      .from(t)
      .where(and(eq(t.accountId, accountId), eq(t.campaignId, campaignId)));
  },

  async list(
    db: DbOrTx,
    accountId: number,
    q: Partial<TTaskListQuery> & { page: number; perPage: number },
    onlyId?: number,
  ): Promise<{ rows: TTaskListRow[]; total: number }> {
    // Old: passive tasks and one-time tasks that already ran; list: the others.
    const old = sql`(${t.status} = 'passive' or (${t.periodType} = 'static' and ${t.runCount} > 0))`;
    const where = and(
      eq(t.accountId, accountId),
      onlyId ? eq(t.id, onlyId) : undefined,
      q.campaignId ? eq(t.campaignId, q.campaignId) : undefined,
      q.search ? ilike(t.title, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      q.view === 'old' ? old : q.view === 'list' ? sql`not ${old}` : undefined,
    );
    const rows = await db
      .select({
        ...getTableColumns(t),
        campaignName: campaigns.name,
        segmentName: sql<string | null>`${segmentNameQuery(accountId, sql`campaign_tasks.segment_id`)}`,
      })
      .from(t)
      .innerJoin(campaigns, and(eq(campaigns.accountId, t.accountId), eq(campaigns.id, t.campaignId)))
      .where(where)
      .orderBy(desc(t.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },

  // Inserts the run of a (task, slot) unless that slot already has one; null = already there.
  async insertRun(
    db: DbOrTx,
    values: { accountId: number; taskId: number; slot: string; trigger: TTaskRunTrigger; payload?: object },
  ): Promise<TTaskRunRow | null> {
    const [row] = await db
      .insert(campaignTaskRuns)
      .values({ ...values, payload: (values.payload ?? {}) as Record<string, unknown> })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  // The newest run of a task whose slot starts with `prefix`, created within the last `seconds`.
  async findRecentRunBySlotPrefix(
    db: DbOrTx,
    accountId: number,
    taskId: number,
    prefix: string,
    seconds: number,
  ): Promise<number | null> {
    const [row] = await db
      .select({ id: campaignTaskRuns.id })
      .from(campaignTaskRuns)
      .where(
        and(
          eq(campaignTaskRuns.accountId, accountId),
          eq(campaignTaskRuns.taskId, taskId),
          sql`starts_with(${campaignTaskRuns.slot}, ${prefix})`,
          sql`${campaignTaskRuns.createdAt} > now() - make_interval(secs => ${seconds})`,
        ),
      )
      .orderBy(desc(campaignTaskRuns.id))
      .limit(1);
    return row?.id ?? null;
  },

  async findRun(db: DbOrTx, accountId: number, runId: number, lock = false): Promise<TTaskRunRow | null> {
    const q = db
      .select()
      .from(campaignTaskRuns)
      .where(and(eq(campaignTaskRuns.accountId, accountId), eq(campaignTaskRuns.id, runId)));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async updateRun(db: DbOrTx, accountId: number, runId: number, values: Partial<typeof campaignTaskRuns.$inferInsert>) {
    await db
      .update(campaignTaskRuns)
      .set(values)
      .where(and(eq(campaignTaskRuns.accountId, accountId), eq(campaignTaskRuns.id, runId)));
  },

  async hasRunSlot(db: DbOrTx, accountId: number, taskId: number, slot: string): Promise<boolean> {
    const r = await db.execute(sql`select 1 from campaign_task_runs
      where account_id = ${accountId} and task_id = ${taskId} and slot = ${slot}`);
    return r.rows.length > 0;
  },

  async runs(
    db: DbOrTx,
    accountId: number,
    taskId: number,
    page: { page: number; perPage: number },
    triggers?: TTaskRunTrigger[],
  ): Promise<{ rows: TTaskRunRow[]; total: number }> {
    const r = campaignTaskRuns;
    const where = and(
      eq(r.accountId, accountId),
      eq(r.taskId, taskId),
      triggers ? sql`${r.trigger} = any(${`{${triggers.join(',')}}`}::text[])` : undefined,
    );
    const rows = await db
      .select()
      .from(r)
      .where(where)
      .orderBy(desc(r.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(r)
      .where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },

  // Messages of each run's send run per status and by how they ended, for the run log: one grouped
  // query for the page of runs.
  async runMessageCounts(db: DbOrTx, accountId: number, sendRunIds: number[]) {
    const counts = new Map<number, { byStatus: Record<string, number>; tally: TTaskRunTally }>();
    if (sendRunIds.length === 0) return counts;
    const n = (filter: SQL) => sql`(count(*) filter (where ${filter}))::int`;
    const result = await db.execute<{
      run_id: number;
      status: string;
      count: number;
      pending: number;
      sent: number;
      failed: number;
      skipped: number;
      bounced: number;
    }>(sql`
      select m.run_id, m.status, count(*)::int as count, ${n(MESSAGE_IS.pending)} as pending,
        ${n(MESSAGE_IS.sent)} as sent, ${n(MESSAGE_IS.failed)} as failed, ${n(MESSAGE_IS.skipped)} as skipped,
        ${n(MESSAGE_IS.bounced)} as bounced
      from messages m
      join ${sendRunsRelation(accountId)} s on s.id = m.run_id and s.run_month = m.run_month
      where m.account_id = ${accountId} and s.id = any(${`{${sendRunIds.join(',')}}`}::bigint[])
      group by m.run_id, m.status`);
    for (const row of result.rows) {
      const id = Number(row.run_id);
      const entry = counts.get(id) ?? { byStatus: {}, tally: emptyTally() };
      entry.byStatus[row.status] = Number(row.count);
      entry.tally.total += Number(row.count);
      for (const key of ['pending', 'sent', 'failed', 'skipped', 'bounced'] as const)
        entry.tally[key] += Number(row[key]);
      counts.set(id, entry);
    }
    return counts;
  },
};
