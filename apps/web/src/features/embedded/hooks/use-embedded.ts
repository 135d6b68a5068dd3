import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectAudience } from '@ulak/shared/messaging/api';
import { messagingApi } from '../../messaging/api';
import { RUN_POLL_MS, isRunActive } from '../../messaging/hooks/use-messaging';
import { embeddedApi, type TRunQuery } from '../api';
import { embeddedKeys } from '../query-keys';

// How often a send being watched refreshes.
export const SEND_WATCH_MS = 1500;

export function useSendRuns(query: TRunQuery) {
  return useQuery({
    queryKey: embeddedKeys.runs(query),
    queryFn: () => embeddedApi.runs(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(isRunActive) ? RUN_POLL_MS : false),
  });
}

export function useSendRun(id: number | null) {
  return useQuery({
    queryKey: embeddedKeys.run(id ?? 0),
    queryFn: () => embeddedApi.run(id ?? 0),
    enabled: id !== null && id > 0,
    retry: false,
    refetchInterval: (q) => (q.state.data && isRunActive(q.state.data) ? SEND_WATCH_MS : false),
  });
}

export function useQuotaUsage() {
  return useQuery({ queryKey: embeddedKeys.quota(), queryFn: embeddedApi.quota });
}

// Who a send would reach, asked again whenever the channel or the audience changes (null: not chosen yet).
export function usePreflight(channel: TChannel, audience: TDirectAudience | null) {
  return useQuery({
    queryKey: embeddedKeys.preflight(channel, JSON.stringify(audience)),
    queryFn: () => messagingApi.preflight(channel, audience ?? { kind: 'all', confirmAll: true }),
    enabled: audience !== null,
    retry: false,
    staleTime: 0,
  });
}

// The account of this browser's session, when it holds one (the server checks it).
export function useEmbeddedProfile(enabled: boolean) {
  return useQuery({ queryKey: embeddedKeys.profile(), queryFn: embeddedApi.profile, enabled, retry: false });
}
