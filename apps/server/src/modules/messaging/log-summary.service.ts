import {
  ACTION_OUTCOMES,
  LOG_SUMMARY_DEFAULT_DAYS,
  LOG_SUMMARY_MAX_DAYS,
  TOP_LINKS_LIMIT,
  daySpan,
  type TActionLogSummary,
  type TActionLogSummaryQuery,
  type TActionOutcomeCounts,
  type TLinkLogSummary,
  type TLinkLogSummaryQuery,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/http/app-error';
import { dayIn } from '../../platform/zoned-time';
import { accountTimezone } from '../accounts';
import { logSummaryRepository, type TSummaryRange } from './log-summary.repository';

const DAY_MS = 86_400_000;

export { dayIn };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);

// Fills a missing end of the range: no range is the last 30 days up to today in the account's zone; an
// end alone gets its start 30 days before. The schema checks a given pair; a filled one is checked here.
export function resolveRange(
  q: { from?: string | undefined; to?: string | undefined },
  timezone: string,
  now: Date = new Date(),
): TSummaryRange {
  const span = LOG_SUMMARY_DEFAULT_DAYS - 1;
  const today = dayIn(timezone, now);
  // A start alone runs 30 days or to today, whichever is first (a start after today is a single day).
  const to = q.to ?? (q.from ? maxDay(q.from, minDay(addDays(q.from, span), today)) : today);
  const from = q.from ?? addDays(to, -span);
  if (to < from) throw validationError('logs.range_order', 'to');
  if (daySpan(from, to) > LOG_SUMMARY_MAX_DAYS) throw validationError('logs.range_too_long', 'to');
  return { timezone, from, to };
}

function zeroCounts(): TActionOutcomeCounts {
  return Object.fromEntries(ACTION_OUTCOMES.map((o) => [o, 0])) as TActionOutcomeCounts;
}

// /actions/summary: what happened to the messages of each day of the range (GET /actions filters).
export async function actionLogSummary(
  deps: AppDeps,
  accountId: number,
  q: TActionLogSummaryQuery,
): Promise<TActionLogSummary> {
  const range = resolveRange(q, await accountTimezone(deps.db, accountId));
  const days = await logSummaryRepository.actionDays(deps.db, accountId, range, q);
  const totals = zeroCounts();
  for (const day of days) for (const outcome of ACTION_OUTCOMES) totals[outcome] += day[outcome];
  return { ...range, totals, days };
}

// /links/summary: clicks per day and the most clicked links of the range.
export async function linkLogSummary(
  deps: AppDeps,
  accountId: number,
  q: TLinkLogSummaryQuery,
): Promise<TLinkLogSummary> {
  const range = resolveRange(q, await accountTimezone(deps.db, accountId));
  const [rows, top] = await Promise.all([
    logSummaryRepository.clickDays(deps.db, accountId, range, q.channel),
    logSummaryRepository.topLinks(deps.db, accountId, range, q.channel, TOP_LINKS_LIMIT),
  ]);
  const total = rows.find((r) => r.day === null);
  return {
    ...range,
    totals: {
      clicks: total?.clicks ?? 0,
      messages: total?.messages ?? 0,
      recipients: total?.recipients ?? 0,
      links: total?.links ?? 0,
    },
    days: rows.flatMap((r) =>
      r.day === null ? [] : [{ day: r.day, clicks: r.clicks, messages: r.messages, recipients: r.recipients }],
    ),
    topLinks: top.map((t) => ({
      url: t.url,
      clicks: t.clicks,
      messages: t.messages,
      recipients: t.recipients,
      lastClick: new Date(t.last_click).toISOString(),
    })),
  };
}
