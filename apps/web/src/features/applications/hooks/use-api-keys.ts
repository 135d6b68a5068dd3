import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '../api';
import { applicationKeys } from '../query-keys';

export function useApiKeys() {
  return useQuery({ queryKey: applicationKeys.apiKeys(), queryFn: applicationsApi.apiKeys });
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.apiKeys() });
}

export function useCreateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: applicationsApi.createApiKey, onSuccess: invalidate });
}

export function useRevokeApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: applicationsApi.revokeApiKey, onSuccess: invalidate });
}
