import type { TImportStartInput, TMemberInput } from '@ulak/shared/audience';
import { apiData, apiRequest } from '../../lib/api/api-client';
import { apiDownload, apiUpload } from '../../lib/api/api-transfer';
import type { TMemberImport } from './import-types';
import type { TListQuery } from './member-list-state';
import type { TMember, TMemberPage } from './types';

export const membersApi = {
  list: (query: TListQuery, signal?: AbortSignal) => apiRequest<TMemberPage>('members', { query, signal }),
  get: (id: number) => apiData<TMember>(`members/${id}`, { silent: true }),
  create: (body: TMemberInput) => apiData<TMember>('members', { method: 'POST', body }),
  update: (id: number, body: TMemberInput) => apiData<TMember>(`members/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`members/${id}`, { method: 'DELETE' }),
  exportCsv: (query: TListQuery) => apiDownload('members/export.csv', 'members.csv', { query }),
};

export const importsApi = {
  upload: (file: File) =>
    apiUpload<TMemberImport>('members/imports', file, 'text/csv', { query: { fileName: file.name } }),
  get: (id: number) => apiData<TMemberImport>(`members/imports/${id}`),
  start: (id: number, body: TImportStartInput) =>
    apiData<TMemberImport>(`members/imports/${id}/start`, { method: 'POST', body }),
  downloadRejected: (id: number) => apiDownload(`members/imports/${id}/rejected.csv`, `import-${id}-rejected.csv`),
};
