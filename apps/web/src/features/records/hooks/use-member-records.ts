import type { TTagInput } from '@ulak/shared/audience';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordsApi, type TQuery } from '../api';
import { memberKeys } from '../../members/query-keys';
import { recordKeys } from '../query-keys';

// The member detail tabs backed by GET /members/:id/{orders,cart,events,tags}.
export function useMemberOrders(id: number, query: TQuery) {
  return useQuery({
    queryKey: recordKeys.memberTab(id, 'orders', query),
    queryFn: () => recordsApi.memberOrders(id, query),
    placeholderData: keepPreviousData,
  });
}

export function useMemberEvents(id: number, query: TQuery) {
  return useQuery({
    queryKey: recordKeys.memberTab(id, 'events', query),
    queryFn: () => recordsApi.memberEvents(id, query),
    placeholderData: keepPreviousData,
  });
}

export function useMemberLog(id: number, tab: string, query: TQuery) {
  return useQuery({
    queryKey: recordKeys.memberTab(id, tab, query),
    queryFn: () => recordsApi.memberLog(id, tab, query),
    placeholderData: keepPreviousData,
  });
}

export function useMemberCart(id: number) {
  return useQuery({ queryKey: recordKeys.memberTab(id, 'cart'), queryFn: () => recordsApi.memberCart(id) });
}

export function useMemberTags(id: number) {
  return useQuery({ queryKey: recordKeys.memberTab(id, 'tags'), queryFn: () => recordsApi.memberTags(id) });
}

function useTagsWriter(id: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: recordKeys.memberTab(id, 'tags') });
    await queryClient.invalidateQueries({ queryKey: recordKeys.tags() });
    // the member's tag_count changes too
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  };
}

export function useSetMemberTag(id: number) {
  const refresh = useTagsWriter(id);
  return useMutation({ mutationFn: (body: TTagInput) => recordsApi.setMemberTag(id, body), onSuccess: refresh });
}

export function useRemoveMemberTag(id: number) {
  const refresh = useTagsWriter(id);
  return useMutation({ mutationFn: (name: string) => recordsApi.removeMemberTag(id, name), onSuccess: refresh });
}
