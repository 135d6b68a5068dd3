import dayjs from 'dayjs';
import type { TActionLogSummary, TActionOutcome, TLinkLogSummary } from '@ulak/shared/messaging/log-summary';

// The outcomes shown as cards and chart lines, in reading order, with their colours.
export const SUMMARY_OUTCOMES = [
  'messages',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'failed',
  'bounced',
  'unsubscribed',
  'queued',
] as const satisfies readonly TActionOutcome[];

export const OUTCOME_COLORS: Record<(typeof SUMMARY_OUTCOMES)[number], string> = {
  messages: 'gray.6',
  sent: 'blue.6',
  delivered: 'teal.6',
  opened: 'cyan.6',
  clicked: 'violet.6',
  failed: 'red.6',
  bounced: 'grape.6',
  unsubscribed: 'orange.6',
  queued: 'yellow.6',
};

// Outcomes whose share of the sent messages is worth a line under the number.
const RATE_OF_SENT: readonly TActionOutcome[] = ['delivered', 'opened', 'clicked', 'bounced'];

// "42.5%" of the sent messages, or null when the outcome has no rate or nothing was sent.
export function sentRate(totals: TActionLogSummary['totals'], outcome: TActionOutcome): string | null {
  if (!RATE_OF_SENT.includes(outcome) || totals.sent === 0) return null;
  const percent = (totals[outcome] / totals.sent) * 100;
  return `${percent.toFixed(percent >= 10 || percent === 0 ? 0 : 1)}%`;
}

const label = (day: string) => dayjs(day).format('DD-MM');

// Chart rows: the day as DD-MM (the year when the range spans more than one).
export function actionChartRows(summary: TActionLogSummary) {
  const withYear = summary.from.slice(0, 4) !== summary.to.slice(0, 4);
  return summary.days.map((d) => ({ ...d, day: withYear ? dayjs(d.day).format('DD-MM-YY') : label(d.day) }));
}

export function clickChartRows(summary: TLinkLogSummary) {
  const withYear = summary.from.slice(0, 4) !== summary.to.slice(0, 4);
  return summary.days.map((d) => ({ ...d, day: withYear ? dayjs(d.day).format('DD-MM-YY') : label(d.day) }));
}

// True when the range holds no message at all (the chart shows its empty state instead of flat lines).
export const isEmptyActionSummary = (summary: TActionLogSummary): boolean =>
  summary.totals.messages === 0 && summary.totals.unsubscribed === 0;

// Shortens a link for a chart axis: no scheme, at most 40 characters.
export function shortLink(url: string): string {
  const bare = url.replace(/^https?:\/\//, '');
  return bare.length > 40 ? `${bare.slice(0, 39)}…` : bare;
}
