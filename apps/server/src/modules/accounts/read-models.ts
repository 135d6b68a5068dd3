import { sql, type SQL } from 'drizzle-orm';

// The relation accounts publishes for other modules' set-based SQL (the admin dashboard's paid-account and
// revenue figures): a FROM item with the columns accounts commits to. PostgreSQL flattens it into the asking
// query, so the plan is the one a join on the table itself gets.

// Accounts not disabled by an admin.
export function enabledAccountsRelation(): SQL {
  return sql`(select id from accounts where disabled_at is null)`;
}
