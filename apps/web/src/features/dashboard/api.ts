import type {
  TDashboardRange,
  TDashboardStats,
  TOnboardingState,
  TOnboardingStep,
  TSuggestion,
  TSuggestionKey,
} from '@ulak/shared/dashboard';
import { apiData } from '../../lib/api/api-client';

export const dashboardApi = {
  stats: (range: TDashboardRange) => apiData<TDashboardStats>('dashboard/stats', { query: { range } }),
  suggestions: () => apiData<TSuggestion[]>('dashboard/suggestions'),
  dismiss: (key: TSuggestionKey) =>
    apiData<{ ok: boolean }>(`dashboard/suggestions/${key}/dismiss`, { method: 'POST' }),
  onboarding: () => apiData<TOnboardingState>('onboarding'),
  skipStep: ({ step, skipped }: { step: TOnboardingStep; skipped: boolean }) =>
    apiData<TOnboardingState>(`onboarding/steps/${step}`, { method: 'PUT', body: { skipped } }),
  close: (closed: boolean) => apiData<TOnboardingState>('onboarding/closed', { method: 'PUT', body: { closed } }),
};
