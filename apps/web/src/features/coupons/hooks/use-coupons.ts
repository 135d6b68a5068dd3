import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponKeys, couponsApi, type TCouponQuery } from '../api';

export function useCoupons(campaignId: number, query: TCouponQuery) {
  return useQuery({
    queryKey: couponKeys.list(campaignId, query),
    queryFn: () => couponsApi.list(campaignId, query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => couponsApi.setActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
