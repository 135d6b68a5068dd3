import type { TPageMeta } from '@ulak/shared';
import type {
  TEmailVerificationOverview,
  TEmailVerificationResult,
  TEmailVerificationRun,
  TEmailVerificationStatus,
} from '@ulak/shared/email-verification';
import { apiData, apiRequest } from '../../lib/api/api-client';

export type TResultsQuery = { status: TEmailVerificationStatus; page: number; perPage: number };

export const emailVerificationApi = {
  overview: () => apiData<TEmailVerificationOverview>('email-verification'),
  start: () => apiData<TEmailVerificationRun>('email-verification/runs', { method: 'POST' }),
  results: (query: TResultsQuery) =>
    apiRequest<{ data: TEmailVerificationResult[]; meta: TPageMeta }>('email-verification/results', { query }),
};
