import type { QueryClient } from '@tanstack/react-query';
import { membersQuery } from './hooks/use-members';
import { memberSummaryQuery } from './hooks/use-member-summary';
import { gateSearch, readListState, toListQuery } from './member-list-state';

// The members page's list (as its address asks for it) and its summary, started when the page is matched
// (see TPrefetch).
export function prefetch(client: QueryClient, url: URL): void {
  const state = readListState(url.searchParams);
  if (gateSearch(state.search).kind !== 'too_short') void client.prefetchQuery(membersQuery(toListQuery(state)));
  void client.prefetchQuery(memberSummaryQuery());
}
