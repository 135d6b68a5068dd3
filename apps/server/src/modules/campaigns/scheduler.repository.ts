import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// The scheduler's set-based reads over campaign tasks: due slots and segment-sync batches.
export const schedulerRepository = {
  // Active tasks of active, started campaigns whose slot is due, locked (SKIP LOCKED: schedulers split them).
  async lockDueTasks(tx: DbOrTx, now: Date, limit: number): Promise<{ id: number; accountId: number }[]> {
    const due = await tx.execute<{ id: number; account_id: number }>(sql`select t.id, t.account_id
      from campaign_tasks t
      join campaigns c on c.account_id = t.account_id and c.id = t.campaign_id
      where t.status = 'active' and t.next_run_at is not null and t.next_run_at <= ${now.toISOString()}::timestamptz
        and c.status = 'active' and (c.starts_at is null or c.starts_at <= ${now.toISOString()}::timestamptz)
      order by t.next_run_at limit ${limit}
      for update of t skip locked`);
    return due.rows.map((r) => ({ id: Number(r.id), accountId: Number(r.account_id) }));
  },

  async activeSyncTasks(db: DbOrTx): Promise<{ id: number; accountId: number }[]> {
    const tasks = await db.execute<{ id: number; account_id: number }>(sql`select t.id, t.account_id
      from campaign_tasks t join campaigns c on c.account_id = t.account_id and c.id = t.campaign_id
      where t.period_type = 'sync_segment' and t.status = 'active' and t.segment_id is not null and c.status = 'active'`);
    return tasks.rows.map((r) => ({ id: Number(r.id), accountId: Number(r.account_id) }));
  },

  // False when another scheduler holds the task.
  async lockTask(tx: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const locked = await tx.execute(sql`select id from campaign_tasks
      where account_id = ${accountId} and id = ${id} for update skip locked`);
    return locked.rows.length > 0;
  },

  // The next batch of a segment's change log (`changes`, from segments): its last log id and the members
  // who entered. The log's id names a whole segment write: a batch ends with the write holding its
  // `size`-th member, never inside one, so the cursor never skips members of a write.
  async syncBatch(tx: DbOrTx, changes: SQL, size: number): Promise<{ lastId: number; memberIds: number[] } | null> {
    const bound = await tx.execute<{ id: number }>(sql`select c.id from (${changes}) c offset ${size - 1} limit 1`);
    const upTo = bound.rows[0]?.id;
    const r = await tx.execute<{ last_id: number | null; member_ids: number[] | null }>(sql`
      select max(c.id) as last_id,
        array_agg(distinct c.member_id) filter (where c.change = 'entered') as member_ids
      from (${changes}) c ${upTo === undefined ? sql`` : sql`where c.id <= ${upTo}`}`);
    const lastId = r.rows[0]?.last_id;
    if (lastId === null || lastId === undefined) return null;
    return { lastId: Number(lastId), memberIds: (r.rows[0]?.member_ids ?? []).map(Number) };
  },

  async countRun(tx: DbOrTx, accountId: number, taskId: number): Promise<void> {
    await tx.execute(sql`update campaign_tasks set last_run_at = now(), run_count = run_count + 1, updated_at = now()
      where account_id = ${accountId} and id = ${taskId}`);
  },

  async countRequeue(tx: DbOrTx, accountId: number, taskId: number): Promise<void> {
    await tx.execute(sql`update campaign_tasks set requeue_count = requeue_count + 1, updated_at = now()
      where account_id = ${accountId} and id = ${taskId}`);
  },

  // Serialises two identical webhook calls (same task and body) until the caller's transaction ends.
  async lockSlotPrefix(tx: DbOrTx, taskId: number, prefix: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${taskId}:${prefix}`}, 0))`);
  },

  async runIdOfSlot(tx: DbOrTx, accountId: number, taskId: number, slot: string): Promise<number | null> {
    const existing = await tx.execute<{ id: number }>(sql`select id from campaign_task_runs
      where account_id = ${accountId} and task_id = ${taskId} and slot = ${slot}`);
    const id = existing.rows[0]?.id;
    return id === undefined ? null : Number(id);
  },
};
