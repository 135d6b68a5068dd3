import type { TCouponInput, TGrantPacketInput, TPlanInput, TPurchase } from '@ulak/shared/billing';
import type { TAccountMatch, TPacket, TPacketCoupon, TPacketOverview, TPlan, TQuote } from '@ulak/shared/billing-api';
import { apiData } from '../../lib/api/api-client';

// The coupon form sends dates as ISO strings; the server's schema coerces them.
export type TCouponBody = Omit<TCouponInput, 'startsAt' | 'expiresAt'> & {
  startsAt: string | null;
  expiresAt: string | null;
};

// The admin area's billing API: plans, a merchant's packets, packet coupons and the price calculator.
// Writes are silent: the screens show the server's field errors themselves.
export const billingAdminApi = {
  plans: () => apiData<TPlan[]>('admin/plans'),
  updatePlan: ({ code, input }: { code: string; input: TPlanInput }) =>
    apiData<TPlan>(`admin/plans/${encodeURIComponent(code)}`, { method: 'PUT', body: input, silent: true }),
  searchAccounts: (q: string) => apiData<TAccountMatch[]>('admin/user-packets', { query: { q } }),
  packets: (accountId: number) => apiData<TPacketOverview>(`admin/user-packets/${accountId}`),
  grant: ({ accountId, input }: { accountId: number; input: TGrantPacketInput }) =>
    apiData<TPacket>(`admin/user-packets/${accountId}`, { method: 'POST', body: input, silent: true }),
  extend: ({ accountId, packetId, days }: { accountId: number; packetId: number; days: number }) =>
    apiData<TPacket>(`admin/user-packets/${accountId}/${packetId}/extend`, {
      method: 'POST',
      body: { days },
      silent: true,
    }),
  coupons: () => apiData<TPacketCoupon[]>('admin/coupons'),
  createCoupon: (input: TCouponBody) =>
    apiData<TPacketCoupon>('admin/coupons', { method: 'POST', body: input, silent: true }),
  updateCoupon: ({ id, input }: { id: number; input: TCouponBody }) =>
    apiData<TPacketCoupon>(`admin/coupons/${id}`, { method: 'PUT', body: input, silent: true }),
  calculate: (purchase: TPurchase, couponCode?: string) =>
    apiData<TQuote>('admin/calculate', { method: 'POST', body: { purchase, couponCode }, silent: true }),
};
