import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordsApi, type TBulkTagBody, type TQuery } from '../api';
import { memberKeys } from '../../members/query-keys';
import { recordKeys } from '../query-keys';

export function useTagList(query: TQuery, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.tagList(query),
    queryFn: () => recordsApi.tags(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// A tag edit touches members and devices (their tag counts and tag filters) as well.
function useRefreshTags() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: recordKeys.tags() });
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    await queryClient.invalidateQueries({ queryKey: recordKeys.allDevices });
  };
}

export function useRenameTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: ({ name, to }: { name: string; to: string }) => recordsApi.renameTag(name, to),
    onSuccess: refresh,
  });
}

export function useDeleteTag() {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: recordsApi.deleteTag, onSuccess: refresh });
}

export function useBulkTag() {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: (body: TBulkTagBody) => recordsApi.bulkTag(body), onSuccess: refresh });
}
