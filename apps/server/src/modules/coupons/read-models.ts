import { sql, type SQL } from 'drizzle-orm';

// The relation coupons publishes for other modules' set-based SQL (campaign reports and lists, the send's
// coupon check, widget results): a FROM item with the columns coupons commits to. PostgreSQL flattens it into
// the asking query, so the plan is the one a join on the table itself gets.
export function couponsRelation(accountId: number, campaignId?: number): SQL {
  return sql`(select id, campaign_id, code, discount, discount_type, used from coupons
    where account_id = ${accountId} ${campaignId === undefined ? sql`` : sql`and campaign_id = ${campaignId}`})`;
}
