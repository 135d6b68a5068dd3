import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { invalidateCounts } from './count-cache';
import { reconcileMemberLimit } from './members.service';

type Deps = Pick<AppDeps, 'db'>;

// Writes of the shop platforms (Shopify, T-Soft) that the public API has no endpoint for: a member's open
// cart from the shop's checkout, and a privacy redact.
// A guest (no customer id) is found by the email, then the phone, its checkout or order carried.
export type TMemberKey = { customerId?: string | null; email?: string | null; phone?: string | null };
export type TPlatformCart = TMemberKey & {
  // false: the checkout completed or was emptied, the member has no open cart any more.
  open: boolean;
  totalCount: number;
  totalPrice: number;
  currency: string;
  items: unknown[];
  updatedAt: string;
};

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

async function memberIds(deps: Deps, accountId: number, keys: TMemberKey[]): Promise<(number | null)[]> {
  if (keys.length === 0) return [];
  const rows = keys.map((k, i) => ({
    i,
    customer_id: k.customerId ?? null,
    email: k.email ?? null,
    phone: k.phone ?? null,
  }));
  const found = await deps.db.execute<{ i: number; id: string | null }>(sql`
    select x.i, coalesce(
      (select m.id from members m where m.account_id = ${accountId} and m.customer_id = x.customer_id),
      (select m.id from members m where m.account_id = ${accountId} and lower(m.email) = lower(x.email) limit 1),
      (select m.id from members m where m.account_id = ${accountId} and m.phone = x.phone limit 1)) as id
    from jsonb_to_recordset(${json(rows)}) as x(i int, customer_id text, email text, phone text)`);
  const byIndex = new Map(found.rows.map((r) => [Number(r.i), r.id === null ? null : Number(r.id)]));
  return keys.map((_, i) => byIndex.get(i) ?? null);
}

// Carts of known members only (a checkout without a member has no one to remind). Answers how many landed.
export async function syncMemberCarts(deps: Deps, accountId: number, carts: TPlatformCart[]): Promise<number> {
  const ids = await memberIds(deps, accountId, carts);
  const open: Record<string, unknown>[] = [];
  const closed: number[] = [];
  carts.forEach((cart, i) => {
    const memberId = ids[i];
    if (memberId === null || memberId === undefined) return;
    if (!cart.open) return void closed.push(memberId);
    open.push({
      member_id: memberId,
      total_count: cart.totalCount,
      total_price: cart.totalPrice,
      price_currency: cart.currency,
      items: cart.items,
      updated_at: cart.updatedAt,
    });
  });
  if (open.length > 0)
    await deps.db.execute(sql`
      insert into carts (account_id, owner_key, member_id, total_count, total_price, price_currency, items, updated_at)
      select distinct on (x.member_id) ${accountId}, 'm:' || x.member_id, x.member_id, x.total_count, x.total_price,
        x.price_currency, coalesce(x.items, '[]'::jsonb), x.updated_at
      from jsonb_to_recordset(${json(open)}) as x(member_id bigint, total_count int, total_price numeric, price_currency text,
        items jsonb, updated_at timestamptz)
      order by x.member_id, x.updated_at desc
      on conflict (account_id, owner_key) do update set total_count = excluded.total_count, total_price = excluded.total_price,
        price_currency = excluded.price_currency, items = excluded.items, updated_at = excluded.updated_at
      where carts.updated_at <= excluded.updated_at`);
  if (closed.length > 0)
    await deps.db.execute(
      sql`delete from carts where account_id = ${accountId}
        and owner_key in (select jsonb_array_elements_text(${json(closed.map((id) => `m:${id}`))}))`,
    );
  return open.length + closed.length;
}

// A privacy redact: the member, their orders and carts are deleted. Answers how many members went.
export async function redactMember(deps: Deps, accountId: number, key: TMemberKey): Promise<number> {
  const [id] = await memberIds(deps, accountId, [key]);
  if (id === null || id === undefined) return 0;
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('members'), ${accountId}::int)`);
    await tx.execute(sql`delete from orders where account_id = ${accountId} and member_id = ${id}`);
    await tx.execute(sql`delete from members where account_id = ${accountId} and id = ${id}`);
    await reconcileMemberLimit(tx, accountId);
  });
  invalidateCounts(accountId);
  return 1;
}

export type TMemberDataExport = {
  memberId: number;
  member: Record<string, unknown>;
  permissionChanges: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  carts: Record<string, unknown>[];
};

// A privacy data request: everything the account holds on the member (profile and permissions, the
// permission history, orders, carts), or null when no member matches.
export async function memberDataExport(
  deps: Deps,
  accountId: number,
  key: TMemberKey,
): Promise<TMemberDataExport | null> {
  const [id] = await memberIds(deps, accountId, [key]);
  if (id === null || id === undefined) return null;
  const rows = async (query: ReturnType<typeof sql>) =>
    (await deps.db.execute<{ row: Record<string, unknown> }>(query)).rows.map((r) => r.row);
  const [member] = await rows(
    sql`select to_jsonb(m) - 'account_id' as row from members m where m.account_id = ${accountId} and m.id = ${id}`,
  );
  if (!member) return null;
  return {
    memberId: id,
    member,
    permissionChanges: await rows(sql`select jsonb_build_object('channel', channel, 'granted', granted,
      'recipient', recipient, 'source', source, 'changedAt', changed_at) as row from member_permission_changes
      where account_id = ${accountId} and member_id = ${id} order by id`),
    orders: await rows(sql`select to_jsonb(o) - 'account_id' as row from orders o
      where o.account_id = ${accountId} and o.member_id = ${id} order by o.id`),
    carts: await rows(sql`select to_jsonb(c) - 'account_id' as row from carts c
      where c.account_id = ${accountId} and c.member_id = ${id}`),
  };
}
