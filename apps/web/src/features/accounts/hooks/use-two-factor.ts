import type { TTwoFactorMethod } from '@ulak/shared/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../api';
import { accountKeys } from '../query-keys';

export function useTwoFactorStatus() {
  return useQuery({ queryKey: accountKeys.twoFactor(), queryFn: accountsApi.twoFactor });
}

function useInvalidateTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: accountsApi.setupTotp });
}

export function useSetupCode() {
  return useMutation({ mutationFn: accountsApi.setupCode });
}

export function useEnableTwoFactor() {
  const invalidate = useInvalidateTwoFactor();
  return useMutation({
    mutationFn: (input: { method: TTwoFactorMethod; code: string }) => accountsApi.enable(input.method, input.code),
    onSuccess: invalidate,
  });
}

export function useDisableTwoFactor() {
  const invalidate = useInvalidateTwoFactor();
  return useMutation({
    mutationFn: (input: { method: TTwoFactorMethod; code: string }) => accountsApi.disable(input.method, input.code),
    onSuccess: invalidate,
  });
}

export function useSetPrimaryTwoFactor() {
  const invalidate = useInvalidateTwoFactor();
  return useMutation({ mutationFn: accountsApi.setPrimary, onSuccess: invalidate });
}
