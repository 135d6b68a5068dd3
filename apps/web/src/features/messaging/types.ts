import type { TPageMeta } from '@ulak/shared/http';

export type { TActionLog, TLinkClick, TMessageDetail, TMessageEvent } from '@ulak/shared/messaging/log-views';
export type { TChannelQuotaUsage, TDirectRun } from '@ulak/shared/messaging/send-runs';
export type { TDontSendInfo, TMessagingSettings, TPostBlockInfo } from '@ulak/shared/messaging/api';

export type TPaged<T> = { data: T[]; meta: TPageMeta };
