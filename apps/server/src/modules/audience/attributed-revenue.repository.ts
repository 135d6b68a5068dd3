import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

export type TAttributedRevenue = { orders: number; revenue: number };

// Orders (dated within `from`..`to`, days inclusive) a member placed within `windowHours` after one of
// their touches: `touches` is a query of (member_id, touched_at) rows the asking module owns (a widget's
// clicks and conversions). Each order counts once however many touches precede it.
export async function revenueAfterTouches(
  db: DbOrTx,
  accountId: number,
  touches: SQL,
  range: { from: string; to: string },
  windowHours = 24,
): Promise<TAttributedRevenue> {
  const result = await db.execute<{ orders: number; revenue: string | null }>(sql`
    with t as (${touches})
    select count(*)::int as orders, coalesce(sum(o.total_price), 0) as revenue
    from orders o
    where o.account_id = ${accountId} and o.member_id is not null
      and o.date >= ${range.from}::date and o.date < (${range.to}::date + 1)
      and exists (
        select 1 from t where t.member_id = o.member_id
          and o.date >= t.touched_at and o.date < t.touched_at + make_interval(hours => ${windowHours})
      )`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
}
