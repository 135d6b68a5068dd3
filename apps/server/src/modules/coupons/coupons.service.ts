import { sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { TCoupon, TCouponListQuery, TCouponOptions, TCouponSummary, TPageMeta } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { couponsRepository, type TCouponRow } from './coupons.repository';
import { keysetCsv } from '../audience';

const MAX_TOP_UPS = 10;

// Generates exactly `options.count` unique codes for the campaign inside the caller's transaction.
// Codes are random; the rare code already taken in the account is skipped by the unique index and
// topped up, so concurrent generations (other campaigns, other requests) never share a code.
export async function generateCoupons(
  tx: DbOrTx,
  accountId: number,
  campaignId: number,
  options: TCouponOptions,
): Promise<number> {
  let made = 0;
  for (let i = 0; i < MAX_TOP_UPS && made < options.count; i++) {
    made += await couponsRepository.insertCodes(tx, accountId, campaignId, options, options.count - made);
  }
  if (made < options.count) throw new Error(`could only generate ${made} of ${options.count} unique coupon codes`);
  return made;
}

export function toCoupon(row: TCouponRow): TCoupon {
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: Number(row.id),
    code: row.code,
    campaignId: Number(row.campaign_id),
    discount: Number(row.discount),
    discountType: row.discount_type,
    currency: row.currency,
    limit: row.limit === null ? null : Number(row.limit),
    isSend: row.is_send,
    used: row.used,
    isActive: row.is_active,
    memberId: row.member_id === null ? null : Number(row.member_id),
    startDate: iso(row.start_date),
    expireDate: iso(row.expire_date),
    sentAt: iso(row.sent_at),
    usedAt: iso(row.used_at),
    orderCode: row.order_code,
  };
}

// The `coupon` template variables of a member's assigned coupon (templates VARIABLE_CATALOGUE).
export function couponScope(row: TCouponRow): Record<string, unknown> {
  return {
    code: row.code,
    discount: Number(row.discount),
    discount_type: row.discount_type,
    currency: row.currency,
    expire_date: row.expire_date ? new Date(row.expire_date).toISOString().slice(0, 10) : '',
  };
}

export async function assignCoupons(
  db: DbOrTx,
  accountId: number,
  campaignId: number,
  recipients: { memberId: number; messageId: number }[],
): Promise<Map<number, Record<string, unknown>>> {
  if (recipients.length === 0) return new Map();
  const held = await couponsRepository.assign(db, accountId, campaignId, recipients);
  return new Map([...held].map(([memberId, row]) => [memberId, couponScope(row)]));
}

export async function listCoupons(
  deps: AppDeps,
  accountId: number,
  campaignId: number,
  query: TCouponListQuery,
): Promise<{ data: TCoupon[]; meta: TPageMeta & { summary: TCouponSummary } }> {
  const { rows, total } = await couponsRepository.list(deps.db, accountId, campaignId, query);
  const summary = await couponsRepository.summary(deps.db, accountId, campaignId);
  return { data: rows.map(toCoupon), meta: { page: query.page, perPage: query.perPage, total, summary } };
}

export async function setCouponActive(deps: AppDeps, accountId: number, couponId: number, active: boolean) {
  if (!(await couponsRepository.setActive(deps.db, accountId, couponId, active))) throw notFound();
}

export async function couponSummary(db: DbOrTx, accountId: number, campaignId: number) {
  return couponsRepository.summary(db, accountId, campaignId);
}

export async function markCouponsUsed(db: DbOrTx, accountId: number | null, since: Date): Promise<number> {
  return couponsRepository.markUsedByOrders(db, accountId, since);
}

const COUPON_CSV_COLUMNS = [
  'code',
  'discount',
  'discount_type',
  'currency',
  'limit',
  'is_send',
  'used',
  'is_active',
  'member_email',
  'sent_at',
  'used_at',
  'order_code',
  'start_date',
  'expire_date',
] as const;

// The campaign's coupons as CSV, streamed page by page, formula-escaped like every export.
export function couponsCsv(db: DbOrTx, accountId: number, campaignId: number): Readable {
  return keysetCsv({
    header: COUPON_CSV_COLUMNS,
    page: (after: number | null, limit) => couponsRepository.page(db, accountId, campaignId, after ?? 0, limit),
    cursor: (r) => Number(r.id),
    cells: (r) => {
      const c = toCoupon(r);
      return [
        c.code,
        c.discount,
        c.discountType,
        c.currency,
        c.limit,
        c.isSend,
        c.used,
        c.isActive,
        r.email,
        c.sentAt,
        c.usedAt,
        c.orderCode,
        c.startDate,
        c.expireDate,
      ];
    },
  });
}

// Vouchers sent to a member before `sentBefore`, still unused, active and not yet expired at `now`
// (the gift expiration scenario reminds their holders).
export async function unusedSentCoupons(db: DbOrTx, accountId: number, sentBefore: Date, now: Date) {
  return couponsRepository.unusedSent(db, accountId, sentBefore, now);
}

// One free code of the campaign's pool for one member (a widget's prize), inside the caller's transaction:
// SKIP LOCKED lets parallel winners take different codes; null when the pool is empty.
export async function reserveCoupon(
  tx: DbOrTx,
  accountId: number,
  campaignId: number,
  memberId: number | null,
): Promise<{ id: number; code: string } | null> {
  return couponsRepository.reserveOne(tx, accountId, campaignId, memberId);
}

// Whether the campaign has a coupon pool in this account (what a widget's prize may point at).
export async function couponPoolExists(db: DbOrTx, accountId: number, campaignId: number): Promise<boolean> {
  return (await couponsRepository.count(db, accountId, campaignId)) > 0;
}

// How many of the coupons a query selects (`select id …`) have been used in an order: a widget's results.
export async function usedCouponCount(db: DbOrTx, accountId: number, couponIds: SQL): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from coupons
    where account_id = ${accountId} and used and id in (${couponIds})`);
  return Number(r.rows[0]?.n ?? 0);
}
