import { sql, type SQL } from 'drizzle-orm';

// The relation applications publishes for other modules' set-based SQL (a device written only into one of the
// account's own applications): a FROM item with the columns applications commits to. PostgreSQL flattens it
// into the asking query, so the plan is the one a join on the table itself gets.
export function applicationsRelation(accountId: number): SQL {
  return sql`(select id from applications where account_id = ${accountId})`;
}
