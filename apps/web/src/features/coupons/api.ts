import type { TCoupon, TCouponSummary, TPageMeta } from '@ulak/shared';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiDownload } from '../../lib/api/api-transfer';

export type TCouponQuery = Record<string, string | number | undefined>;
export type TCouponPage = { data: TCoupon[]; meta: TPageMeta & { summary: TCouponSummary } };

export const couponsApi = {
  list: (campaignId: number, query: TCouponQuery) =>
    apiRequest<TCouponPage>(`campaigns/${campaignId}/coupons`, { query, ownRecord: true }),
  exportCsv: (campaignId: number) => apiDownload(`campaigns/${campaignId}/coupons.csv`, `coupons-${campaignId}.csv`),
  setActive: (id: number, active: boolean) =>
    apiData<{ ok: boolean }>(`coupons/${id}/${active ? 'activate' : 'passivate'}`, { method: 'POST' }),
};

export const couponKeys = {
  all: ['coupons'] as const,
  list: (campaignId: number, query: TCouponQuery) => ['coupons', campaignId, query] as const,
};
