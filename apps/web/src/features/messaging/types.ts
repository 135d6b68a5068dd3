import type { TDirectAudience, TMessageContent } from '@ulak/shared/messaging/api';
import type { TPageMeta } from '@ulak/shared/http';

export type TPaged<T> = { data: T[]; meta: TPageMeta };

// One row of the action logs (a message on one channel to one recipient).
export type TActionLog = {
  id: number;
  run_id: number;
  channel: string;
  source_type: string;
  member_id: number | null;
  address: string | null;
  language: string | null;
  status: string;
  reason_code: string | null;
  reason: string | null;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  bounced_at: string | null;
};

export type TMessageEvent = { id: number; type: string; url: string | null; detail: unknown; occurred_at: string };

// The message, its events and the content of the send it belongs to (rendered for the member on screen).
export type TMessageDetail = TActionLog & { events: TMessageEvent[]; content: TMessageContent | null };

export type TLinkClick = {
  id: number;
  message_id: number;
  url: string | null;
  occurred_at: string;
  channel: string;
  member_id: number | null;
  address: string | null;
};

export type TDirectRun = {
  id: number;
  channel: string;
  status: string;
  total: number;
  audience: TDirectAudience;
  content: TMessageContent;
  createdAt: string;
  completedAt: string | null;
  // Messages of the run per status.
  counts: Partial<Record<string, number>>;
};

export type TChannelUsage = { channel: string; used: number };

export type TMessagingSettings = {
  frequencyCapCount: number | null;
  frequencyCapHours: number;
  quietHoursStart: number | null;
  quietHoursEnd: number | null;
  timezone: string;
  defaultLanguage: string;
};

export type TDontSendInfo = { channel: string; address: string; unsubscribed: boolean };
export type TPostBlockInfo = { blocked: boolean };
