import type {
  TAudienceCountInput,
  TCampaignReport,
  TPageMeta,
  TTask,
  TTaskInputDraft,
  TTaskRun,
  TTwoFactorMethod,
  TVerificationNeed,
} from '@ulak/shared';
import { apiData, apiRequest } from '../../lib/api/api-client';

export type TTaskQuery = Record<string, string | number | undefined>;
export type TTaskPage = { data: TTask[]; meta: TPageMeta };
export type TTaskRunPage = { data: TTaskRun[]; meta: TPageMeta };
export type { TVerificationNeed };

export const tasksApi = {
  list: (query: TTaskQuery) => apiRequest<TTaskPage>('tasks', { query }),
  get: (id: number) => apiData<TTask>(`tasks/${id}`, { ownRecord: true }),
  create: (body: TTaskInputDraft) => apiData<TTask>('tasks', { method: 'POST', body }),
  update: (id: number, body: TTaskInputDraft) => apiData<TTask>(`tasks/${id}`, { method: 'PUT', body }),
  remove: (id: number) => apiData<{ ok: boolean }>(`tasks/${id}`, { method: 'DELETE' }),
  setStatus: (id: number, status: 'active' | 'passive') =>
    apiData<TTask>(`tasks/${id}/${status === 'active' ? 'activate' : 'passivate'}`, { method: 'POST' }),
  // Silent: a refusal before queueing is shown by the task page with a link to the settings.
  runNow: (id: number) => apiData<{ runId: number }>(`tasks/${id}/run`, { method: 'POST', silent: true }),
  runs: (id: number, kind: 'log' | 'triggers', query: TTaskQuery) =>
    apiRequest<TTaskRunPage>(`tasks/${id}/${kind}`, { query, ownRecord: true }),
  requeue: (runId: number) => apiData<{ ok: boolean }>(`tasks/runs/${runId}/requeue`, { method: 'POST' }),
  report: (id: number) => apiData<TCampaignReport>(`tasks/${id}/report`, { ownRecord: true }),
  // The wizard's live count stays quiet while the user is still choosing.
  audienceCount: (body: TAudienceCountInput, signal?: AbortSignal) =>
    apiData<{ count: number }>('tasks/audience-count', { method: 'POST', body, silent: true, signal }),
  verification: (body: TAudienceCountInput) =>
    apiData<TVerificationNeed>('tasks/verification', { method: 'POST', body }),
  sendCode: (body: TAudienceCountInput) =>
    apiData<{ sent: boolean; method: TTwoFactorMethod | null }>('tasks/verification/send-code', {
      method: 'POST',
      body,
    }),
};
