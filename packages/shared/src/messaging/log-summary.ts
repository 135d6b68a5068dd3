import { z } from 'zod';
import { ZTimestamp } from '../http';
import { ZChannel, ZMessageStatus } from './channels';

// Summaries of the action logs (/user/actions) and link logs (/user/links) over a range of whole days
// in the account's time zone: both ends are calendar days (YYYY-MM-DD), the end day included.
export const LOG_SUMMARY_DEFAULT_DAYS = 30;
export const LOG_SUMMARY_MAX_DAYS = 366;
export const TOP_LINKS_LIMIT = 10;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// A real calendar day (2026-02-30 is refused, not rolled over to March).
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Days from `from` to `to`, both included (1 for a single day).
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const ZDay = z.string().refine(isCalendarDay, { message: 'logs.day_invalid' });

function checkRange(v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!v.from || !v.to || !isCalendarDay(v.from) || !isCalendarDay(v.to)) return;
  if (v.to < v.from) ctx.addIssue({ code: 'custom', message: 'logs.range_order', path: ['to'] });
  else if (daySpan(v.from, v.to) > LOG_SUMMARY_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'logs.range_too_long', path: ['to'] });
  }
}

const ZRange = z.object({ from: ZDay.optional(), to: ZDay.optional() });

// The action logs' filters (the list's, without paging) over a day range.
export const ZActionLogSummaryQuery = ZRange.extend({
  channel: ZChannel.optional(),
  status: ZMessageStatus.optional(),
  runId: z.coerce.number().int().positive().optional(),
  memberId: z.coerce.number().int().positive().optional(),
}).superRefine(checkRange);
export type TActionLogSummaryQuery = z.infer<typeof ZActionLogSummaryQuery>;

export const ZLinkLogSummaryQuery = ZRange.extend({ channel: ZChannel.optional() }).superRefine(checkRange);
export type TLinkLogSummaryQuery = z.infer<typeof ZLinkLogSummaryQuery>;

// Outcomes of the messages created on a day. A message counts once in each outcome it reached
// (a clicked message is also sent, delivered and opened); `unsubscribed` counts unsubscribe events
// of the day (when the recipient used the link), since a message row keeps no unsubscribe time.
export const ACTION_OUTCOMES = [
  'messages',
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'failed',
  'bounced',
  'unsubscribed',
] as const;
export type TActionOutcome = (typeof ACTION_OUTCOMES)[number];
const count = z.number().int();
const ZActionOutcomeCounts = z.object({
  messages: count,
  queued: count,
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
  failed: count,
  bounced: count,
  unsubscribed: count,
} satisfies Record<TActionOutcome, typeof count>);
export type TActionOutcomeCounts = z.infer<typeof ZActionOutcomeCounts>;

const rangeFields = {
  from: z.string().describe('YYYY-MM-DD'),
  to: z.string().describe('YYYY-MM-DD, included'),
  timezone: z.string().describe("The account's time zone the days are in"),
};
export const ZActionLogSummary = z.object({
  ...rangeFields,
  totals: ZActionOutcomeCounts,
  days: z
    .array(ZActionOutcomeCounts.extend({ day: z.string() }))
    .describe('Every day of the range, oldest first, zeros included'),
});
export type TActionLogSummary = z.infer<typeof ZActionLogSummary>;

const ZLinkClickCounts = z.object({ clicks: count, messages: count, recipients: count });
export type TLinkClickCounts = z.infer<typeof ZLinkClickCounts>;

export const ZLinkLogSummary = z.object({
  ...rangeFields,
  totals: ZLinkClickCounts.extend({ links: count }),
  days: z.array(ZLinkClickCounts.extend({ day: z.string() })),
  topLinks: z.array(ZLinkClickCounts.extend({ url: z.string(), lastClick: ZTimestamp })),
});
export type TLinkLogSummary = z.infer<typeof ZLinkLogSummary>;
