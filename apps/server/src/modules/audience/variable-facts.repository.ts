import { sql } from 'drizzle-orm';
import { memberFieldsFor, type TMemberFieldOf } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// The audience facts template variables read (a read model for the templates module): the member's profile,
// tags, latest cart and last order of many members at once, five queries per batch, never one per recipient.
// Drizzle would expand a JS array into a row; a Postgres array literal of integers is safe to pass.
const idArray = (ids: number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

// The catalogue's variable fields; a date reads as YYYY-MM-DD.
const VARIABLE_COLUMNS = sql.raw(
  memberFieldsFor('variable')
    .map((f) => (f.type === 'date' ? `to_char(${f.column}, 'YYYY-MM-DD') as ${f.column}` : f.column))
    .join(', '),
);

export type TMemberRow = { id: number } & Record<TMemberFieldOf<'variable'>['column'], string | null>;
export type TVariableTagRow = { member_id: number; name: string; value: string | null };
export type TCartRow = {
  member_id: number;
  total_count: number;
  total_price: number;
  price_currency: string;
  items: unknown;
};
export type TOrderRow = {
  member_id: number;
  order_code: string;
  status: string;
  total_count: number;
  total_price: number;
  price_currency: string;
  date: string;
  tracking_url: string | null;
  tracking_code: string | null;
  satisfaction_url: string | null;
  items: unknown;
};

export const memberVariableFacts = {
  async members(db: DbOrTx, accountId: number, ids: number[]): Promise<TMemberRow[]> {
    const result = await db.execute<TMemberRow>(sql`select id, ${VARIABLE_COLUMNS}
      from members where account_id = ${accountId} and id = any(${idArray(ids)}::bigint[])`);
    return result.rows;
  },
  async memberTags(db: DbOrTx, accountId: number, ids: number[]): Promise<TVariableTagRow[]> {
    const result = await db.execute<TVariableTagRow>(sql`select member_id, name, value from member_tags
      where account_id = ${accountId} and member_id = any(${idArray(ids)}::bigint[])`);
    return result.rows;
  },
  // Device tags of the member's devices; the most recently seen device wins a name clash.
  async deviceTags(db: DbOrTx, accountId: number, ids: number[]): Promise<TVariableTagRow[]> {
    const result = await db.execute<TVariableTagRow>(sql`select d.member_id, t.name, t.value from device_tags t
      join devices d on d.account_id = t.account_id and d.id = t.device_id
      where t.account_id = ${accountId} and d.member_id = any(${idArray(ids)}::bigint[])
      order by d.last_seen_at asc`);
    return result.rows;
  },
  async carts(db: DbOrTx, accountId: number, ids: number[]): Promise<TCartRow[]> {
    const result = await db.execute<TCartRow>(sql`select distinct on (member_id) member_id, total_count,
        total_price::float8 as total_price, price_currency, items
      from carts where account_id = ${accountId} and member_id = any(${idArray(ids)}::bigint[])
      order by member_id, updated_at desc`);
    return result.rows;
  },
  async lastOrders(db: DbOrTx, accountId: number, ids: number[]): Promise<TOrderRow[]> {
    const result = await db.execute<TOrderRow>(sql`select distinct on (member_id) member_id, order_code, status,
        total_count, total_price::float8 as total_price, price_currency, to_char(date, 'DD-MM-YYYY') as date,
        tracking_url, tracking_code, satisfaction_url, items
      from orders where account_id = ${accountId} and member_id = any(${idArray(ids)}::bigint[])
      order by member_id, date desc`);
    return result.rows;
  },
};
