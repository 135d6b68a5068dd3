import { z } from 'zod';

// Packages, quotas, payments and invoices (SPEC §1, §2, §3 Package and Payment, §8, §9).
export const PLAN_CODES = ['free', 'start', 'basic', 'plus', 'pro'] as const;
export const ZPlanCode = z.enum(PLAN_CODES);
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const ZBillingPeriod = z.enum(BILLING_PERIODS);
export const QUOTA_CHANNELS = ['email', 'sms', 'whatsapp', 'webpush', 'mobilepush', 'email_verification'] as const;
export const ZQuotaChannel = z.enum(QUOTA_CHANNELS);
export type TQuotaChannel = z.infer<typeof ZQuotaChannel>;
export const FEATURE_CODES = ['automations', 'widgets', 'premium_templates', 'iys', 'segments_advanced'] as const;
export const ZFeatureCode = z.enum(FEATURE_CODES);
export const KDV_PERCENT = 20;
// Usage bars warn at these shares of a limit.
export const USAGE_WARN_AT = [0.7, 0.9] as const;

const limit = z.number().int().min(0).max(2_000_000_000).nullable();
const money = z.number().int().min(0).max(1_000_000_000);

export const ZPlanInput = z.object({
  name: z.string().trim().min(1).max(60),
  monthlyPrice: money,
  yearlyPrice: money,
  quotas: z.record(ZQuotaChannel, limit),
  memberLimit: limit,
  deviceLimit: limit,
  features: z.array(ZFeatureCode).max(FEATURE_CODES.length),
});
export type TPlanInput = z.infer<typeof ZPlanInput>;

const packetDays = z
  .number('validation.packet_days')
  .int('validation.packet_days')
  .min(1, 'validation.packet_days')
  .max(3660, 'validation.packet_days');

// An admin's grant: a main packet (plan for a number of days), an extra packet (channel quota) or a
// custom packet (any quotas, limits and features on top).
export const ZGrantPacketInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('main'),
    planCode: z.enum([...PLAN_CODES, 'custom']),
    period: ZBillingPeriod,
    days: packetDays,
    note: z.string().trim().max(200).optional(),
  }),
  z.object({
    kind: z.literal('extra'),
    channel: ZQuotaChannel,
    amount: z
      .number('validation.packet_amount')
      .int('validation.packet_amount')
      .min(1, 'validation.packet_amount')
      .max(100_000_000, 'validation.packet_amount'),
    days: packetDays,
    note: z.string().trim().max(200).optional(),
  }),
  z.object({
    kind: z.literal('custom'),
    quotas: z.record(ZQuotaChannel, z.number().int().min(0).max(100_000_000)),
    memberLimit: z.number().int().min(0).max(100_000_000).nullable(),
    deviceLimit: z.number().int().min(0).max(100_000_000).nullable(),
    features: z.array(ZFeatureCode).max(FEATURE_CODES.length),
    days: packetDays,
    note: z.string().trim().max(200).optional(),
  }),
]);
export type TGrantPacketInput = z.infer<typeof ZGrantPacketInput>;

export const ZExtendPacketInput = z.object({ days: packetDays });
export const ZAutoRenewInput = z.object({ autoRenew: z.boolean() });
export const ZTrialInput = z.object({ feature: ZFeatureCode });

// TC identity number: 11 digits, first not 0, two check digits (10th and 11th).
export function isValidIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === d[9] && eleventh === d[10];
}

const required = (max: number) => z.string().trim().min(1, 'validation.fill_all_fields').max(max);
const address = {
  address: required(300),
  city: required(60),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'validation.zip_code'),
};

export const ZInvoiceDetails = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('individual'),
    name: required(60),
    surname: required(60),
    identityNumber: z.string().trim().refine(isValidIdentityNumber, 'validation.identity_number'),
    ...address,
  }),
  z.object({
    type: z.literal('company'),
    companyName: required(200),
    taxOffice: required(100),
    taxNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'validation.tax_number'),
    ...address,
  }),
]);
export type TInvoiceDetailsInput = z.infer<typeof ZInvoiceDetails>;

// What is bought: a main plan for a period, or an extra packet of one channel.
export const ZPurchase = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('main'), planCode: ZPlanCode.exclude(['free']), period: ZBillingPeriod }),
  z.object({ kind: z.literal('extra'), channel: ZQuotaChannel, amount: z.number().int().min(1).max(10_000_000) }),
]);
export type TPurchase = z.infer<typeof ZPurchase>;

export const ZPriceQuery = z.object({ purchase: ZPurchase, couponCode: z.string().trim().max(40).optional() });
export const ZCheckoutInput = ZPriceQuery.extend({ invoice: ZInvoiceDetails, autoRenew: z.boolean().default(true) });
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

export const ZCouponInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'validation.coupon_code'),
    discountType: z.enum(['percent', 'amount']),
    discount: z.number().int().min(1).max(1_000_000_000),
    usageLimit: z.number().int().min(1).max(1_000_000).nullable(),
    startsAt: z.coerce.date().nullable(),
    expiresAt: z.coerce.date().nullable(),
    active: z.boolean().default(true),
  })
  .refine((c) => c.discountType === 'amount' || c.discount <= 100, {
    path: ['discount'],
    message: 'validation.coupon_percent',
  })
  .refine((c) => !c.startsAt || !c.expiresAt || c.startsAt < c.expiresAt, {
    path: ['expiresAt'],
    message: 'validation.coupon_dates',
  });
export type TCouponInput = z.infer<typeof ZCouponInput>;
