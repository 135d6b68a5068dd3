import { sql } from 'drizzle-orm';
import { ATTRIBUTION_DEFAULTS } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { bucketOf, withinWindow, type TTimeBuckets } from '../../platform/db/time-buckets';
import { ordersRelation } from '../audience';

// A touch: an email opened or clicked, any other channel's click (the same rule as campaign reports).
const touchAt = sql`(case when m.channel = 'email' then greatest(m.opened_at, m.clicked_at) else m.clicked_at end)`;
const windowOf = sql`make_interval(days => (case when m.channel = 'email'
  then ${ATTRIBUTION_DEFAULTS.emailDays}::int else ${ATTRIBUTION_DEFAULTS.otherDays}::int end))`;

// The dashboard's attributed revenue: orders in the window whose member was touched by any of the
// account's messages within that channel's attribution window before the order, per bucket.
export async function attributedRevenuePerBucket(
  db: DbOrTx,
  accountId: number,
  w: TTimeBuckets,
): Promise<{ bucket: string; revenue: number; orders: number }[]> {
  const r = await db.execute<{ bucket: string; revenue: string; orders: number }>(sql`
    select ${bucketOf(sql`o.date`, w)} as bucket, coalesce(sum(o.total_price), 0)::text as revenue,
      count(*)::int as orders
    from ${ordersRelation(accountId)} o
    where o.member_id is not null and ${withinWindow(sql`o.date`, w)}
      and exists (select 1 from messages m where m.account_id = ${accountId} and m.member_id = o.member_id
        and ${touchAt} <= o.date and ${touchAt} > o.date - ${windowOf})
    group by 1 order by 1`);
  return r.rows.map((row) => ({ bucket: row.bucket, revenue: Number(row.revenue), orders: row.orders }));
}
