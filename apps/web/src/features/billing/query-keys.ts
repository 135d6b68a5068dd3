import type { TPurchase } from '@ulak/shared/billing';

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => ['billing', 'plans'] as const,
  packets: () => ['billing', 'packets'] as const,
  orders: () => ['billing', 'orders'] as const,
  order: (id: number) => ['billing', 'orders', id] as const,
  cards: () => ['billing', 'cards'] as const,
  price: (purchase: TPurchase | null, coupon: string) => ['billing', 'price', purchase, coupon] as const,
};
