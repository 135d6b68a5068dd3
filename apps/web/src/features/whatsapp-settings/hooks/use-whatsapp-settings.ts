import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whatsappSettingsApi } from '../api';
import { whatsappSettingsKeys } from '../query-keys';

export function useWhatsappSettings() {
  return useQuery({ queryKey: whatsappSettingsKeys.settings(), queryFn: whatsappSettingsApi.get });
}

export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: whatsappSettingsApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(whatsappSettingsKeys.settings(), saved);
      // New credentials: the provider's reports are read again with them.
      void queryClient.invalidateQueries({ queryKey: whatsappSettingsKeys.bulkReports() });
    },
  });
}

export function useDeleteWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: whatsappSettingsApi.remove,
    onSuccess: () => queryClient.setQueryData(whatsappSettingsKeys.settings(), null),
  });
}

export function useTestWhatsappConnection() {
  return useMutation({ mutationFn: whatsappSettingsApi.test });
}

export function useWhatsappBulkReports(enabled: boolean) {
  return useQuery({ queryKey: whatsappSettingsKeys.bulkReports(), queryFn: whatsappSettingsApi.bulkReports, enabled });
}
