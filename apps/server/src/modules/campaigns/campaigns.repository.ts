import { and, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { TCampaignListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { couponsRelation } from '../coupons';
import { campaigns } from './campaigns.tables';

export type TCampaignRow = typeof campaigns.$inferSelect;
export type TCampaignListRow = TCampaignRow & { taskCount: number; couponCount: number; sendCount: number };

export const campaignsRepository = {
  async countAll(db: DbOrTx, accountId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(eq(campaigns.accountId, accountId));
    return Number(row?.n ?? 0);
  },

  async insert(db: DbOrTx, values: typeof campaigns.$inferInsert): Promise<TCampaignRow> {
    const [row] = await db.insert(campaigns).values(values).returning();
    if (!row) throw new Error('campaign insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, accountId: number, id: number, lock = false): Promise<TCampaignRow | null> {
    const q = db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async update(
    db: DbOrTx,
    accountId: number,
    id: number,
    values: Partial<typeof campaigns.$inferInsert>,
  ): Promise<TCampaignRow | null> {
    const [row] = await db
      .update(campaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)))
      .returning();
    return row ?? null;
  },

  async delete(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(campaigns)
      .where(and(eq(campaigns.accountId, accountId), eq(campaigns.id, id)))
      .returning({ id: campaigns.id });
    return rows.length > 0;
  },

  async list(
    db: DbOrTx,
    accountId: number,
    q: Partial<TCampaignListQuery> & { page: number; perPage: number },
    onlyId?: number,
  ): Promise<{ rows: TCampaignListRow[]; total: number }> {
    const c = campaigns;
    const isEnded = sql`(${c.status} = 'ended' or (${c.endsAt} is not null and ${c.endsAt} <= now()))`;
    const where = and(
      eq(c.accountId, accountId),
      onlyId ? eq(c.id, onlyId) : undefined,
      q.search ? ilike(c.name, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      q.status === 'ended' ? isEnded : q.status === 'continue' ? sql`not ${isEnded}` : undefined,
    );
    const rows = await db
      .select({
        ...getTableColumns(c),
        taskCount: sql<number>`(select count(*) from campaign_tasks t
          where t.account_id = campaigns.account_id and t.campaign_id = campaigns.id)::int`,
        couponCount: sql<number>`(select count(*) from ${couponsRelation(accountId)} k
          where k.campaign_id = campaigns.id)::int`,
        sendCount: sql<number>`(select coalesce(sum(r.recipients), 0) from campaign_task_runs r
          join campaign_tasks t on t.account_id = r.account_id and t.id = r.task_id
          where r.account_id = campaigns.account_id and t.campaign_id = campaigns.id)::int`,
      })
      .from(c)
      .where(where)
      .orderBy(desc(c.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(c)
      .where(where);
    return { rows, total: Number(count?.n ?? 0) };
  },

  // Campaigns whose end date passed: ended, with their tasks passive (SPEC §4).
  async endExpired(db: DbOrTx, now: Date): Promise<number> {
    const r = await db.execute(sql`with e as (
        update campaigns set status = 'ended', updated_at = now()
        where status <> 'ended' and ends_at is not null and ends_at <= ${now.toISOString()}::timestamptz
        returning account_id, id)
      update campaign_tasks t set status = 'passive', next_run_at = null, updated_at = now()
      from e where t.account_id = e.account_id and t.campaign_id = e.id and t.status = 'active'`);
    return r.rowCount ?? 0;
  },
};
