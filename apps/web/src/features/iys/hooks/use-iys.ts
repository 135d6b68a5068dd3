import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIysChangeLogQuery, TIysTransferLogQuery } from '@ulak/shared/iys';
import { iysApi } from '../api';
import { iysKeys } from '../query-keys';

// The queue moves in the background: the summary and logs refresh while the screen is open.
const LIVE = { refetchInterval: 10_000 };

export function useIysSettings() {
  return useQuery({ queryKey: iysKeys.settings(), queryFn: iysApi.settings });
}

export function useIysSummary() {
  return useQuery({ queryKey: iysKeys.summary(), queryFn: iysApi.summary, ...LIVE });
}

export function useSaveIysSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iysApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(iysKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: iysKeys.all });
    },
  });
}

// A test of the stored credentials changes the stored connection state: read it again.
export function useTestIysConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iysApi.test,
    onSettled: () => queryClient.invalidateQueries({ queryKey: iysKeys.all }),
  });
}

export function useIysChangeLogs(query: TIysChangeLogQuery) {
  return useQuery({
    queryKey: iysKeys.changeLogs(query),
    queryFn: () => iysApi.changeLogs(query),
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

export function useIysTransferLogs(query: TIysTransferLogQuery) {
  return useQuery({
    queryKey: iysKeys.transferLogs(query),
    queryFn: () => iysApi.transferLogs(query),
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

export function useMemberIysLogs(memberId: number, paging: { page: number; perPage: number }) {
  return useQuery({
    queryKey: iysKeys.memberLogs(memberId, paging),
    queryFn: () => iysApi.memberLogs(memberId, paging),
    placeholderData: keepPreviousData,
  });
}
