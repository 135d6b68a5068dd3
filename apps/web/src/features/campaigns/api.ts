import type { TCampaign, TCampaignInputDraft, TCampaignReport, TPageMeta } from '@ulak/shared';
import { apiData, apiRequest } from '../../lib/api/api-client';

export type TCampaignQuery = Record<string, string | number | undefined>;
export type TCampaignPage = { data: TCampaign[]; meta: TPageMeta };
export type TCampaignAction = 'activate' | 'deactivate' | 'end';

export const campaignsApi = {
  list: (query: TCampaignQuery) => apiRequest<TCampaignPage>('campaigns', { query }),
  get: (id: number) => apiData<TCampaign>(`campaigns/${id}`, { ownRecord: true }),
  create: (body: TCampaignInputDraft) => apiData<TCampaign>('campaigns', { method: 'POST', body }),
  update: (id: number, body: TCampaignInputDraft) => apiData<TCampaign>(`campaigns/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`campaigns/${id}`, { method: 'DELETE' }),
  act: (id: number, action: TCampaignAction) => apiData<TCampaign>(`campaigns/${id}/${action}`, { method: 'POST' }),
  report: (id: number, query: TCampaignQuery) =>
    apiData<TCampaignReport>(`campaigns/${id}/report`, { query, ownRecord: true }),
};
