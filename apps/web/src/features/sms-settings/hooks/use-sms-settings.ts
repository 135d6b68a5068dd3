import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smsSettingsApi } from '../api';
import { smsSettingsKeys } from '../query-keys';

export function useSmsSettings() {
  return useQuery({ queryKey: smsSettingsKeys.settings(), queryFn: smsSettingsApi.get });
}

export function useSaveSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: smsSettingsApi.save,
    onSuccess: (saved) => queryClient.setQueryData(smsSettingsKeys.settings(), saved),
  });
}

export function useDeleteSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: smsSettingsApi.remove,
    onSuccess: () => queryClient.setQueryData(smsSettingsKeys.settings(), null),
  });
}

// A test of the stored credentials changes the stored connection state: read it again.
export function useTestSmsConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: smsSettingsApi.test,
    onSettled: () => queryClient.invalidateQueries({ queryKey: smsSettingsKeys.settings() }),
  });
}

export function useFetchOriginators() {
  return useMutation({ mutationFn: smsSettingsApi.originators });
}
