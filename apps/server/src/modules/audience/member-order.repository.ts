import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

export type TMemberOrder = {
  id: number;
  orderCode: string;
  date: string;
  status: string;
  items: { code: string; title: string; quantity: number; image?: string }[];
  language: string;
  memberName: string;
};

type TOrderRow = {
  id: string | number;
  order_code: string;
  date: Date | string;
  status: string;
  items: unknown;
  language: string;
  name: string | null;
};

function itemsOf(raw: unknown): TMemberOrder['items'] {
  if (!Array.isArray(raw)) return [];
  const out: TMemberOrder['items'] = [];
  for (const item of raw as Record<string, unknown>[]) {
    const code = String(item.code ?? item.product_code ?? item.productCode ?? '').slice(0, 200);
    if (!code || out.some((o) => o.code === code)) continue;
    out.push({
      code,
      title: String(item.title ?? item.name ?? code).slice(0, 300),
      quantity: Number(item.quantity ?? 1) || 1,
      ...(typeof item.image === 'string' ? { image: item.image } : {}),
    });
  }
  return out;
}

// One order of a member (by id or by code) with its distinct products and the member's language:
// what the order evaluation and satisfaction pages show.
export async function memberOrder(
  db: DbOrTx,
  accountId: number,
  memberId: number,
  order: { id: number } | { code: string },
): Promise<TMemberOrder | null> {
  const match = 'id' in order ? sql`o.id = ${order.id}` : sql`o.order_code = ${order.code}`;
  const r = await db.execute<TOrderRow>(sql`select o.id, o.order_code, o.date, o.status, o.items, m.language,
      nullif(trim(concat_ws(' ', m.name, m.surname)), '') as name
    from orders o join members m on m.id = o.member_id and m.account_id = o.account_id
    where o.account_id = ${accountId} and o.member_id = ${memberId} and ${match} limit 1`);
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    orderCode: row.order_code,
    date: new Date(row.date).toISOString(),
    status: row.status,
    items: itemsOf(row.items),
    language: row.language === 'en' ? 'en' : 'tr',
    memberName: row.name ?? '',
  };
}
