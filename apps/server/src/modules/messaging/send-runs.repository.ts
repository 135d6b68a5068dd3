import { and, desc, eq, sql } from 'drizzle-orm';
import type { TChannel, TMessageSource, TSendRunOutcomes } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { sendRuns } from './messaging.tables';

export type TSendRunRow = typeof sendRuns.$inferSelect;
export type TSendRunInsert = typeof sendRuns.$inferInsert;

export const sendRunsRepository = {
  async insert(db: DbOrTx, values: TSendRunInsert): Promise<TSendRunRow> {
    const [row] = await db.insert(sendRuns).values(values).returning();
    if (!row) throw new Error('send run insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, accountId: number, runId: number): Promise<TSendRunRow | null> {
    const [row] = await db
      .select()
      .from(sendRuns)
      .where(and(eq(sendRuns.accountId, accountId), eq(sendRuns.id, runId)));
    return row ?? null;
  },

  async setTotal(db: DbOrTx, accountId: number, runId: number, total: number): Promise<void> {
    await db
      .update(sendRuns)
      .set({ total, status: total > 0 ? 'sending' : 'complete', completedAt: total > 0 ? null : new Date() })
      .where(and(eq(sendRuns.accountId, accountId), eq(sendRuns.id, runId)));
  },

  // Completes the run once none of its messages can still change by sending.
  async completeIfDone(db: DbOrTx, accountId: number, runId: number, runMonth: string): Promise<boolean> {
    const result = await db.execute(sql`update send_runs set status = 'complete', completed_at = now()
      where account_id = ${accountId} and id = ${runId} and status = 'sending'
        and not exists (select 1 from messages where account_id = ${accountId} and run_month = ${runMonth}
          and run_id = ${runId} and status in ('in_queue', 'waiting', 'sending'))
      returning id`);
    return result.rows.length > 0;
  },

  // Messages per status of each given run, for the direct messages list.
  async statusCounts(
    db: DbOrTx,
    accountId: number,
    runs: Pick<TSendRunRow, 'id' | 'runMonth'>[],
  ): Promise<Map<number, { counts: Record<string, number>; dueAt: string | null }>> {
    const counts = new Map<number, { counts: Record<string, number>; dueAt: string | null }>();
    if (runs.length === 0) return counts;
    const ids = `{${runs.map((r) => Math.trunc(r.id)).join(',')}}`;
    const months = `{${[...new Set(runs.map((r) => r.runMonth))].join(',')}}`;
    const result = await db.execute<{ run_id: number; status: string; count: number; due_at: Date | string | null }>(
      sql`select run_id, status, count(*)::int as count, min(next_attempt_at) filter (where status = 'waiting') as due_at
        from messages where account_id = ${accountId} and run_month = any(${months}::date[])
        and run_id = any(${ids}::bigint[]) group by run_id, status`,
    );
    for (const row of result.rows) {
      const runId = Number(row.run_id);
      const prior = counts.get(runId) ?? { counts: {}, dueAt: null };
      const due = row.due_at ? new Date(row.due_at).toISOString() : null;
      counts.set(runId, {
        counts: { ...prior.counts, [row.status]: Number(row.count) },
        // The first moment a deferred (quiet hours, frequency cap) message of the run goes out.
        dueAt: prior.dueAt && (!due || prior.dueAt < due) ? prior.dueAt : due,
      });
    }
    return counts;
  },

  async list(
    db: DbOrTx,
    accountId: number,
    filter: { channel?: TChannel | undefined; sourceType: 'direct' },
    page: { page: number; perPage: number },
  ): Promise<{ rows: TSendRunRow[]; total: number }> {
    const where = and(
      eq(sendRuns.accountId, accountId),
      eq(sendRuns.sourceType, filter.sourceType),
      filter.channel ? eq(sendRuns.channel, filter.channel) : undefined,
    );
    const rows = await db
      .select()
      .from(sendRuns)
      .where(where)
      .orderBy(desc(sendRuns.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(sendRuns)
      .where(where);
    return { rows, total: Number(count?.total ?? 0) };
  },

  // Outcomes of each given run's messages (a message counts once in every outcome it reached).
  async outcomes(
    db: DbOrTx,
    accountId: number,
    runs: Pick<TSendRunRow, 'id' | 'runMonth'>[],
  ): Promise<Map<number, TSendRunOutcomes>> {
    const out = new Map<number, TSendRunOutcomes>();
    if (runs.length === 0) return out;
    const ids = `{${runs.map((r) => Math.trunc(r.id)).join(',')}}`;
    const months = `{${[...new Set(runs.map((r) => r.runMonth))].join(',')}}`;
    const result = await db.execute<{ run_id: number } & TSendRunOutcomes>(
      sql`select run_id, count(sent_at)::int as sent, count(delivered_at)::int as delivered,
          count(opened_at)::int as opened, count(clicked_at)::int as clicked,
          count(*) filter (where status in ('failed', 'error'))::int as failed,
          count(*) filter (where status = 'bounce')::int as bounced,
          count(*) filter (where status in ('in_queue', 'waiting', 'sending'))::int as pending
        from messages where account_id = ${accountId} and run_month = any(${months}::date[])
        and run_id = any(${ids}::bigint[]) group by run_id`,
    );
    for (const row of result.rows) {
      const { run_id: runId, ...counts } = row;
      out.set(Number(runId), counts);
    }
    return out;
  },

  // Whether any run is still sending (the recovery loop keeps going only then).
  async anySending(db: DbOrTx): Promise<boolean> {
    const result = await db.execute<{ any: boolean }>(
      sql`select exists (select 1 from send_runs where status = 'sending') as any`,
    );
    return result.rows[0]?.any === true;
  },
};

// Outcomes of the runs a trigger made (an automation's sends), per channel: for its reports.
export async function outcomesOfSources(
  db: DbOrTx,
  accountId: number,
  sourceType: TMessageSource,
  sourceIds: number[],
): Promise<{ channel: TChannel; sent: number; delivered: number; opened: number; clicked: number }[]> {
  if (sourceIds.length === 0) return [];
  const r = await db.execute<{
    channel: TChannel;
    sent: number;
    delivered: number;
    opened: number;
    clicked: number;
  }>(sql`
    select m.channel, count(*) filter (where m.sent_at is not null)::int as sent,
      count(*) filter (where m.delivered_at is not null)::int as delivered,
      count(*) filter (where m.opened_at is not null)::int as opened,
      count(*) filter (where m.clicked_at is not null)::int as clicked
    from send_runs s join messages m on m.account_id = s.account_id and m.run_month = s.run_month and m.run_id = s.id
    where s.account_id = ${accountId} and s.source_type = ${sourceType}
      and s.source_id = any(${`{${sourceIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])
    group by m.channel order by m.channel`);
  return r.rows;
}
