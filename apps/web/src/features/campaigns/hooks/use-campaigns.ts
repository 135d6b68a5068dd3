import type { TCampaignInputDraft } from '@ulak/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignsApi, type TCampaignAction, type TCampaignQuery } from '../api';
import { campaignKeys } from '../query-keys';

export function useCampaigns(query: TCampaignQuery) {
  return useQuery({
    queryKey: campaignKeys.list(query),
    queryFn: () => campaignsApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: number) {
  return useQuery({ queryKey: campaignKeys.detail(id), queryFn: () => campaignsApi.get(id), retry: false });
}

export function useCampaignReport(id: number, query: TCampaignQuery) {
  return useQuery({
    queryKey: campaignKeys.report(id, query),
    queryFn: () => campaignsApi.report(id, query),
    retry: false,
    refetchInterval: 10_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
}

export function useSaveCampaign() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCampaignInputDraft }) =>
      id ? campaignsApi.update(id, body) : campaignsApi.create(body),
    onSuccess: invalidate,
  });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => campaignsApi.remove(id), onSuccess: invalidate });
}

export function useCampaignAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TCampaignAction }) => campaignsApi.act(id, action),
    onSuccess: invalidate,
  });
}
