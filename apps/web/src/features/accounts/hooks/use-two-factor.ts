import type { TTwoFactorMethod } from '@ulak/shared/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTotpSetup } from '@ulak/shared/accounts';
import type { TTwoFactorApi } from '../two-factor-api';

export function useTwoFactorStatus(api: TTwoFactorApi) {
  return useQuery({ queryKey: api.queryKey, queryFn: api.status });
}

function useInvalidateTwoFactor(api: TTwoFactorApi) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.queryKey });
}

export function useSetupTotp(api: TTwoFactorApi) {
  return useMutation({ mutationFn: api.setupTotp });
}

export function useSetupCode(api: TTwoFactorApi) {
  return useMutation({ mutationFn: api.setupCode });
}

export function useEnableTwoFactor(api: TTwoFactorApi) {
  const invalidate = useInvalidateTwoFactor(api);
  return useMutation({
    mutationFn: (input: { method: TTwoFactorMethod; code: string; setup: TTotpSetup | null }) =>
      api.enable(input.method, input.code, input.setup),
    onSuccess: invalidate,
  });
}

export function useDisableTwoFactor(api: TTwoFactorApi) {
  const invalidate = useInvalidateTwoFactor(api);
  return useMutation({
    mutationFn: (input: { method: TTwoFactorMethod; code: string }) => api.disable(input.method, input.code),
    onSuccess: invalidate,
  });
}

export function useSetPrimaryTwoFactor(api: TTwoFactorApi) {
  const invalidate = useInvalidateTwoFactor(api);
  return useMutation({ mutationFn: api.setPrimary, onSuccess: invalidate });
}
