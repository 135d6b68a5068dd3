import type { TDirectAudience, TMessageContent } from '@ulak/shared/messaging/api';
import type { TPageMeta } from '@ulak/shared/http';
import type { TActionLog, TMessageEvent } from '@ulak/shared/messaging/log-views';

export type { TActionLog, TLinkClick, TMessageEvent } from '@ulak/shared/messaging/log-views';

export type TPaged<T> = { data: T[]; meta: TPageMeta };

// The message, its events and the content of the send it belongs to (rendered for the member on screen).
export type TMessageDetail = TActionLog & { events: TMessageEvent[]; content: TMessageContent | null };

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
  // The first moment a deferred message of the run goes out (null when none waits).
  dueAt: string | null;
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

export type { TDontSendInfo, TPostBlockInfo } from '@ulak/shared/messaging/api';
