import { z } from 'zod';
import { ZTimestamp } from './http';
import { ZBillingPeriod, ZQuotaChannel } from './billing';

// The answers of the billing API (plans, packets, prices, orders, cards, packet coupons): the server
// checks every answer against these, and the web takes its types from them.

// Limits and quotas: null = unlimited, 0 = not included.
const ZLimit = z.number().int().nullable();
// A plan's or packet's quotas by channel (a channel not named is not included).
const ZQuotas = z.partialRecord(z.string(), ZLimit);
const ZMoney = z.number().int().describe('Kuruş');

export const ZPlan = z.object({
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  // Offered for purchase on the packet screen (trial and custom are granted, not bought).
  purchasable: z.boolean(),
  monthlyPrice: ZMoney,
  yearlyPrice: ZMoney,
  quotas: ZQuotas,
  memberLimit: ZLimit,
  deviceLimit: ZLimit,
  features: z.array(z.string()),
  updatedAt: ZTimestamp,
});
export type TPlan = z.infer<typeof ZPlan>;

// One packet of an account: the main packet, an extra packet (channel quota) or a custom packet.
export const ZPacket = z.object({
  id: z.number().int(),
  kind: z.enum(['main', 'extra', 'custom']),
  planCode: z.string().nullable(),
  period: ZBillingPeriod.nullable(),
  // Added on top of the main packet (extra and custom packets); for a main packet the plan's apply.
  quotas: ZQuotas,
  memberLimit: ZLimit,
  deviceLimit: ZLimit,
  features: z.array(z.string()),
  startsAt: ZTimestamp,
  endsAt: ZTimestamp.nullable(),
  // Set when an automatic renewal failed: the packet keeps working until then.
  graceUntil: ZTimestamp.nullable(),
  autoRenew: z.boolean(),
  status: z.enum(['active', 'replaced', 'cancelled']),
  note: z.string().nullable(),
});
export type TPacket = z.infer<typeof ZPacket>;

const ZUsage = z.object({ limit: ZLimit, used: z.number().int() });
export type TUsage = z.infer<typeof ZUsage>;

// My packets: the main packet (the free plan without one), usage per channel in the quota period,
// member and device bars, features, trials, extras in force and every packet the account had.
export const ZPacketOverview = z.object({
  main: z.object({
    // Null: the account has no packet row (the plan comes from the account).
    id: z.number().int().nullable(),
    planCode: z.string(),
    planName: z.string(),
    period: ZBillingPeriod.nullable(),
    startsAt: ZTimestamp,
    endsAt: ZTimestamp.nullable(),
    graceUntil: ZTimestamp.nullable(),
    autoRenew: z.boolean(),
    expired: z.boolean(),
  }),
  // The quota period: its first day (YYYY-MM-DD) and the moment it ends.
  period: z.object({ start: z.string(), end: ZTimestamp }),
  channels: z.array(ZUsage.extend({ channel: ZQuotaChannel })),
  members: ZUsage,
  devices: ZUsage,
  features: z.array(z.string()),
  trials: z.array(z.object({ feature: z.string(), startedAt: ZTimestamp, endsAt: ZTimestamp, active: z.boolean() })),
  extras: z.array(ZPacket),
  history: z.array(ZPacket),
});
export type TPacketOverview = z.infer<typeof ZPacketOverview>;

// A feature trial asked for: its end, or `included` when the plan has the feature already.
export const ZTrialStart = z.object({ feature: z.string(), endsAt: ZTimestamp.nullable(), included: z.boolean() });
export type TTrialStart = z.infer<typeof ZTrialStart>;
export const ZAutoRenew = z.object({ autoRenew: z.boolean() });
export type TAutoRenew = z.infer<typeof ZAutoRenew>;

export const ZPrice = z.object({
  subtotal: ZMoney,
  discount: ZMoney,
  kdv: ZMoney,
  total: ZMoney,
  kdvPercent: z.number(),
});
export type TPrice = z.infer<typeof ZPrice>;
// What a purchase costs with a coupon (KDV included), with its label and the coupon applied.
export const ZQuote = ZPrice.extend({ couponId: z.number().int().nullable(), label: z.string() });
export type TQuote = z.infer<typeof ZQuote>;

// A started checkout: the pending order and iyzico's checkout form (its page and its embeddable script).
export const ZCheckoutStart = z.object({
  orderId: z.number().int(),
  token: z.string(),
  paymentPageUrl: z.string(),
  checkoutFormContent: z.string(),
  price: ZQuote,
});
export type TCheckoutStart = z.infer<typeof ZCheckoutStart>;

export const ZOrder = z.object({
  id: z.number().int(),
  kind: z.enum(['main', 'extra']),
  planCode: z.string().nullable(),
  period: ZBillingPeriod.nullable(),
  channel: z.string().nullable(),
  amount: z.number().int().nullable(),
  subtotal: ZMoney,
  discount: ZMoney,
  kdv: ZMoney,
  total: ZMoney,
  status: z.enum(['pending', 'completed', 'failed']),
  source: z.enum(['checkout', 'renewal']),
  failureReason: z.string().nullable(),
  createdAt: ZTimestamp,
  completedAt: ZTimestamp.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

// A card iyzico stores for automatic renewal: only what the owner sees.
export const ZStoredCard = z.object({
  id: z.number().int(),
  lastFour: z.string(),
  holder: z.string(),
  bank: z.string(),
  cardType: z.string(),
  expiry: z.string(),
  createdAt: ZTimestamp,
});
export type TStoredCard = z.infer<typeof ZStoredCard>;

// Admin: the search for a merchant account (its name, owner email or id), and an account it finds.
export const ZAccountSearch = z.object({ q: z.string().trim().min(1).max(100) });
export type TAccountSearch = z.infer<typeof ZAccountSearch>;
export const ZAccountMatch = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  packetName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  createdAt: ZTimestamp,
});
export type TAccountMatch = z.infer<typeof ZAccountMatch>;

// Admin: a discount coupon for packets (not the shop coupons of campaigns).
export const ZPacketCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(['percent', 'amount']),
  // Percent 1-100, or an amount in kuruş.
  discount: z.number().int(),
  usageLimit: z.number().int().nullable(),
  used: z.number().int(),
  startsAt: ZTimestamp.nullable(),
  expiresAt: ZTimestamp.nullable(),
  active: z.boolean(),
  createdAt: ZTimestamp,
});
export type TPacketCoupon = z.infer<typeof ZPacketCoupon>;
