import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// The ids of an account's members among the given ids or email addresses (deleted or foreign ones drop out).
export async function existingMemberIds(
  db: DbOrTx,
  accountId: number,
  ids: number[],
  emails: string[] = [],
): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`select id from members where account_id = ${accountId}
    and (id = any(${`{${ids.map(Math.trunc).join(',')}}`}::bigint[])
      or lower(email) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb)))`);
  return r.rows.map((x) => Number(x.id));
}
