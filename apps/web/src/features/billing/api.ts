import type { TCheckoutInput, TPurchase } from '@ulak/shared/billing';
import type {
  TAutoRenew,
  TCheckoutStart,
  TOrder,
  TPacketOverview,
  TPlan,
  TQuote,
  TStoredCard,
  TTrialStart,
} from '@ulak/shared/billing-api';
import { apiData } from '../../lib/api/api-client';
import { apiDownload } from '../../lib/api/api-transfer';

export const billingApi = {
  plans: () => apiData<TPlan[]>('billing/plans'),
  packets: () => apiData<TPacketOverview>('billing/packets'),
  orders: () => apiData<TOrder[]>('billing/orders'),
  order: (id: number) => apiData<TOrder>(`billing/orders/${id}`),
  cards: () => apiData<TStoredCard[]>('billing/cards'),
  deleteCard: (id: number) => apiData<{ ok: boolean }>(`billing/cards/${id}`, { method: 'DELETE' }),
  setAutoRenew: (autoRenew: boolean) =>
    apiData<TAutoRenew>('billing/auto-renew', { method: 'PUT', body: { autoRenew } }),
  startTrial: (feature: string) => apiData<TTrialStart>('billing/trials', { method: 'POST', body: { feature } }),
  price: (purchase: TPurchase, couponCode?: string) =>
    apiData<TQuote>('billing/price', { method: 'POST', body: { purchase, couponCode }, silent: true }),
  checkout: (body: TCheckoutInput) =>
    apiData<TCheckoutStart>('billing/checkout', { method: 'POST', body, silent: true }),
  invoice: (id: number) => apiDownload(`billing/orders/${id}/invoice`, `invoice-${id}.pdf`),
};
