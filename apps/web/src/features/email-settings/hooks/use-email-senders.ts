import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailSendersApi } from '../api';
import { emailSettingsKeys } from '../query-keys';

export function useEmailSenders() {
  return useQuery({ queryKey: emailSettingsKeys.senders(), queryFn: emailSendersApi.list });
}

// Every sender change can change the email-sending settings (and the startup prompt reading them).
function useSenderMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailSettingsKeys.all }),
  });
}

export const useAddEmailSender = () => useSenderMutation(emailSendersApi.add);
export const useVerifyEmailSender = () => useSenderMutation(emailSendersApi.verify);
export const useResendSenderVerification = () => useSenderMutation(emailSendersApi.resendVerification);
export const useResetEmailSender = () => useSenderMutation(emailSendersApi.reset);
export const useDeleteEmailSender = () => useSenderMutation(emailSendersApi.remove);
