import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { bucketOf, withinWindow, type TTimeBuckets } from '../../platform/db/time-buckets';

// Revenue of journey conversions per bucket (the dashboard's automation revenue).
export async function automationRevenuePerBucket(
  db: DbOrTx,
  accountId: number,
  w: TTimeBuckets,
): Promise<{ bucket: string; revenue: number }[]> {
  const r = await db.execute<{ bucket: string; revenue: string }>(sql`
    select ${bucketOf(sql`occurred_at`, w)} as bucket, coalesce(sum(revenue), 0)::text as revenue
    from journey_events
    where account_id = ${accountId} and kind = 'converted' and ${withinWindow(sql`occurred_at`, w)}
    group by 1 order by 1`);
  return r.rows.map((row) => ({ bucket: row.bucket, revenue: Number(row.revenue) }));
}

// Whether an active journey reacts to carts: the abandoned-cart scenario, or any live journey whose
// trigger is a cart event.
export async function hasActiveCartJourney(db: DbOrTx, accountId: number): Promise<boolean> {
  const r = await db.execute<{ on: boolean }>(sql`select exists (
      select 1 from workflows w left join workflow_versions v on v.account_id = w.account_id and v.id = w.live_version_id
      where w.account_id = ${accountId} and w.status = 'active'
        and (w.scenario_code = 'abandoned_cart' or v.trigger_event in ('add_to_cart', 'cart_update'))
    ) as on`);
  return Boolean(r.rows[0]?.on);
}
