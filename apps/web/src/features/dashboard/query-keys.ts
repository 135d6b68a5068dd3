import type { TDashboardRange } from '@ulak/shared/dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (range: TDashboardRange) => ['dashboard', 'stats', range] as const,
  suggestions: () => ['dashboard', 'suggestions'] as const,
  onboarding: () => ['dashboard', 'onboarding'] as const,
};
