import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

export type TViewedProduct = {
  code: string;
  title: string;
  url: string | null;
  image: string | null;
  price: number | null;
  currency: string;
};
export type TRecentViewsQuery = { since: Date; before: Date; limit: number };

// The products one shop device (and the member it belongs to, on any device) viewed between `since`
// and `before`, most recent first, one row per product still in the catalogue. Two index scans
// (by device, by member) rather than one OR the planner cannot serve.
export async function recentlyViewedProducts(
  db: DbOrTx,
  accountId: number,
  applicationId: number,
  deviceId: string,
  query: TRecentViewsQuery,
): Promise<TViewedProduct[]> {
  const result = await db.execute<{
    code: string;
    title: string;
    url: string | null;
    image: string | null;
    price: string | null;
    discount_price: string | null;
    currency: string;
  }>(sql`
    with dev as (
      select id, member_id from devices
      where account_id = ${accountId} and application_id = ${applicationId} and device_id = ${deviceId}
    ), views as (
      select e.parameters->>'code' as code, e.occurred_at from events e, dev
      where e.account_id = ${accountId} and e.device_id = dev.id and e.code = 'product_view'
        and e.occurred_at >= ${query.since} and e.occurred_at < ${query.before}
      union all
      select e.parameters->>'code', e.occurred_at from events e, dev
      where dev.member_id is not null and e.account_id = ${accountId} and e.member_id = dev.member_id
        and e.code = 'product_view' and e.occurred_at >= ${query.since} and e.occurred_at < ${query.before}
    ), seen as (
      select code, max(occurred_at) as at from views where code is not null group by code
    )
    select p.code, p.title, p.url, p.image, p.price, p.discount_price, p.currency
    from seen join products p on p.account_id = ${accountId} and p.code = seen.code
    order by seen.at desc
    limit ${query.limit}`);
  return result.rows.map((row) => {
    const price = row.discount_price ?? row.price;
    return {
      code: row.code,
      title: row.title,
      url: row.url,
      image: row.image,
      price: price === null ? null : Number(price),
      currency: row.currency,
    };
  });
}
