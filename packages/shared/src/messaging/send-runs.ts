import { z } from 'zod';
import { ZPageQuery, ZTimestamp } from '../http';
import { ZChannel } from './channels';
import { ZDirectAudience, ZMessageContent } from './api';

// The account's direct sends (every channel, or one), newest first: the reports of the embedded and lite areas.
export const ZSendRunListQuery = ZPageQuery.extend({ channel: ZChannel.optional() });
export type TSendRunListQuery = z.infer<typeof ZSendRunListQuery>;

// What happened to a send's messages: each counts once per outcome it reached (a clicked message is also
// sent, delivered and opened); failed covers failed and error, bounced the hard and soft bounces.
const count = z.number().int();
export const ZSendRunOutcomes = z.object({
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
  failed: count,
  bounced: count,
  pending: count,
});
export type TSendRunOutcomes = z.infer<typeof ZSendRunOutcomes>;

const runFields = {
  id: count,
  channel: z.string(),
  status: z.string(),
  total: count,
  audience: ZDirectAudience,
  content: ZMessageContent,
  createdAt: ZTimestamp,
  completedAt: ZTimestamp.nullable(),
};
export const ZSendRunView = z.object({ ...runFields, outcomes: ZSendRunOutcomes });
export type TSendRunView = z.infer<typeof ZSendRunView>;

// A direct send in the list of one channel's sends: its messages per status and when a deferred one goes out.
export const ZDirectRun = z.object({
  ...runFields,
  counts: z.record(z.string(), count).describe('Messages of the send per status'),
  dueAt: ZTimestamp.nullable().describe('The first moment a deferred message goes out (null when none waits)'),
});
export type TDirectRun = z.infer<typeof ZDirectRun>;

// The channel's messages counted against the package this month, and the package's monthly quota
// (null: unlimited, 0: not purchased).
export const ZChannelQuotaUsage = z.object({ channel: z.string(), used: count, quota: count.nullable() });
export type TChannelQuotaUsage = z.infer<typeof ZChannelQuotaUsage>;
