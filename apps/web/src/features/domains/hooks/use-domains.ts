import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../accounts/query-keys';
import { domainsApi } from '../api';
import { domainKeys } from '../query-keys';

export function useDomains(enabled = true) {
  return useQuery({ queryKey: domainKeys.list(), queryFn: domainsApi.list, enabled });
}

export function useAddDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: domainsApi.add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }),
  });
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: domainsApi.verify,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: domainKeys.all });
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}
