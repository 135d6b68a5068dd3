import type { QueryClient } from '@tanstack/react-query';
import { membersQuery } from './hooks/use-members';
import { summaryCountQuery } from './hooks/use-member-summary';
import { SOURCE_SLICES, STATUS_SLICES } from './member-summary';
import { gateSearch, readListState, toListQuery } from './member-list-state';

// The members page's list (as its address asks for it) and its summary counts, started when the page is
// matched (see TPrefetch).
export function prefetch(client: QueryClient, url: URL): void {
  const state = readListState(url.searchParams);
  if (gateSearch(state.search).kind !== 'too_short') void client.prefetchQuery(membersQuery(toListQuery(state)));
  for (const slice of [...STATUS_SLICES, ...SOURCE_SLICES]) void client.prefetchQuery(summaryCountQuery(slice));
}
