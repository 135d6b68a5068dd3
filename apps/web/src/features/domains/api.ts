import { apiData } from '../../lib/api/api-client';

export type TDomain = { id: number; domain: string; verified: boolean; txtName: string; txtValue: string };

export const domainsApi = {
  list: () => apiData<TDomain[]>('user/domains'),
  add: (domain: string) => apiData<TDomain>('user/domains', { method: 'POST', body: { domain } }),
  verify: (id: number) => apiData<{ verified: boolean }>(`user/domains/${id}/verify`, { method: 'POST' }),
};
