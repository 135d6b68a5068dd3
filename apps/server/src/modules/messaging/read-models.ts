import { sql, type SQL } from 'drizzle-orm';
import type { TMessageSource } from '@ulak/shared';

// The relation messaging publishes for other modules' set-based SQL (campaign reports, a task's run counts): a
// FROM item with the columns messaging commits to. PostgreSQL flattens it into the asking query, so the plan
// is the one a join on the table itself gets.

// The send runs of one account (of one kind of source when named), with what started each.
export function sendRunsRelation(accountId: number, sourceType?: TMessageSource): SQL {
  return sql`(select id, account_id, source_type, source_id, run_month from send_runs where account_id = ${accountId}
    ${sourceType ? sql`and source_type = ${sourceType}` : sql``})`;
}
