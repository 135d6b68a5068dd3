import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPurchase } from '@ulak/shared/billing';
import { billingAdminApi } from '../admin-api';
import { billingAdminKeys } from '../query-keys';

export const useAdminPlans = () => useQuery({ queryKey: billingAdminKeys.plans(), queryFn: billingAdminApi.plans });
export const useAccountSearch = (q: string) =>
  useQuery({
    queryKey: billingAdminKeys.search(q),
    queryFn: () => billingAdminApi.searchAccounts(q),
    enabled: q.length > 0,
  });
export const useAccountPackets = (accountId: number | null) =>
  useQuery({
    queryKey: billingAdminKeys.packets(accountId ?? 0),
    queryFn: () => billingAdminApi.packets(accountId ?? 0),
    enabled: accountId !== null,
  });
export const useAdminCoupons = () =>
  useQuery({ queryKey: billingAdminKeys.coupons(), queryFn: billingAdminApi.coupons });
export function useAdminQuote(purchase: TPurchase | null, coupon: string) {
  return useQuery({
    queryKey: billingAdminKeys.quote(purchase, coupon),
    queryFn: () => billingAdminApi.calculate(purchase as TPurchase, coupon || undefined),
    enabled: purchase !== null,
    retry: false,
  });
}

// Every admin billing change refreshes what the admin area shows of billing.
function useAdminBillingMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingAdminKeys.all }),
  });
}

export const useUpdatePlan = () => useAdminBillingMutation(billingAdminApi.updatePlan);
export const useGrantPacket = () => useAdminBillingMutation(billingAdminApi.grant);
export const useExtendPacket = () => useAdminBillingMutation(billingAdminApi.extend);
export const useCreateCoupon = () => useAdminBillingMutation(billingAdminApi.createCoupon);
export const useUpdateCoupon = () => useAdminBillingMutation(billingAdminApi.updateCoupon);
