import { HTTP_STATUS } from '@ulak/shared';
import type { TCouponInput } from '@ulak/shared/billing';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { ordersRepository } from './orders.repository';

// Admin coupons for packets: code, percent or amount, limit of uses, validity.
export async function listCoupons(db: DbOrTx) {
  return ordersRepository.coupons(db);
}

export async function createCoupon(db: DbOrTx, input: TCouponInput) {
  const row = await ordersRepository.insertCoupon(db, input);
  if (!row)
    throw new AppError('validation', HTTP_STATUS.validation, 'errors.coupon_invalid', {}, ['errors.coupon_invalid'], {
      code: ['errors.coupon_invalid'],
    });
  return row;
}

export async function updateCoupon(db: DbOrTx, id: number, input: TCouponInput) {
  const row = await ordersRepository.updateCoupon(db, id, input);
  if (!row) throw notFound();
  return row;
}
