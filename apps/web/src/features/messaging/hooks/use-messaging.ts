import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput, TMessagingSettingsInput } from '@ulak/shared/messaging/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../accounts/query-keys';
import { templatesApi } from '../../templates/api';
import { memberPagesApi, messagingApi, type TQuery } from '../api';
import { messagingKeys } from '../query-keys';
import type { TDirectRun, TMessageDetail } from '../types';

// How often a list refreshes while a send is still running.
export const RUN_POLL_MS = 3000;

export const isRunActive = (run: Pick<TDirectRun, 'status'>): boolean =>
  run.status === 'fanning_out' || run.status === 'sending';

export function useDirectRuns(channel: TChannel, query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.runs(channel, query),
    queryFn: () => messagingApi.runs(channel, query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(isRunActive) ? RUN_POLL_MS : false),
  });
}

// Messages still queued or being sent change soon; `waiting` ones wait for hours, not polled.
const isMessageMoving = (status: string): boolean => status === 'in_queue' || status === 'sending';

export function useActions(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.actions(query),
    queryFn: ({ signal }) => messagingApi.actions(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((m) => isMessageMoving(m.status)) ? RUN_POLL_MS : false),
  });
}

export function useAction(id: number) {
  return useQuery({ queryKey: messagingKeys.action(id), queryFn: () => messagingApi.action(id), retry: false });
}

// A message's content rendered for its member and language (no tracking links: not a send). Without content
// or with an unknown channel there is nothing to render.
export function useRenderedMessage(message: TMessageDetail, channel: TChannel | null) {
  return useQuery({
    queryKey: messagingKeys.renderedAction(message.id),
    queryFn: () =>
      templatesApi.preview({
        channel: channel ?? 'email',
        content: message.content ?? { defaultLanguage: 'tr', languages: {} },
        memberId: message.member_id ?? undefined,
        language: message.language ?? undefined,
      }),
    enabled: message.content != null && channel !== null,
    retry: false,
  });
}

export function useLinks(query: TQuery) {
  return useQuery({
    queryKey: messagingKeys.links(query),
    queryFn: () => messagingApi.links(query),
    placeholderData: keepPreviousData,
  });
}

export function useChannelUsage() {
  return useQuery({ queryKey: messagingKeys.usage(), queryFn: messagingApi.usage });
}

export function useDirectSend(channel: TChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDirectSendInput) => messagingApi.directSend(channel, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagingKeys.channelRuns(channel) });
      await queryClient.invalidateQueries({ queryKey: messagingKeys.usage() });
    },
  });
}

export function useMessagingSettings() {
  return useQuery({ queryKey: messagingKeys.settings(), queryFn: messagingApi.settings });
}

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMessagingSettingsInput) => messagingApi.saveSettings(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(messagingKeys.settings(), saved);
      // The zone saved here is the account's: the profile shows it too.
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}

// The segments whose name matches the typed text, for the audience picker.
export function useSegmentOptions(search: string) {
  return useQuery({ queryKey: messagingKeys.segments(search), queryFn: () => messagingApi.segments(search) });
}

// The member pages behind a message's links: leave (or rejoin) its channel, or block the merchant.
export function useDontSend(
  params: { uniqueId: string; actionId: string },
  onResult: (result: { unsubscribed: boolean }) => void,
) {
  return useMutation({
    mutationFn: (unsubscribe: boolean) =>
      unsubscribe
        ? memberPagesApi.unsubscribe(params.uniqueId, params.actionId)
        : memberPagesApi.resubscribe(params.uniqueId, params.actionId),
    onSuccess: onResult,
  });
}

export function usePostBlock(
  params: { userId: string; uniqueId: string; hash: string },
  onResult: (result: { blocked: boolean }) => void,
) {
  return useMutation({
    mutationFn: (block: boolean) => memberPagesApi.block(params.userId, params.uniqueId, params.hash, block),
    onSuccess: onResult,
  });
}
