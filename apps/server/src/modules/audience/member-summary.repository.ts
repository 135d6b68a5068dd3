import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { members } from './audience.tables';
import { memberFilterSql, type TMemberFilters } from './members.repository';

export type TMemberSummaryCounts = {
  statuses: { active: number; passive: number; blocked: number };
  sources: { site: number; manual: number; csv: number; api: number };
};

// The members summary's filtered figures in one scan of the account's members. Each is counted with the
// member list's own where clause for that filter (memberFilterSql), so a card shows the total its list shows.
// Without parallel workers, like a filtered list's total (members.repository.ts, countForList).
export async function countMemberSummary(db: DbOrTx, accountId: number): Promise<TMemberSummaryCounts> {
  const count = (f: TMemberFilters) => sql<number>`(count(*) filter (where ${memberFilterSql(accountId, f)}))::int`;
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx
      .select({
        active: count({ passive: false, blocked: false }),
        passive: count({ passive: true }),
        blocked: count({ blocked: true }),
        site: count({ source: 'site' }),
        manual: count({ source: 'manual' }),
        csv: count({ source: 'csv' }),
        api: count({ source: 'api' }),
      })
      .from(members)
      .where(eq(members.accountId, accountId));
  });
  if (!row) throw new Error('members summary returned no row');
  const { active, passive, blocked, ...sources } = row;
  return { statuses: { active, passive, blocked }, sources };
}
