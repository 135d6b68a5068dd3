import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMobilePushSettingsInput, TPushSoundInput, TWebPushKeysInput } from '@ulak/shared/push/push-settings';
import { pushSettingsApi } from '../api';
import { pushSettingsKeys } from '../query-keys';

export function usePushSettings() {
  return useQuery({ queryKey: pushSettingsKeys.list(), queryFn: pushSettingsApi.list });
}

function usePushMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsKeys.all }),
  });
}

export const useSetWebPushKeys = () =>
  usePushMutation((input: { id: number; body: TWebPushKeysInput }) => pushSettingsApi.setWebPush(input.id, input.body));
export const useSetMobilePush = () =>
  usePushMutation((input: { id: number; body: TMobilePushSettingsInput }) =>
    pushSettingsApi.setMobilePush(input.id, input.body),
  );
export const useRemoveMobilePush = () => usePushMutation((id: number) => pushSettingsApi.removeMobilePush(id));
export const useSetPushSound = () =>
  usePushMutation((input: { id: number; body: TPushSoundInput }) => pushSettingsApi.setSound(input.id, input.body));
