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

// The ids of an account's members named by id, email (any case), phone or customer id: a static segment's CSV
// and web-service member lists.
export async function memberIdsByKeys(db: DbOrTx, accountId: number, values: string[]): Promise<number[]> {
  const numeric = values.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
  const list = `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const matched = await db.execute<{ id: number }>(sql`
    select m.id from members m where m.account_id = ${accountId} and (
      m.id = any(${`{${numeric.map(Math.trunc).join(',')}}`}::bigint[]) or lower(m.email) = any(select lower(v) from unnest(${list}::text[]) v)
      or m.phone = any(${list}::text[]) or m.customer_id = any(${list}::text[]))`);
  return matched.rows.map((r) => Number(r.id));
}
