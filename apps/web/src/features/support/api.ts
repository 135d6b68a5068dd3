import type {
  TRoadmapFeature,
  TRoadmapItem,
  TSupportPage,
  TSupportRequest,
  TSupportRequestInput,
  TSupportRequestKind,
  TSupportRequestStatus,
} from '@ulak/shared/support';
import { apiRequest, apiData } from '../../lib/api/api-client';

export type TSupportQuery = {
  page: number;
  perPage: number;
  kind?: TSupportRequestKind;
  status?: TSupportRequestStatus;
};

export const supportApi = {
  mine: (q: TSupportQuery) => apiRequest<TSupportPage>('support-requests', { query: q }),
  create: (body: TSupportRequestInput) => apiData<TSupportRequest>('support-requests', { method: 'POST', body }),
  roadmap: () => apiData<TRoadmapItem[]>('roadmap'),
  notify: (feature: TRoadmapFeature) =>
    apiData<TRoadmapItem[]>('roadmap/notify', { method: 'POST', body: { feature } }),
  adminList: (q: TSupportQuery) => apiRequest<TSupportPage>('admin/support-requests', { query: q, auth: 'admin' }),
  adminSetStatus: ({ id, status }: { id: number; status: TSupportRequestStatus }) =>
    apiData<TSupportRequest>(`admin/support-requests/${id}/status`, { method: 'PUT', body: { status }, auth: 'admin' }),
};
