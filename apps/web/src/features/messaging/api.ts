import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput, TMessagingSettingsInput, TSendPreflight } from '@ulak/shared/messaging/api';
import type { TActionLogSummary, TLinkLogSummary } from '@ulak/shared/messaging/log-summary';
import type { TSegment } from '@ulak/shared/segments/segment-api';
import { apiData, apiRequest } from '../../lib/api/api-client';
import type {
  TActionLog,
  TChannelQuotaUsage,
  TDirectRun,
  TDontSendInfo,
  TLinkClick,
  TMessageDetail,
  TMessagingSettings,
  TPaged,
  TPostBlockInfo,
} from './types';

export type TQuery = Record<string, string | number | undefined>;

export const messagingApi = {
  // Silent: a refusal is shown by the send form with a link to the settings.
  preflight: (channel: TChannel, audience: TDirectSendInput['audience']) =>
    apiData<TSendPreflight>(`direct/preflight/${channel}`, { method: 'POST', body: { audience }, silent: true }),
  directSend: (channel: TChannel, body: TDirectSendInput) =>
    apiData<{ runId: number; total: number }>(`direct/send/${channel}`, { method: 'POST', body }),
  runs: (channel: TChannel, query: TQuery) => apiRequest<TPaged<TDirectRun>>(`direct/messages/${channel}`, { query }),
  actions: (query: TQuery, signal?: AbortSignal) => apiRequest<TPaged<TActionLog>>('actions', { query, signal }),
  action: (id: number) => apiData<TMessageDetail>(`actions/${id}`, { ownRecord: true }),
  links: (query: TQuery) => apiRequest<TPaged<TLinkClick>>('links', { query }),
  // Silent: a refused range (over 366 days) is shown beside the chart, not in a dialog.
  actionSummary: (query: TQuery, signal?: AbortSignal) =>
    apiData<TActionLogSummary>('actions/summary', { query, signal, silent: true }),
  linkSummary: (query: TQuery, signal?: AbortSignal) =>
    apiData<TLinkLogSummary>('links/summary', { query, signal, silent: true }),
  settings: () => apiData<TMessagingSettings>('messaging/settings'),
  saveSettings: (body: TMessagingSettingsInput) =>
    apiData<TMessagingSettings>('messaging/settings', { method: 'PUT', body }),
  usage: () => apiData<TChannelQuotaUsage[]>('messaging/usage'),
  segments: (search: string) =>
    apiRequest<TPaged<TSegment>>('segments', { query: { search: search || undefined, perPage: 50 } }),
};

// Member-side pages: no session, the signed path is the only proof; a bad token answers 404 quietly.
const memberSide = { auth: 'none', silent: true } as const;

export const memberPagesApi = {
  dontSend: (uniqueId: string, actionId: string) =>
    apiData<TDontSendInfo>(`dont-send/${uniqueId}/${actionId}`, memberSide),
  unsubscribe: (uniqueId: string, actionId: string) =>
    apiData<{ unsubscribed: boolean }>(`dont-send/${uniqueId}/${actionId}`, { auth: 'none', method: 'POST' }),
  resubscribe: (uniqueId: string, actionId: string) =>
    apiData<{ unsubscribed: boolean }>(`dont-send/${uniqueId}/${actionId}/resubscribe`, {
      auth: 'none',
      method: 'POST',
    }),
  blockPage: (userId: string, uniqueId: string, hash: string) =>
    apiData<TPostBlockInfo>(`post/block/${userId}/${uniqueId}/${hash}`, memberSide),
  block: (userId: string, uniqueId: string, hash: string, block: boolean) =>
    apiData<TPostBlockInfo>(`post/block/${userId}/${uniqueId}/${hash}`, {
      auth: 'none',
      method: 'POST',
      body: { block },
    }),
};
