import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailVerificationApi, type TResultsQuery } from '../api';
import { emailVerificationKeys } from '../query-keys';

// The packet, the classes and the latest run; polled while a run is going so its progress moves on screen.
export function useEmailVerification(enabled: boolean) {
  return useQuery({
    queryKey: emailVerificationKeys.overview(),
    queryFn: emailVerificationApi.overview,
    enabled,
    refetchInterval: (query) => (query.state.data?.latestRun?.state === 'running' ? 1500 : false),
  });
}

export function useEmailVerificationResults(q: TResultsQuery, version: string, enabled: boolean) {
  return useQuery({
    queryKey: emailVerificationKeys.results(q, version),
    queryFn: () => emailVerificationApi.results(q),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStartEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailVerificationApi.start,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailVerificationKeys.all }),
  });
}
