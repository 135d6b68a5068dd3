import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingApi, type TQuery } from '../api';
import { messagingKeys } from '../query-keys';

// While messages of the range are still queued their outcomes change; the summary reads every message of
// the range, so it refreshes far less often than the list's page.
export const SUMMARY_POLL_MS = 15_000;

// Per-day summaries over the whole range (the server counts every message, not a page of them).
export function useActionSummary(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.actionSummary(query),
    queryFn: ({ signal }) => messagingApi.actionSummary(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.totals.queued ?? 0) > 0 ? SUMMARY_POLL_MS : false),
  });
}

export function useLinkSummary(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.linkSummary(query),
    queryFn: ({ signal }) => messagingApi.linkSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}
