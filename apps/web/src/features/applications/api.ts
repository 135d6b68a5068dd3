import type { TApiKeyInput, TApplicationInput } from '@ulak/shared/audience';
import { apiData } from '../../lib/api/api-client';
import type { TApiKey, TApplication, TCreatedApiKey } from './types';

export const applicationsApi = {
  list: () => apiData<TApplication[]>('applications'),
  get: (id: number) => apiData<TApplication>(`applications/${id}`, { ownRecord: true }),
  create: (body: TApplicationInput) => apiData<TApplication>('applications', { method: 'POST', body }),
  update: (id: number, body: TApplicationInput) => apiData<TApplication>(`applications/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`applications/${id}`, { method: 'DELETE' }),
  regenerateToken: (id: number) => apiData<TApplication>(`applications/${id}/regenerate-token`, { method: 'POST' }),
  apiKeys: () => apiData<TApiKey[]>('api-keys'),
  createApiKey: (body: TApiKeyInput) => apiData<TCreatedApiKey>('api-keys', { method: 'POST', body }),
  revokeApiKey: (id: number) => apiData<{ ok: boolean }>(`api-keys/${id}`, { method: 'DELETE' }),
};
