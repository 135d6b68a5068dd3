import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messagingApi, type TQuery } from '../api';
import { messagingKeys } from '../query-keys';

// Per-day summaries over the whole range (the server counts every message, not a page of them).
export function useActionSummary(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.actionSummary(query),
    queryFn: ({ signal }) => messagingApi.actionSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLinkSummary(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.linkSummary(query),
    queryFn: ({ signal }) => messagingApi.linkSummary(query, signal),
    placeholderData: keepPreviousData,
  });
}
