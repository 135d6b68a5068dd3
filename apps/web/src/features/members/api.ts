import type { TImportKind, TImportStartInput, TMemberInput } from '@ulak/shared/audience';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiDownload, apiUpload } from '../../lib/api/api-transfer';
import type { TMemberImport } from './import-types';
import type { TListQuery } from './member-list-state';
import type { TMember, TMemberPage, TMemberSummary } from './types';

export const membersApi = {
  list: (query: TListQuery, signal?: AbortSignal) => apiRequest<TMemberPage>('members', { query, signal }),
  summary: (signal?: AbortSignal) => apiData<TMemberSummary>('members/summary', { signal }),
  get: (id: number) => apiData<TMember>(`members/${id}`, { ownRecord: true }),
  create: (body: TMemberInput) => apiData<TMember>('members', { method: 'POST', body }),
  update: (id: number, body: TMemberInput) => apiData<TMember>(`members/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`members/${id}`, { method: 'DELETE' }),
  exportCsv: (query: TListQuery) => apiDownload('members/export.csv', 'members.csv', { query }),
};

// The CSV import of members or of one application's devices: the same routes under /imports/<kind>.
export const importsApi = {
  upload: (kind: TImportKind, file: File, applicationId?: number) =>
    apiUpload<TMemberImport>(`imports/${kind}`, file, 'text/csv', {
      query: { fileName: file.name, ...(kind === 'devices' ? { applicationId } : {}) },
    }),
  get: (kind: TImportKind, id: number) => apiData<TMemberImport>(`imports/${kind}/${id}`),
  start: (kind: TImportKind, id: number, body: TImportStartInput) =>
    apiData<TMemberImport>(`imports/${kind}/${id}/start`, { method: 'POST', body }),
  downloadRejected: (kind: TImportKind, id: number) =>
    apiDownload(`imports/${kind}/${id}/rejected.csv`, `import-${id}-rejected.csv`),
};
