import type { TPurchase } from '@ulak/shared/billing';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => ['billing', 'plans'] as const,
  packets: () => ['billing', 'packets'] as const,
  orders: () => ['billing', 'orders'] as const,
  order: (id: number) => ['billing', 'orders', id] as const,
  cards: () => ['billing', 'cards'] as const,
  plannedRun: (channel: string, audience: unknown) => ['billing', 'planned-run', channel, audience] as const,
  price: (purchase: TPurchase | null, coupon: string) => ['billing', 'price', purchase, coupon] as const,
};

export const billingAdminKeys = {
  all: ['billing-admin'] as const,
  plans: () => ['billing-admin', 'plans'] as const,
  search: (q: string) => ['billing-admin', 'accounts', q] as const,
  packets: (accountId: number) => ['billing-admin', 'packets', accountId] as const,
  coupons: () => ['billing-admin', 'coupons'] as const,
  quote: (purchase: TPurchase | null, coupon: string) => ['billing-admin', 'quote', purchase, coupon] as const,
};
