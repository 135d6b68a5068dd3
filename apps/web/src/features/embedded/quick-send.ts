import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectAudience } from '@ulak/shared/messaging/api';
import type { TSendRunView } from '@ulak/shared/messaging/send-runs';
import { channelOfSendingType } from '../messaging/sending-types';

// The one-screen send offers everyone or a segment (SPEC §5 confirms each separately).
export const QUICK_AUDIENCE_KINDS = ['all', 'segment'] as const;
export type TQuickAudienceKind = (typeof QUICK_AUDIENCE_KINDS)[number];

// Where a screen's links lead: the embedded pages link inside the frame, the lite area to the user area.
export type TSendLinks = {
  settings: (channel: TChannel) => string;
  packet: string;
  detail: ((runId: number) => string) | null;
};

export const IFRAME_LINKS: TSendLinks = {
  settings: (channel) => `/iframe/SendingSettings?tab=${channel}`,
  packet: '/iframe/packet-not-found',
  detail: (runId) => `/iframe/report/detail?id=${runId}`,
};

export const LITE_LINKS: TSendLinks = {
  settings: (channel) => `/user/settings/sending?tab=${channel}`,
  packet: '/user/packet',
  detail: null,
};

// The remembered sending type (SPEC §4) picks the channel; `segment` also opens with a segment audience.
export function initialChoice(sendingType: string | null): { channel: TChannel; audience: TQuickAudienceKind } {
  return {
    channel: channelOfSendingType(sendingType ?? undefined) ?? 'email',
    audience: sendingType === 'segment' ? 'segment' : 'all',
  };
}

// The audience as the API takes it, or null while a segment is still to be chosen.
export function quickAudience(kind: TQuickAudienceKind, segmentId: number | null): TDirectAudience | null {
  if (kind === 'all') return { kind: 'all', confirmAll: true };
  return segmentId === null ? null : { kind: 'segment', segmentId, confirmSegment: true };
}

// Which link fixes a send the server refused before queueing (418 codes of the preflight).
export function refusalLink(code: string | undefined, channel: TChannel, links: TSendLinks): string | null {
  if (code === 'setting_not_found') return links.settings(channel);
  if (code === 'feature_not_purchased' || code === 'packet_limit') return links.packet;
  return null;
}

// Share of a send's messages with an outcome, 0–100.
export function sendProgress(run: Pick<TSendRunView, 'status' | 'total' | 'outcomes'>): number {
  if (run.status === 'complete' || run.status === 'cancelled') return 100;
  if (run.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((run.total - run.outcomes.pending) / run.total) * 100)));
}

// Opened and clicked as a share of delivered (of sent when the channel reports no delivery), e.g. "42%".
export function rateOf(part: number, run: Pick<TSendRunView, 'outcomes'>): string | null {
  const base = run.outcomes.delivered || run.outcomes.sent;
  if (base <= 0) return null;
  return `${Math.round((part / base) * 100)}%`;
}

// The sending type (SPEC §1) that opens the send form on a channel.
const SENDING_TYPE_OF: Record<TChannel, string> = {
  email: 'email',
  sms: 'sms',
  whatsapp: 'whatsapp',
  webpush: 'web_push',
  mobilepush: 'mobile_push',
};
export const sendingTypeOf = (channel: TChannel): string => SENDING_TYPE_OF[channel];
