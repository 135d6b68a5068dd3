import type { TMemberInput } from '@ulak/shared/audience';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membersApi } from '../api';
import type { TListQuery } from '../member-list-state';
import { memberKeys } from '../query-keys';

export const membersQuery = (query: TListQuery) =>
  queryOptions({ queryKey: memberKeys.list(query), queryFn: ({ signal }) => membersApi.list(query, signal) });

export function useMembers(query: TListQuery, enabled: boolean) {
  return useQuery({ ...membersQuery(query), enabled, placeholderData: keepPreviousData });
}

// Members whose name or contact matches the typed text, for a picker.
export function useMemberPicker(search: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.picker(search),
    queryFn: ({ signal }) => membersApi.list({ search, perPage: 20 }, signal),
    enabled,
  });
}

export function useMember(id: number) {
  return useQuery({ queryKey: memberKeys.detail(id), queryFn: () => membersApi.get(id), retry: false });
}

function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
}

export function useSaveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (input: { id: number | null; body: TMemberInput }) =>
      input.id === null ? membersApi.create(input.body) : membersApi.update(input.id, input.body),
    onSuccess: invalidate,
  });
}

export function useDeleteMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: membersApi.remove, onSuccess: invalidate });
}

export function useExportMembers() {
  return useMutation({ mutationFn: membersApi.exportCsv });
}
