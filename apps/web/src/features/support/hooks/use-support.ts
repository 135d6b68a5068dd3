import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportApi, type TSupportQuery } from '../api';
import { supportKeys } from '../query-keys';

function useInvalidateSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
}

export function useMySupportRequests(q: TSupportQuery) {
  return useQuery({
    queryKey: supportKeys.mine(q),
    queryFn: () => supportApi.mine(q),
    placeholderData: keepPreviousData,
  });
}

export function useCreateSupportRequest() {
  const invalidate = useInvalidateSupport();
  return useMutation({ mutationFn: supportApi.create, onSuccess: invalidate });
}

export function useRoadmap() {
  return useQuery({ queryKey: supportKeys.roadmap(), queryFn: supportApi.roadmap });
}

export function useNotifyFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: supportApi.notify,
    onSuccess: (items) => queryClient.setQueryData(supportKeys.roadmap(), items),
  });
}

export function useAdminSupportRequests(q: TSupportQuery) {
  return useQuery({
    queryKey: supportKeys.admin(q),
    queryFn: () => supportApi.adminList(q),
    placeholderData: keepPreviousData,
  });
}

export function useSetSupportStatus() {
  const invalidate = useInvalidateSupport();
  return useMutation({ mutationFn: supportApi.adminSetStatus, onSuccess: invalidate });
}
