import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPurchase } from '@ulak/shared/billing';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput } from '@ulak/shared/messaging/api';
import { messagingApi } from '../../messaging/api';
import { billingApi } from '../api';
import { billingKeys } from '../query-keys';

export const usePlans = () => useQuery({ queryKey: billingKeys.plans(), queryFn: billingApi.plans });
export const usePackets = () => useQuery({ queryKey: billingKeys.packets(), queryFn: billingApi.packets });
export const useOrders = () => useQuery({ queryKey: billingKeys.orders(), queryFn: billingApi.orders });
export const useCards = () => useQuery({ queryKey: billingKeys.cards(), queryFn: billingApi.cards });
export const useOrder = (id: number) =>
  useQuery({ queryKey: billingKeys.order(id), queryFn: () => billingApi.order(id), enabled: id > 0 });

// Whether the packets cover a planned send to this audience (the send's preflight, nothing is sent).
export function usePlannedRunCheck(channel: TChannel, audience: TDirectSendInput['audience'], enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.plannedRun(channel, audience),
    queryFn: () => messagingApi.preflight(channel, audience),
    enabled,
    retry: false,
  });
}

export function usePrice(purchase: TPurchase | null, coupon: string) {
  return useQuery({
    queryKey: billingKeys.price(purchase, coupon),
    queryFn: () => billingApi.price(purchase as TPurchase, coupon || undefined),
    enabled: purchase !== null,
    retry: false,
  });
}

// Every billing change refreshes the packets, cards and orders.
function useBillingMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const useSetAutoRenew = () => useBillingMutation(billingApi.setAutoRenew);
export const useDeleteCard = () => useBillingMutation(billingApi.deleteCard);
export const useStartTrial = () => useBillingMutation(billingApi.startTrial);
export const useCheckout = () => useBillingMutation(billingApi.checkout);
