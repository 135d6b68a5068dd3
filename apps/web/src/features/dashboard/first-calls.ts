import type { TDashboardRange } from '@ulak/shared/dashboard';
import type { TApiCall } from '../../lib/api/api-url';

// The range the insights open with.
export const DEFAULT_DASHBOARD_RANGE: TDashboardRange = '30d';

// The dashboard's first API calls as its queries make them (api.ts of dashboard, accounts and applications),
// for the early requests script (src/early).
export function dashboardFirstCalls(): TApiCall[] {
  return [
    { path: 'user/profile' },
    { path: 'onboarding' },
    { path: 'dashboard/suggestions' },
    { path: 'dashboard/stats', query: { range: DEFAULT_DASHBOARD_RANGE } },
    { path: 'applications' },
  ];
}
