import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { TSegmentListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AUDIENCE_RELATIONS } from '../audience';
import { idArray } from './criteria-compiler';
import { segments } from './segments.tables';

export type TSegmentRow = typeof segments.$inferSelect;
export type TNewSegment = Omit<typeof segments.$inferInsert, 'id' | 'accountId'>;
export type TMemberPageRow = {
  id: number;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  entered_at: Date;
};

const likeInfix = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

function listWhere(accountId: number, q: Omit<TSegmentListQuery, 'page' | 'perPage'>): SQL | undefined {
  return and(
    eq(segments.accountId, accountId),
    q.search ? ilike(segments.name, likeInfix(q.search)) : undefined,
    q.status ? eq(segments.status, q.status) : undefined,
    q.kind ? eq(segments.kind, q.kind) : undefined,
    q.applicationId ? eq(segments.applicationId, q.applicationId) : undefined,
  );
}

export function segmentsRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(segments.accountId, accountId), eq(segments.id, id));
  return {
    async list(accountId: number, q: TSegmentListQuery): Promise<{ rows: TSegmentRow[]; total: number }> {
      const where = listWhere(accountId, q);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(segments)
          .where(where)
          .orderBy(desc(segments.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(segments)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    async countAll(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(segments)
        .where(eq(segments.accountId, accountId));
      return Number(row?.n ?? 0);
    },
    async find(accountId: number, id: number): Promise<TSegmentRow | null> {
      const [row] = await db.select().from(segments).where(mine(accountId, id));
      return row ?? null;
    },
    // Serialises refreshes and membership edits of one segment.
    async lock(accountId: number, id: number): Promise<TSegmentRow | null> {
      const [row] = await db.select().from(segments).where(mine(accountId, id)).for('update');
      return row ?? null;
    },
    async create(accountId: number, values: TNewSegment): Promise<TSegmentRow> {
      const [row] = await db
        .insert(segments)
        .values({ ...values, accountId })
        .returning();
      if (!row) throw new Error('segment insert returned nothing');
      return row;
    },
    async update(accountId: number, id: number, values: Partial<TNewSegment>): Promise<TSegmentRow | null> {
      const [row] = await db
        .update(segments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(accountId, id))
        .returning();
      return row ?? null;
    },
    async remove(accountId: number, id: number): Promise<boolean> {
      const rows = await db.delete(segments).where(mine(accountId, id)).returning({ id: segments.id });
      return rows.length > 0;
    },
    async existing(accountId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`select id from segments where account_id = ${accountId} and id = any(${idArray(ids)})`,
      );
      return result.rows.map((r) => Number(r.id));
    },
    async activeDynamic(accountId: number): Promise<TSegmentRow[]> {
      return db
        .select()
        .from(segments)
        .where(and(eq(segments.accountId, accountId), eq(segments.kind, 'dynamic'), eq(segments.status, 'active')))
        .orderBy(segments.id);
    },
    // Due dynamic segments of every account (the refresh cron); the table is small per account.
    async due(now: Date, limit: number): Promise<{ accountId: number; id: number }[]> {
      const result = await db.execute<{ account_id: number; id: number }>(sql`
        select account_id, id from segments
        where kind = 'dynamic' and status = 'active' and periodic
          and (last_run_at is null or last_run_at + make_interval(mins => period_minutes) <= ${now.toISOString()}::timestamptz)
        order by last_run_at nulls first limit ${limit}`);
      return result.rows.map((r) => ({ accountId: Number(r.account_id), id: Number(r.id) }));
    },
    async memberPage(accountId: number, segmentId: number, page: number, perPage: number): Promise<TMemberPageRow[]> {
      const result = await db.execute<TMemberPageRow>(sql`
        select m.id, m.name, m.surname, m.email, m.phone, sm.entered_at
        from segment_members sm join ${AUDIENCE_RELATIONS.members} m on m.account_id = sm.account_id and m.id = sm.member_id
        where sm.account_id = ${accountId} and sm.segment_id = ${segmentId}
        order by sm.member_id desc limit ${perPage} offset ${(page - 1) * perPage}`);
      return result.rows;
    },
    // Keyset pages of full member rows for the CSV export.
    async memberRowsAfter(accountId: number, segmentId: number, before: number | null, limit: number) {
      const result = await db.execute<Record<string, unknown> & { id: number }>(sql`
        select m.*, sm.entered_at from segment_members sm
        join ${AUDIENCE_RELATIONS.members} m on m.account_id = sm.account_id and m.id = sm.member_id
        where sm.account_id = ${accountId} and sm.segment_id = ${segmentId}
          and (${before}::bigint is null or sm.member_id < ${before}::bigint)
        order by sm.member_id desc limit ${limit}`);
      return result.rows;
    },
    // member_count over time, one point per day with changes, from the change log.
    async history(accountId: number, segmentId: number, days: number) {
      const result = await db.execute<{ day: string; entered: number; left: number }>(sql`
        select to_char(date_trunc('day', changed_at), 'YYYY-MM-DD') as day,
          coalesce(sum(cardinality(member_ids)) filter (where change = 'entered'), 0)::int as entered,
          coalesce(sum(cardinality(member_ids)) filter (where change = 'left'), 0)::int as left
        from segment_member_changes
        where account_id = ${accountId} and segment_id = ${segmentId}
          and changed_at >= now() - make_interval(days => ${days})
        group by 1 order by 1`);
      return result.rows;
    },
    async segmentsOfMember(accountId: number, memberId: number) {
      const result = await db.execute<{ id: number; name: string; entered_at: Date }>(sql`
        select s.id, s.name, sm.entered_at from segments s
        join segment_members sm on sm.account_id = s.account_id and sm.segment_id = s.id and sm.member_id = ${memberId}
        where s.account_id = ${accountId} order by s.name`);
      return result.rows;
    },
  };
}
