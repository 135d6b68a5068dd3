import type { TApplicationInput } from '@ulak/shared/audience';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '../api';
import { applicationKeys } from '../query-keys';

export const applicationsQuery = () =>
  queryOptions({ queryKey: applicationKeys.list(), queryFn: applicationsApi.list });

export function useApplications() {
  return useQuery(applicationsQuery());
}

export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? 0),
    queryFn: () => applicationsApi.get(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

function useInvalidateApplications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}

export function useSaveApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({
    mutationFn: (input: { id: number | null; body: TApplicationInput }) =>
      input.id === null ? applicationsApi.create(input.body) : applicationsApi.update(input.id, input.body),
    onSuccess: invalidate,
  });
}

export function useDeleteApplication() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: applicationsApi.remove, onSuccess: invalidate });
}

export function useRegenerateToken() {
  const invalidate = useInvalidateApplications();
  return useMutation({ mutationFn: applicationsApi.regenerateToken, onSuccess: invalidate });
}
