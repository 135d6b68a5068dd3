import { apiData } from '../../lib/api/api-client';

import type { TUserDomain } from '@ulak/shared/accounts';

export type TDomain = TUserDomain;

export const domainsApi = {
  list: () => apiData<TDomain[]>('user/domains'),
  add: (domain: string) => apiData<TDomain>('user/domains', { method: 'POST', body: { domain } }),
  verify: (id: number) => apiData<{ verified: boolean }>(`user/domains/${id}/verify`, { method: 'POST' }),
};
