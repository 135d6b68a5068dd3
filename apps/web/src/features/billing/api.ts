import type { TCheckoutInput, TPrice, TPurchase } from '@ulak/shared/billing';
import { apiData } from '../../lib/api/api-client';
import { apiDownload } from '../../lib/api/api-transfer';

export type TPlan = {
  code: string;
  name: string;
  sort: number;
  purchasable: boolean;
  monthlyPrice: number;
  yearlyPrice: number;
  quotas: Record<string, number | null>;
  memberLimit: number | null;
  deviceLimit: number | null;
  features: string[];
};
export type TUsage = { limit: number | null; used: number };
export type TPacket = {
  id: number;
  kind: 'main' | 'extra' | 'custom';
  planCode: string | null;
  quotas: Record<string, number | null>;
  startsAt: string | null;
  endsAt: string | null;
  status: string;
};
export type TPacketOverview = {
  main: {
    id: number | null;
    planCode: string;
    planName: string;
    period: 'monthly' | 'yearly' | null;
    startsAt: string | null;
    endsAt: string | null;
    graceUntil: string | null;
    autoRenew: boolean;
    expired: boolean;
  };
  period: { start: string; end: string | null };
  channels: (TUsage & { channel: string })[];
  members: TUsage;
  devices: TUsage;
  features: string[];
  trials: { feature: string; endsAt: string | null; active: boolean }[];
  extras: TPacket[];
};
export type TOrder = {
  id: number;
  kind: 'main' | 'extra';
  planCode: string | null;
  period: string | null;
  channel: string | null;
  amount: number | null;
  total: number;
  status: 'pending' | 'completed' | 'failed';
  failureReason: string | null;
  createdAt: string;
};
export type TCard = { id: number; lastFour: string; bank: string; cardType: string };
export type TCheckoutStart = { orderId: number; paymentPageUrl: string; price: TPrice };

export const billingApi = {
  plans: () => apiData<TPlan[]>('billing/plans'),
  packets: () => apiData<TPacketOverview>('billing/packets'),
  orders: () => apiData<TOrder[]>('billing/orders'),
  order: (id: number) => apiData<TOrder>(`billing/orders/${id}`),
  cards: () => apiData<TCard[]>('billing/cards'),
  deleteCard: (id: number) => apiData<{ ok: true }>(`billing/cards/${id}`, { method: 'DELETE' }),
  setAutoRenew: (autoRenew: boolean) =>
    apiData<{ autoRenew: boolean }>('billing/auto-renew', { method: 'PUT', body: { autoRenew } }),
  startTrial: (feature: string) =>
    apiData<{ feature: string; endsAt: string | null }>('billing/trials', { method: 'POST', body: { feature } }),
  price: (purchase: TPurchase, couponCode?: string) =>
    apiData<TPrice>('billing/price', { method: 'POST', body: { purchase, couponCode }, silent: true }),
  checkout: (body: TCheckoutInput) =>
    apiData<TCheckoutStart>('billing/checkout', { method: 'POST', body, silent: true }),
  invoice: (id: number) => apiDownload(`billing/orders/${id}/invoice`, `invoice-${id}.pdf`),
};
