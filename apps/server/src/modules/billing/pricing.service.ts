import { HTTP_STATUS } from '@ulak/shared';
import { KDV_PERCENT, type TPurchase } from '@ulak/shared/billing';
import type { TPrice, TQuote } from '@ulak/shared/billing-api';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { EXTRA_UNIT_PRICES } from './plan-defaults';
import { ordersRepository, type TCouponRow } from './orders.repository';
import { packetsRepository } from './packets.repository';

const couponError = (code: 'coupon_invalid' | 'coupon_used_up') =>
  new AppError(code, HTTP_STATUS.validation, `errors.${code}`, {}, [`errors.${code}`], {
    couponCode: [`errors.${code}`],
  });

// A coupon that may be used now, or a field error ('used up', not valid).
export async function usableCoupon(db: DbOrTx, code: string, now = new Date()): Promise<TCouponRow> {
  const coupon = await ordersRepository.coupon(db, code);
  if (!coupon || !coupon.active) throw couponError('coupon_invalid');
  if ((coupon.startsAt && coupon.startsAt > now) || (coupon.expiresAt && coupon.expiresAt <= now))
    throw couponError('coupon_invalid');
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) throw couponError('coupon_used_up');
  return coupon;
}

export function applyPrice(subtotal: number, coupon: TCouponRow | null): TPrice {
  const off = !coupon
    ? 0
    : coupon.discountType === 'percent'
      ? Math.round((subtotal * coupon.discount) / 100)
      : coupon.discount;
  const discount = Math.min(subtotal, off);
  const net = subtotal - discount;
  const kdv = Math.round((net * KDV_PERCENT) / 100);
  return { subtotal, discount, kdv, total: net + kdv, kdvPercent: KDV_PERCENT };
}

// What a plan for a period, or an extra packet, costs with a coupon; KDV included (kuruş).
export async function quote(db: DbOrTx, purchase: TPurchase, couponCode?: string): Promise<TQuote> {
  let subtotal: number;
  let label: string;
  if (purchase.kind === 'main') {
    const plan = await packetsRepository.plan(db, purchase.planCode);
    if (!plan || !plan.purchasable) throw notFound();
    subtotal = purchase.period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
    label = `${plan.name} (${purchase.period})`;
  } else {
    subtotal = EXTRA_UNIT_PRICES[purchase.channel] * purchase.amount;
    label = `${purchase.channel} +${purchase.amount}`;
  }
  const coupon = couponCode ? await usableCoupon(db, couponCode) : null;
  return { ...applyPrice(subtotal, coupon), couponId: coupon?.id ?? null, label };
}
