import { sql, type SQL } from 'drizzle-orm';
import type { TMemberColumns } from '../audience';

// The member's class as a SQL condition for the member-list filter and the segment criterion: a verdict
// counts only while it is about the member's current address; 'unchecked' is every member with an address
// and no such verdict.
export function verificationCondition(accountId: number, member: TMemberColumns, value: string): SQL {
  const verdict = sql`select 1 from member_email_verifications v where v.account_id = ${accountId}
    and v.member_id = ${member.id} and v.email = lower(${member.email})`;
  if (value === 'unchecked') return sql`(coalesce(${member.email}, '') <> '' and not exists (${verdict}))`;
  return sql`exists (${verdict} and v.status = ${value})`;
}
