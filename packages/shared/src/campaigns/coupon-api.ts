import { z } from 'zod';
import { ZPageMeta, ZPageQuery, ZTimestamp } from '../http';

// Coupons (SPEC §3 Coupon, §9 "Coupon types: percent or amount").
export const COUPON_DISCOUNT_TYPES = ['percent', 'amount'] as const;
export const ZCouponDiscountType = z.enum(COUPON_DISCOUNT_TYPES);
export type TCouponDiscountType = z.infer<typeof ZCouponDiscountType>;
export const COUPON_MAX_COUNT = 100_000;

// The coupon options of a campaign: how many unique codes and what each one is worth.
export const ZCouponOptions = z
  .object({
    count: z.number().int().min(1).max(COUPON_MAX_COUNT),
    discountType: ZCouponDiscountType,
    discount: z.number().positive().max(1_000_000),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .transform((c) => (c === 'TL' ? 'TRY' : c))
      .pipe(z.string().regex(/^[A-Z]{3}$/))
      .default('TRY'),
    // How many products of an order the discount applies to (null = the whole order).
    productCount: z.number().int().min(1).max(1000).nullable().default(null),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,8}$/)
      .default(''),
    startDate: z.coerce.date().nullable().default(null),
    expireDate: z.coerce.date().nullable().default(null),
  })
  .refine((v) => v.discountType !== 'percent' || v.discount <= 100, {
    message: 'validation.percent_max',
    path: ['discount'],
  })
  .refine((v) => !v.startDate || !v.expireDate || v.expireDate > v.startDate, {
    message: 'validation.end_after_start',
    path: ['expireDate'],
  });
export type TCouponOptions = z.infer<typeof ZCouponOptions>;
export type TCouponOptionsDraft = z.input<typeof ZCouponOptions>;

export const ZCouponListQuery = ZPageQuery.extend({
  search: z.string().trim().max(50).optional(),
  sent: z.enum(['yes', 'no']).optional(),
  used: z.enum(['yes', 'no']).optional(),
});
export type TCouponListQuery = z.infer<typeof ZCouponListQuery>;

export const ZCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  campaignId: z.number().int(),
  discount: z.number(),
  discountType: ZCouponDiscountType,
  currency: z.string(),
  limit: z.number().nullable(),
  isSend: z.boolean(),
  used: z.boolean(),
  isActive: z.boolean(),
  memberId: z.number().int().nullable(),
  startDate: ZTimestamp.nullable(),
  expireDate: ZTimestamp.nullable(),
  sentAt: ZTimestamp.nullable(),
  usedAt: ZTimestamp.nullable(),
  orderCode: z.string().nullable(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const ZCouponSummary = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  used: z.number().int(),
  active: z.number().int(),
});
export type TCouponSummary = z.infer<typeof ZCouponSummary>;
export const ZCouponPage = z.object({
  data: z.array(ZCoupon),
  meta: ZPageMeta.extend({ summary: ZCouponSummary }),
});
