import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api';
import { authKeys } from '../query-keys';

export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => authApi.verifyEmail(token),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
}
