import { z } from 'zod';
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
export type TActionOutcomeCounts = Record<TActionOutcome, number>;

export type TActionLogSummary = {
  from: string;
  to: string;
  timezone: string;
  totals: TActionOutcomeCounts;
  // Every day of the range, oldest first, zeros included.
  days: ({ day: string } & TActionOutcomeCounts)[];
};

export type TLinkClickCounts = { clicks: number; messages: number; recipients: number };

export type TLinkLogSummary = {
  from: string;
  to: string;
  timezone: string;
  totals: TLinkClickCounts & { links: number };
  days: ({ day: string } & TLinkClickCounts)[];
  topLinks: ({ url: string; lastClick: string } & TLinkClickCounts)[];
};
