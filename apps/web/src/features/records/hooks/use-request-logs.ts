import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordsApi, type TQuery } from '../api';
import { recordKeys } from '../query-keys';

export function useRequestLogs(query: TQuery) {
  return useQuery({
    queryKey: recordKeys.requestLogs(query),
    queryFn: () => recordsApi.requestLogs(query),
    placeholderData: keepPreviousData,
  });
}

export function useRequestLog(id: number) {
  return useQuery({ queryKey: recordKeys.requestLog(id), queryFn: () => recordsApi.requestLog(id), retry: false });
}

// The dead letter leaves the log (it is queued again); the list refetches.
export function useRetryRequestLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordsApi.retryRequestLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.allRequestLogs }),
  });
}
