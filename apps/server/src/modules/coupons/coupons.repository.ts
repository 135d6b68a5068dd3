import { sql } from 'drizzle-orm';
import type { TCouponListQuery, TCouponOptions, TCouponSummary } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { memberEmailsRelation, ordersRelation } from '../audience';

export type TCouponRow = {
  id: number;
  code: string;
  campaign_id: number;
  discount: string;
  discount_type: 'percent' | 'amount';
  currency: string;
  limit: number | null;
  is_send: boolean;
  used: boolean;
  is_active: boolean;
  member_id: number | null;
  start_date: Date | null;
  expire_date: Date | null;
  sent_at: Date | null;
  used_at: Date | null;
  order_code: string | null;
};

// Unambiguous upper-case letters and digits (no 0/O, 1/I): 10 characters ≈ 50 bits per code.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function listWhere(accountId: number, campaignId: number, q: Partial<TCouponListQuery>) {
  return sql`c.account_id = ${accountId} and c.campaign_id = ${campaignId}
    ${q.search ? sql`and c.code ilike ${`%${q.search.replace(/[%_\\]/g, '\\$&')}%`}` : sql``}
    ${q.sent ? sql`and c.is_send = ${q.sent === 'yes'}` : sql``}
    ${q.used ? sql`and c.used = ${q.used === 'yes'}` : sql``}`;
}

export const couponsRepository = {
  // Inserts up to `count` new codes in one statement; a code already taken in the account (another
  // campaign, a concurrent generation) is skipped by the unique index and the caller tops up.
  async insertCodes(
    db: DbOrTx,
    accountId: number,
    campaignId: number,
    options: TCouponOptions,
    count: number,
  ): Promise<number> {
    const result = await db.execute(sql`
      insert into coupons (account_id, campaign_id, code, discount, discount_type, currency, "limit", start_date, expire_date)
      select ${accountId}, ${campaignId}, ${options.prefix} || (
          select string_agg(substr(${ALPHABET}, 1 + get_byte(b, i) % ${ALPHABET.length}, 1), '' order by i)
          from generate_series(0, ${CODE_LENGTH - 1}) i),
        ${options.discount}, ${options.discountType}, ${options.currency}, ${options.productCount},
        ${options.startDate?.toISOString() ?? null}::timestamptz, ${options.expireDate?.toISOString() ?? null}::timestamptz
      from (select decode(replace(gen_random_uuid()::text, '-', ''), 'hex') as b from generate_series(1, ${count})) r
      on conflict (account_id, code) do nothing`);
    return result.rowCount ?? 0;
  },

  async reserveOne(db: DbOrTx, accountId: number, campaignId: number, memberId: number | null) {
    const r = await db.execute<{ id: number; code: string }>(sql`
      update coupons set member_id = ${memberId}, is_send = true, sent_at = now()
      where id = (select id from coupons where account_id = ${accountId} and campaign_id = ${campaignId}
          and member_id is null and not is_send and is_active
        order by id limit 1 for update skip locked)
      returning id, code`);
    const row = r.rows[0];
    return row ? { id: Number(row.id), code: row.code } : null;
  },

  async count(db: DbOrTx, accountId: number, campaignId: number): Promise<number> {
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from coupons where account_id = ${accountId} and campaign_id = ${campaignId}`,
    );
    return Number(r.rows[0]?.n ?? 0);
  },

  async summary(db: DbOrTx, accountId: number, campaignId: number): Promise<TCouponSummary> {
    const r = await db.execute<TCouponSummary>(sql`select count(*)::int as total,
        (count(*) filter (where is_send))::int as sent, (count(*) filter (where used))::int as used,
        (count(*) filter (where is_active))::int as active
      from coupons where account_id = ${accountId} and campaign_id = ${campaignId}`);
    return r.rows[0] ?? { total: 0, sent: 0, used: 0, active: 0 };
  },

  async list(
    db: DbOrTx,
    accountId: number,
    campaignId: number,
    q: TCouponListQuery,
  ): Promise<{ rows: TCouponRow[]; total: number }> {
    const where = listWhere(accountId, campaignId, q);
    const rows = await db.execute<TCouponRow>(sql`select c.id, c.code, c.campaign_id, c.discount, c.discount_type,
        c.currency, c."limit", c.is_send, c.used, c.is_active, c.member_id, c.start_date, c.expire_date, c.sent_at,
        c.used_at, o.order_code
      from coupons c left join ${ordersRelation(accountId)} o on o.id = c.order_id
      where ${where} order by c.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from coupons c where ${where}`);
    return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
  },

  // Every coupon of a campaign, in id order, for the CSV export (keyset pages).
  async page(db: DbOrTx, accountId: number, campaignId: number, afterId: number, limit: number) {
    const r = await db.execute<TCouponRow & { email: string | null }>(sql`select c.id, c.code, c.campaign_id,
        c.discount, c.discount_type, c.currency, c."limit", c.is_send, c.used, c.is_active, c.member_id, c.start_date,
        c.expire_date, c.sent_at, c.used_at, o.order_code, m.email
      from coupons c
      left join ${ordersRelation(accountId)} o on o.id = c.order_id
      left join ${memberEmailsRelation(accountId)} m on m.id = c.member_id
      where c.account_id = ${accountId} and c.campaign_id = ${campaignId} and c.id > ${afterId}
      order by c.id limit ${limit}`);
    return r.rows;
  },

  async setActive(db: DbOrTx, accountId: number, couponId: number, active: boolean): Promise<boolean> {
    const r = await db.execute(sql`update coupons set is_active = ${active}
      where account_id = ${accountId} and id = ${couponId} returning id`);
    return r.rows.length > 0;
  },

  // Gives each listed member of the batch a coupon of the campaign, set-based: a member who already
  // holds one keeps it (a retry or a second task sends the same code); the others take free codes,
  // locked with SKIP LOCKED so concurrent batches never hand out the same code. Returns every
  // member's coupon.
  async assign(
    db: DbOrTx,
    accountId: number,
    campaignId: number,
    recipients: { memberId: number; messageId: number }[],
  ): Promise<Map<number, TCouponRow>> {
    const rows = JSON.stringify(recipients.map((r) => ({ member_id: r.memberId, message_id: r.messageId })));
    await db.execute(sql`
      with wanted as (
        select distinct on (r.member_id) r.member_id, r.message_id from jsonb_to_recordset(${rows}::jsonb)
          as r(member_id bigint, message_id bigint)
        where not exists (select 1 from coupons h where h.account_id = ${accountId} and h.campaign_id = ${campaignId}
          and h.member_id = r.member_id)
        order by r.member_id, r.message_id
      ), numbered as (
        select member_id, message_id, row_number() over (order by member_id) as rn from wanted
      ), free as (
        select id from coupons where account_id = ${accountId} and campaign_id = ${campaignId}
          and member_id is null and is_active and not used
          and (expire_date is null or expire_date > now())
        order by id limit (select count(*) from wanted) for update skip locked
      ), free_numbered as (
        select id, row_number() over (order by id) as rn from free
      )
      update coupons c set member_id = n.member_id, message_id = n.message_id, is_send = true, sent_at = now()
      from free_numbered f join numbered n using (rn)
      where c.account_id = ${accountId} and c.id = f.id`);
    const ids = `{${recipients.map((r) => Math.trunc(r.memberId)).join(',')}}`;
    const held = await db.execute<TCouponRow>(sql`select c.id, c.code, c.campaign_id, c.discount, c.discount_type,
        c.currency, c."limit", c.is_send, c.used, c.is_active, c.member_id, c.start_date, c.expire_date, c.sent_at,
        c.used_at, null as order_code
      from coupons c where c.account_id = ${accountId} and c.campaign_id = ${campaignId}
        and c.member_id = any(${ids}::bigint[])`);
    return new Map(held.rows.map((c) => [Number(c.member_id), c]));
  },

  // Marks coupons used by the orders that carry their code (case-insensitive), set-based; an order
  // of the coupon's own account only. Returns how many coupons became used.
  async markUsedByOrders(db: DbOrTx, accountId: number | null, since: Date): Promise<number> {
    const r = await db.execute(sql`
      update coupons c set used = true, used_at = o.date, order_id = o.id
      from ${ordersRelation(accountId)} o
      where o.coupon_code is not null and o.created_at >= ${since.toISOString()}::timestamptz
        and c.account_id = o.account_id and c.code = upper(trim(o.coupon_code)) and not c.used`);
    return r.rowCount ?? 0;
  },

  async unusedSent(
    db: DbOrTx,
    accountId: number,
    sentBefore: Date,
    now: Date,
  ): Promise<{ memberId: number; code: string; expireDate: string | null }[]> {
    const r = await db.execute<{ member_id: number; code: string; expire_date: Date | string | null }>(sql`
      select member_id, code, expire_date from coupons
      where account_id = ${accountId} and member_id is not null and not used and is_active
        and sent_at < ${sentBefore.toISOString()}::timestamptz
        and (expire_date is null or expire_date > ${now.toISOString()}::timestamptz)`);
    return r.rows.map((row) => ({
      memberId: Number(row.member_id),
      code: row.code,
      expireDate: row.expire_date ? new Date(row.expire_date).toISOString().slice(0, 10) : null,
    }));
  },
};
