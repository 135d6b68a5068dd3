import type { TTagInput } from '@ulak/shared/audience';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type { TCart, TDevice, TDeviceDetail, TEvent, TOrder, TPage, TTag, TTagSummary } from './types';

export type TQuery = Record<string, string | number | undefined>;

// Devices, orders, events and tags, and the member detail tabs that read them.
export const recordsApi = {
  devices: (query: TQuery) => apiRequest<TPage<TDevice>>('devices', { query }),
  device: (id: number) => apiData<TDeviceDetail>(`devices/${id}`, { silent: true }),
  orders: (query: TQuery) => apiRequest<TPage<TOrder>>('orders', { query }),
  events: (query: TQuery) => apiRequest<TPage<TEvent>>('events', { query }),
  tagSummary: () => apiData<TTagSummary[]>('tags'),
  memberOrders: (id: number, query: TQuery) => apiRequest<TPage<TOrder>>(`members/${id}/orders`, { query }),
  memberEvents: (id: number, query: TQuery) => apiRequest<TPage<TEvent>>(`members/${id}/events`, { query }),
  memberCart: (id: number) => apiData<TCart | null>(`members/${id}/cart`),
  memberTags: (id: number) => apiData<TTag[]>(`members/${id}/tags`),
  setMemberTag: (id: number, body: TTagInput) => apiData<TTag[]>(`members/${id}/tags`, { method: 'PUT', body }),
  removeMemberTag: (id: number, name: string) =>
    apiData<{ ok: boolean }>(`members/${id}/tags/${encodeURIComponent(name)}`, { method: 'DELETE' }),
};
