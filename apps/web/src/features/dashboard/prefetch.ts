import type { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../accounts/hooks/use-profile';
import { applicationsQuery } from '../applications/hooks/use-applications';
import { DEFAULT_DASHBOARD_RANGE } from './first-calls';
import { onboardingQuery, statsQuery, suggestionsQuery } from './hooks/use-dashboard';

// The dashboard's queries, started when /user is matched (see TPrefetch).
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(profileQuery());
  void client.prefetchQuery(onboardingQuery());
  void client.prefetchQuery(suggestionsQuery());
  void client.prefetchQuery(statsQuery(DEFAULT_DASHBOARD_RANGE));
  void client.prefetchQuery(applicationsQuery());
}
