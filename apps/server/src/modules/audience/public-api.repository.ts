import {
  CHANGED_RETURNING,
  INSERTED_RETURNING,
  countOf,
  permissionsBefore,
  withPermissionLog,
} from './permission-outbox';
import { sql } from 'drizzle-orm';
import { memberFieldsFor, type TMemberInput, type TPublicOrderInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { columnList, insertValues, keepExisting, typedColumns } from './member-columns';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
// The member columns the API writes: the catalogue's api fields.
const API_MEMBER_FIELDS = memberFieldsFor('api');
const MEMBER_COLS = sql.raw(`as x(k int, ${typedColumns(API_MEMBER_FIELDS)})`);

export type TApiMember = TMemberInput & { k: number };

const toRecord = (m: TApiMember): Record<string, unknown> => ({
  k: m.k,
  ...Object.fromEntries(API_MEMBER_FIELDS.map((f) => [f.column, m[f.key] ?? null])),
});

// Server-to-server writes (/api/v1/public/*): a batch is a few set-based statements.
export type TOrderChange = {
  member_id: number | null;
  order_code: string;
  status: string | null;
  total_price: string | number;
  old_status: string | null;
};

export function publicApiRepository(db: DbOrTx) {
  return {
    // k → existing member id, matched on customer id, then email, then phone.
    async matchMembers(accountId: number, rows: TApiMember[]): Promise<Map<number, number>> {
      const result = await db.execute<{ k: number; id: number | null }>(sql`
        select x.k, coalesce(
          (select m.id from members m where m.account_id = ${accountId} and m.customer_id = x.customer_id),
          (select m.id from members m where m.account_id = ${accountId} and lower(m.email) = lower(x.email)),
          (select m.id from members m where m.account_id = ${accountId} and m.phone = x.phone)) as id
        from jsonb_to_recordset(${json(rows.map(toRecord))}) ${MEMBER_COLS}`);
      return new Map(result.rows.filter((r) => r.id !== null).map((r) => [r.k, r.id as number]));
    },
    async updateMembers(accountId: number, rows: (TApiMember & { id: number })[]): Promise<void> {
      if (rows.length === 0) return;
      const set = keepExisting(API_MEMBER_FIELDS, 'x');
      const records = rows.map((r) => ({ ...toRecord(r), id: r.id }));
      // Ids are numbers (the service looked them up): safe to inline.
      const ids = records.map((r) => Math.trunc(Number(r.id))).join(',') || 'null';
      const before = sql.raw(permissionsBefore(String(Math.trunc(accountId)), ids));
      await db.execute(
        withPermissionLog(
          sql`update members m set ${sql.raw(set)}, updated_at = now()
        from jsonb_to_recordset(${json(records)}) as x(id bigint, ${sql.raw(typedColumns(API_MEMBER_FIELDS))}), ${before}
        where m.account_id = ${accountId} and m.id = x.id and o.id = m.id returning ${sql.raw(CHANGED_RETURNING)}`,
          'api',
        ),
      );
    },
    async insertMembers(accountId: number, rows: TApiMember[]): Promise<number> {
      if (rows.length === 0) return 0;
      const insert = sql`
        insert into members (account_id, source, ${sql.raw(columnList(API_MEMBER_FIELDS))})
        select ${accountId}, 'api', ${sql.raw(insertValues(API_MEMBER_FIELDS, 'x'))}
        from jsonb_to_recordset(${json(rows.map(toRecord))}) ${MEMBER_COLS}
        on conflict do nothing returning ${sql.raw(INSERTED_RETURNING)}`;
      return countOf(db.execute(withPermissionLog(insert, 'api')));
    },
    // Orders upsert on their code: status, totals and tracking change over an order's life.
    async upsertOrders(accountId: number, rows: TPublicOrderInput[]): Promise<TOrderChange[]> {
      if (rows.length === 0) return [];
      const records = rows.map((o) => ({
        order_code: o.orderCode,
        status: o.status,
        total_count: o.totalCount,
        total_price: o.totalPrice,
        price_currency: o.currency === 'TL' ? 'TRY' : o.currency,
        date: o.date ?? new Date().toISOString(),
        customer_id: o.customerId ?? null,
        email: o.email ?? null,
        satisfaction_url: o.satisfactionUrl ?? null,
        tracking_url: o.trackingUrl ?? null,
        tracking_code: o.trackingCode ?? null,
        items: o.items,
      }));
      // The status before the upsert (same snapshot), so a changed status can start or wake journeys.
      const result = await db.execute<TOrderChange>(sql`
        with before as (
          select o.order_code, o.status from orders o
          where o.account_id = ${accountId} and o.order_code in (select x.order_code from jsonb_to_recordset(${json(records)}) as x(order_code text))
        ), up as (
        insert into orders (account_id, member_id, order_code, status, total_count, total_price, price_currency, date, satisfaction_url,
          tracking_url, tracking_code, items, source)
        select distinct on (x.order_code) ${accountId}, coalesce(
            (select m.id from members m where m.account_id = ${accountId} and m.customer_id = x.customer_id),
            (select m.id from members m where m.account_id = ${accountId} and lower(m.email) = lower(x.email))),
          x.order_code, x.status, x.total_count, x.total_price, x.price_currency, x.date, x.satisfaction_url, x.tracking_url, x.tracking_code,
          coalesce(x.items, '[]'::jsonb), 'api'
        from jsonb_to_recordset(${json(records)}) as x(order_code text, status text, total_count int, total_price numeric, price_currency text,
          date timestamptz, customer_id text, email text, satisfaction_url text, tracking_url text, tracking_code text, items jsonb)
        on conflict (account_id, order_code) do update set status = excluded.status, total_count = excluded.total_count,
          total_price = excluded.total_price, price_currency = excluded.price_currency,
          member_id = coalesce(excluded.member_id, orders.member_id),
          satisfaction_url = coalesce(excluded.satisfaction_url, orders.satisfaction_url),
          tracking_url = coalesce(excluded.tracking_url, orders.tracking_url), tracking_code = coalesce(excluded.tracking_code, orders.tracking_code),
          items = excluded.items
        returning member_id, order_code, status, total_price)
        select up.member_id, up.order_code, up.status, up.total_price, before.status as old_status
        from up left join before on before.order_code = up.order_code`);
      return result.rows.map((r) => ({ ...r, member_id: r.member_id === null ? null : Number(r.member_id) }));
    },
  };
}
