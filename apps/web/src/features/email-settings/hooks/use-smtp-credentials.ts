import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { smtpCredentialsApi } from '../api';
import { emailSettingsKeys } from '../query-keys';

export function useSmtpCredentials() {
  return useQuery({ queryKey: emailSettingsKeys.smtp(), queryFn: smtpCredentialsApi.get });
}

export function useSaveSmtpCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: smtpCredentialsApi.save,
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsKeys.smtp(), saved),
  });
}

export function useTestSmtpCredentials() {
  return useMutation({ mutationFn: smtpCredentialsApi.test });
}

export function useDeleteSmtpCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: smtpCredentialsApi.remove,
    onSuccess: () => queryClient.setQueryData(emailSettingsKeys.smtp(), null),
  });
}
