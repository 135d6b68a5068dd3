import { sql, type SQL } from 'drizzle-orm';

// The relations audience publishes for other modules' set-based SQL (campaign reports and attribution, the
// dashboard's revenue, coupon use and the coupon export, email verification runs): FROM items with the columns audience commits to, so
// its tables can change without another module's SQL changing. PostgreSQL flattens such a subquery into the
// asking query, so the plan is the one a join on the table itself gets.

// Orders of one account, or of every account (null: the coupon job's sweep over new orders).
export function ordersRelation(accountId: number | null): SQL {
  return sql`(select id, account_id, member_id, order_code, date, total_price, coupon_code, created_at from orders
    ${accountId === null ? sql`` : sql`where account_id = ${accountId}`})`;
}

// The email address of each member of one account.
export function memberEmailsRelation(accountId: number): SQL {
  return sql`(select id, email from members where account_id = ${accountId})`;
}

// The members with an email address (not empty), of one account or of every account (null).
export function memberAddressesRelation(accountId: number | null): SQL {
  return sql`(select account_id, id, email from members where email is not null and email <> ''
    ${accountId === null ? sql`` : sql`and account_id = ${accountId}`})`;
}

// The audience tables themselves, for the set-based SQL over millions of members that must plan exactly as SQL
// written on the tables (the segment compiler and membership writes, the send's recipients and preflight): bare
// names, not subqueries, so the statement text stays the same. Others' SQL aliases them and reads only the
// columns listed; renaming one changes it here and there together.
export const AUDIENCE_RELATIONS = {
  // id, account_id, the profile columns of MEMBER_FIELDS (birth_date, last_login_at, …), language, email, phone,
  // the channel permissions (email_active, sms_active, whatsapp_active, call_active), blocked, passive
  members: sql`members`,
  // id, account_id, application_id, member_id, platform, language, push_approved, created_at, last_seen_at,
  // device_id, reg_id, passive
  devices: sql`devices`,
  // account_id, member_id, name, value
  memberTags: sql`member_tags`,
  // account_id, device_id, name, value
  deviceTags: sql`device_tags`,
  // account_id, member_id, date, total_price
  orders: sql`orders`,
  // account_id, member_id, total_count, updated_at
  carts: sql`carts`,
} as const;
