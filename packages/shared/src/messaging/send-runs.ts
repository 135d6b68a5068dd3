import type { z } from 'zod';
import { ZPageQuery } from '../http';
import { ZChannel } from './channels';
import type { TDirectAudience, TMessageContent } from './api';

// The account's direct sends (every channel, or one), newest first: the reports of the embedded and lite areas.
export const ZSendRunListQuery = ZPageQuery.extend({ channel: ZChannel.optional() });
export type TSendRunListQuery = z.infer<typeof ZSendRunListQuery>;

// What happened to a send's messages: each counts once per outcome it reached (a clicked message is also
// sent, delivered and opened); failed covers failed and error, bounced the hard and soft bounces.
export type TSendRunOutcomes = {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  failed: number;
  bounced: number;
  pending: number;
};

export type TSendRunView = {
  id: number;
  channel: string;
  status: string;
  total: number;
  audience: TDirectAudience;
  content: TMessageContent;
  createdAt: string;
  completedAt: string | null;
  outcomes: TSendRunOutcomes;
};

// The channel's messages counted against the package this month, and the package's monthly quota
// (null: unlimited, 0: not purchased).
export type TChannelQuotaUsage = { channel: string; used: number; quota: number | null };
