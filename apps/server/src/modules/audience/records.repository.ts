import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TEventListQuery, TOrderListQuery, TPageQuery, TTagInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { carts, deviceTags, memberTags, members, orders, products } from './audience.tables';

// Orders, carts, products, events, request logs and tags: the read side of the audience screens.
const page = (q: TPageQuery) => ({ limit: q.perPage, offset: (q.page - 1) * q.perPage });
const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export type TOrderCursor = { date: Date; id: number };

export type TEventRow = {
  id: number;
  occurred_at: Date;
  category: string;
  name: string;
  code: string;
  url: string | null;
  parameters: unknown;
  member_id: number | null;
  device_id: number | null;
  application_id: number | null;
};

export function recordsRepository(db: DbOrTx) {
  const orderWhere = (accountId: number, q: Omit<TOrderListQuery, 'page' | 'perPage'>): SQL | undefined =>
    and(
      eq(orders.accountId, accountId),
      q.search ? or(ilike(orders.orderCode, like(q.search)), ilike(orders.trackingCode, like(q.search))) : undefined,
      q.status ? eq(orders.status, q.status) : undefined,
      q.memberId ? eq(orders.memberId, q.memberId) : undefined,
      q.dateFrom ? gte(orders.date, sql`${q.dateFrom}::date`) : undefined,
      q.dateTo ? lt(orders.date, sql`${q.dateTo}::date + 1`) : undefined,
      q.before ? lt(orders.date, sql`${q.before}::date`) : undefined,
    );
  const eventWhere = (accountId: number, q: Omit<TEventListQuery, 'page' | 'perPage'>): SQL =>
    sql`account_id = ${accountId}${q.code ? sql` and code = ${q.code}` : sql``}${q.memberId ? sql` and member_id = ${q.memberId}` : sql``}${q.deviceId ? sql` and device_id = ${q.deviceId}` : sql``}`;
  return {
    async listOrders(accountId: number, q: TOrderListQuery) {
      return db
        .select()
        .from(orders)
        .where(orderWhere(accountId, q))
        .orderBy(desc(orders.date), desc(orders.id))
        .limit(page(q).limit)
        .offset(page(q).offset);
    },
    // Keyset pages for the CSV export, newest first: (date, id) below the last row of the page before.
    async exportOrders(
      accountId: number,
      q: Omit<TOrderListQuery, 'page' | 'perPage'>,
      after: TOrderCursor | null,
      limit: number,
    ) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            orderWhere(accountId, q),
            after
              ? sql`(${orders.date}, ${orders.id}) < (${after.date.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(orders.date), desc(orders.id))
        .limit(limit);
    },
    async countOrders(accountId: number, q: TOrderListQuery): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(orderWhere(accountId, q));
      return row?.n ?? 0;
    },
    async findOrder(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
      return row ?? null;
    },
    async memberCart(accountId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.accountId, accountId), eq(carts.ownerKey, `m:${memberId}`)));
      return row ?? null;
    },
    async listProducts(accountId: number, q: TPageQuery & { search?: string }) {
      const where = and(
        eq(products.accountId, accountId),
        q.search ? or(ilike(products.title, like(q.search)), ilike(products.code, like(q.search))) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db.select().from(products).where(where).orderBy(desc(products.id)).limit(page(q).limit).offset(page(q).offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
    // Who a page of orders or events belongs to, for the member column: one query per page.
    async memberNames(accountId: number, ids: number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)].slice(0, 500);
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, name: members.name, surname: members.surname, email: members.email })
        .from(members)
        .where(and(eq(members.accountId, accountId), inArray(members.id, unique)));
      return new Map(
        rows.map((m) => [m.id, [m.name, m.surname].filter(Boolean).join(' ').trim() || m.email || `#${m.id}`]),
      );
    },
    // The catalogue rows behind a cart's or order's item codes (title, price, link, image).
    async productsByCodes(accountId: number, codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(eq(products.accountId, accountId), inArray(products.code, codes.slice(0, 500))));
    },
    async findProduct(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.accountId, accountId), eq(products.id, id)));
      return row ?? null;
    },
    async listEvents(accountId: number, q: TEventListQuery): Promise<TEventRow[]> {
      const result = await db.execute<TEventRow>(sql`
        select id, occurred_at, category, name, code, url, parameters, member_id, device_id, application_id
        from events where ${eventWhere(accountId, q)} order by occurred_at desc, id desc limit ${page(q).limit} offset ${page(q).offset}`);
      return result.rows;
    },
    async countEvents(accountId: number, q: TEventListQuery): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from events where ${eventWhere(accountId, q)}`,
      );
      return result.rows[0]?.n ?? 0;
    },
    async findEvent(accountId: number, id: number): Promise<TEventRow | null> {
      const result = await db.execute<TEventRow>(sql`
        select id, occurred_at, category, name, code, url, parameters, member_id, device_id, application_id
        from events where account_id = ${accountId} and id = ${id} limit 1`);
      return result.rows[0] ?? null;
    },
    async tags(accountId: number, kind: 'member' | 'device', subjectId: number) {
      const table = kind === 'member' ? memberTags : deviceTags;
      const subject = kind === 'member' ? memberTags.memberId : deviceTags.deviceId;
      return db
        .select({ name: table.name, type: table.type, value: table.value, created_at: table.createdAt })
        .from(table)
        .where(and(eq(table.accountId, accountId), eq(subject, subjectId)))
        .orderBy(table.name);
    },
    async setTag(accountId: number, kind: 'member' | 'device', subjectId: number, tag: TTagInput): Promise<void> {
      if (kind === 'member')
        await db
          .insert(memberTags)
          .values({ accountId, memberId: subjectId, ...tag })
          .onConflictDoUpdate({
            target: [memberTags.accountId, memberTags.memberId, memberTags.name],
            set: { type: tag.type, value: tag.value },
          });
      else
        await db
          .insert(deviceTags)
          .values({ accountId, deviceId: subjectId, ...tag })
          .onConflictDoUpdate({
            target: [deviceTags.accountId, deviceTags.deviceId, deviceTags.name],
            set: { type: tag.type, value: tag.value },
          });
    },
    async removeTag(accountId: number, kind: 'member' | 'device', subjectId: number, name: string): Promise<boolean> {
      const rows =
        kind === 'member'
          ? await db
              .delete(memberTags)
              .where(
                and(eq(memberTags.accountId, accountId), eq(memberTags.memberId, subjectId), eq(memberTags.name, name)),
              )
              .returning({ id: memberTags.id })
          : await db
              .delete(deviceTags)
              .where(
                and(eq(deviceTags.accountId, accountId), eq(deviceTags.deviceId, subjectId), eq(deviceTags.name, name)),
              )
              .returning({ id: deviceTags.id });
      return rows.length > 0;
    },
  };
}
