import type { TApiCall } from '../../lib/api/api-url';
import { gateSearch, readListState, toListQuery } from './member-list-state';

// The members page's first API calls as its queries make them (api.ts): the list its address asks for (unless
// the search is too short to run) and the summary. For the early requests script (src/early).
export function membersFirstCalls(url: URL): TApiCall[] {
  const state = readListState(url.searchParams);
  const list: TApiCall[] =
    gateSearch(state.search).kind === 'too_short' ? [] : [{ path: 'members', query: toListQuery(state) }];
  return [...list, { path: 'members/summary' }];
}
