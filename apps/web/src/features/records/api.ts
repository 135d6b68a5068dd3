import type { TDeviceInput, TTagBulkInput, TTagInput } from '@ulak/shared/audience';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiDownload } from '../../lib/api/api-transfer';
import type {
  TCart,
  TDevice,
  TDeviceDetail,
  TEvent,
  TOrder,
  TPage,
  TRequestLogDetail,
  TRequestLogPage,
  TTag,
  TTagSummary,
} from './types';

export type TQuery = Record<string, string | number | undefined>;
const tagPath = (name: string) => `tags/${encodeURIComponent(name)}`;
// The filters travel as the members list sends them (query-string form, e.g. passive: 'true').
export type TBulkTagBody = Omit<TTagBulkInput, 'filters'> & { filters: TQuery };

// Devices, orders, events, tags and request logs, and the member detail tabs that read them.
export const recordsApi = {
  devices: (query: TQuery) => apiRequest<TPage<TDevice>>('devices', { query }),
  exportDevices: (query: TQuery, fileName: string) => apiDownload('devices/export.csv', fileName, { query }),
  device: (id: number) => apiData<TDeviceDetail>(`devices/${id}`, { ownRecord: true }),
  createDevice: (body: TDeviceInput) => apiData<TDeviceDetail>('devices', { method: 'POST', body }),
  updateDevice: (id: number, body: TDeviceInput) => apiData<TDeviceDetail>(`devices/${id}`, { method: 'PUT', body }),
  setDeviceTag: (id: number, body: TTagInput) => apiData<TTag[]>(`devices/${id}/tags`, { method: 'PUT', body }),
  removeDeviceTag: (id: number, name: string) =>
    apiData<{ ok: boolean }>(`devices/${id}/tags/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  orders: (query: TQuery) => apiRequest<TPage<TOrder>>('orders', { query }),
  exportOrders: (query: TQuery, fileName: string) => apiDownload('orders/export.csv', fileName, { query }),
  events: (query: TQuery) => apiRequest<TPage<TEvent>>('events', { query }),
  requestLogs: (query: TQuery) => apiRequest<TRequestLogPage>('events/request-logs', { query }),
  requestLog: (id: number) => apiData<TRequestLogDetail>(`events/request-logs/${id}`, { ownRecord: true }),
  retryRequestLog: (id: number) => apiData<{ ok: boolean }>(`events/request-logs/${id}/retry`, { method: 'POST' }),
  tags: (query: TQuery) => apiRequest<TPage<TTagSummary>>('tags', { query }),
  renameTag: (name: string, to: string) =>
    apiData<{ renamed: number }>(tagPath(name), { method: 'PUT', body: { name: to } }),
  deleteTag: (name: string) => apiData<{ members: number; devices: number }>(tagPath(name), { method: 'DELETE' }),
  bulkTag: (body: TBulkTagBody) => apiData<{ count: number }>('tags/bulk', { method: 'POST', body }),
  memberOrders: (id: number, query: TQuery) => apiRequest<TPage<TOrder>>(`members/${id}/orders`, { query }),
  memberEvents: (id: number, query: TQuery) => apiRequest<TPage<TEvent>>(`members/${id}/events`, { query }),
  // Tabs whose records come from other modules (sending history, widget interactions, IYS logs).
  memberLog: (id: number, tab: string, query: TQuery) =>
    apiRequest<TPage<Record<string, unknown>>>(`members/${id}/${tab}`, { query }),
  memberCart: (id: number) => apiData<TCart | null>(`members/${id}/cart`),
  memberTags: (id: number) => apiData<TTag[]>(`members/${id}/tags`),
  setMemberTag: (id: number, body: TTagInput) => apiData<TTag[]>(`members/${id}/tags`, { method: 'PUT', body }),
  removeMemberTag: (id: number, name: string) =>
    apiData<{ ok: boolean }>(`members/${id}/tags/${encodeURIComponent(name)}`, { method: 'DELETE' }),
};
