import type {
  TPageMeta,
  TSegment,
  TSegmentAction,
  TSegmentActionInput,
  TSegmentHistoryPoint,
  TSegmentInputDraft,
  TSegmentMember,
  TSegmentPreview,
  TSegmentPreviewInput,
  TSegmentRefresh,
} from '@ulak/shared';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiDownload, apiUpload } from '../../lib/api/api-transfer';

export type TSegmentQuery = Record<string, string | number | undefined>;
export type TSegmentPage = { data: TSegment[]; meta: TPageMeta };
export type TSegmentMemberPage = { data: TSegmentMember[]; meta: TPageMeta };

export const segmentsApi = {
  list: (query: TSegmentQuery) => apiRequest<TSegmentPage>('segments', { query }),
  get: (id: number) => apiData<TSegment>(`segments/${id}`, { ownRecord: true }),
  create: (body: TSegmentInputDraft) => apiData<TSegment>('segments', { method: 'POST', body }),
  update: (id: number, body: TSegmentInputDraft) => apiData<TSegment>(`segments/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`segments/${id}`, { method: 'DELETE' }),
  setStatus: (id: number, status: 'active' | 'passive') =>
    apiData<TSegment>(`segments/${id}/${status === 'active' ? 'activate' : 'passivate'}`, { method: 'POST' }),
  refresh: (id: number) => apiData<TSegmentRefresh>(`segments/${id}/refresh`, { method: 'POST' }),
  // The live count stays quiet: an incomplete criterion while typing is not worth a dialog.
  preview: (body: TSegmentPreviewInput, signal?: AbortSignal) =>
    apiData<TSegmentPreview>('segments/preview', { method: 'POST', body, silent: true, signal }),
  members: (id: number, query: TSegmentQuery) => apiRequest<TSegmentMemberPage>(`segments/${id}/members`, { query }),
  exportMembers: (id: number) => apiDownload(`segments/${id}/members.csv`, `segment-${id}.csv`),
  addMembers: (id: number, memberIds: number[]) =>
    apiData<{ added: number }>(`segments/${id}/members`, { method: 'POST', body: { memberIds } }),
  removeMembers: (id: number, memberIds: number[]) =>
    apiData<{ removed: number }>(`segments/${id}/members/remove`, { method: 'POST', body: { memberIds } }),
  importMembers: (id: number, file: File) =>
    apiUpload<{ rows: number; matched: number; added: number }>(`segments/${id}/members/import`, file, 'text/csv'),
  history: (id: number) => apiData<TSegmentHistoryPoint[]>(`segments/${id}/history`),
  actions: (id: number) => apiData<TSegmentAction[]>(`segments/${id}/actions`, { ownRecord: true }),
  runAction: (id: number, body: TSegmentActionInput) =>
    apiData<TSegmentAction>(`segments/${id}/actions`, { method: 'POST', body }),
  report: (applicationId: number, actionId: number) =>
    apiData<TSegmentAction>(`segment-actions/report/${applicationId}/${actionId}`, { ownRecord: true }),
  downloadExport: (actionId: number) =>
    apiDownload(`segment-actions/${actionId}/export.csv`, `segment-action-${actionId}.csv`),
};
