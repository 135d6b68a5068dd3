import type {
  TIysChangeLog,
  TIysChangeLogQuery,
  TIysConnectionResult,
  TIysSettings,
  TIysSettingsInput,
  TIysSummary,
  TIysTransferLog,
  TIysTransferLogQuery,
} from '@ulak/shared/iys';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type { TPage } from '../records/types';

type TQuery = Record<string, string | number | undefined>;

export const iysApi = {
  settings: () => apiData<TIysSettings | null>('iys-settings'),
  save: (body: TIysSettingsInput) => apiData<TIysSettings>('iys-settings', { method: 'PUT', body }),
  test: (body: TIysSettingsInput) =>
    apiData<TIysConnectionResult>('iys-settings/test', { method: 'POST', body, silent: true }),
  summary: () => apiData<TIysSummary>('iys/summary'),
  changeLogs: (query: TIysChangeLogQuery) =>
    apiRequest<TPage<TIysChangeLog>>('iys/change-logs', { query: query as TQuery }),
  transferLogs: (query: TIysTransferLogQuery) =>
    apiRequest<TPage<TIysTransferLog>>('iys/transfer-logs', { query: query as TQuery }),
  memberLogs: (memberId: number, query: { page: number; perPage: number }) =>
    apiRequest<TPage<TIysChangeLog>>(`members/${memberId}/iys-logs`, { query }),
};
