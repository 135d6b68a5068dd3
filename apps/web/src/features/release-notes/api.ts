import type { TUserReleaseNotePage } from '@ulak/shared/admin-area';
import { apiData, apiRequest } from '../../lib/api/api-client';

export const releaseNotesKeys = {
  all: ['release-notes'] as const,
  list: (page: number, perPage: number) => ['release-notes', 'list', page, perPage] as const,
  unread: () => ['release-notes', 'unread'] as const,
};

export const releaseNotesApi = {
  list: (page: number, perPage: number) =>
    apiRequest<TUserReleaseNotePage>('user/release-notes', { query: { page, perPage } }),
  unread: () => apiData<{ unread: number }>('user/release-notes/unread'),
  markRead: (ids: number[]) =>
    apiData<{ unread: number }>('user/release-notes/read', { method: 'POST', body: { ids } }),
};
