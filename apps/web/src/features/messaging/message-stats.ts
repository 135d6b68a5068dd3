import dayjs from 'dayjs';
import type { TActionLog, TLinkClick } from './types';

// The statuses shown in filters, badges and the chart (`sending` is internal: shown as in queue).
export const SHOWN_STATUSES = ['in_queue', 'waiting', 'success', 'failed', 'error', 'bounce'] as const;
export type TShownStatus = (typeof SHOWN_STATUSES)[number];

export const STATUS_COLORS: Record<TShownStatus, string> = {
  in_queue: 'blue.6',
  waiting: 'yellow.6',
  success: 'teal.6',
  failed: 'red.6',
  error: 'orange.6',
  bounce: 'grape.6',
};

export function shownStatus(status: string): TShownStatus {
  if (status === 'sending') return 'in_queue';
  return (SHOWN_STATUSES as readonly string[]).includes(status) ? (status as TShownStatus) : 'error';
}

export type TDayRow = { day: string } & Record<TShownStatus, number>;

// Messages per day (DD-MM) and status, oldest day first, for the stacked bar chart.
export function sendsPerDay(messages: Pick<TActionLog, 'created_at' | 'status'>[]): TDayRow[] {
  const byDay = new Map<string, TDayRow>();
  for (const message of messages) {
    const date = dayjs(message.created_at);
    if (!date.isValid()) continue;
    const key = date.format('YYYY-MM-DD');
    const row = byDay.get(key) ?? {
      day: date.format('DD-MM'),
      in_queue: 0,
      waiting: 0,
      success: 0,
      failed: 0,
      error: 0,
      bounce: 0,
    };
    row[shownStatus(message.status)] += 1;
    byDay.set(key, row);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

export type TLinkSummary = { url: string; clicks: number; uniqueClickers: number; lastClick: string; messages: number };

// Clicks grouped by link: total, distinct clickers (member, else address, else message), the last one.
export function summariseLinks(clicks: TLinkClick[]): TLinkSummary[] {
  const byUrl = new Map<string, { clicks: number; who: Set<string>; messages: Set<number>; last: string }>();
  for (const click of clicks) {
    const url = click.url ?? '';
    const entry = byUrl.get(url) ?? { clicks: 0, who: new Set(), messages: new Set(), last: click.occurred_at };
    entry.clicks += 1;
    entry.who.add(
      click.member_id !== null ? `m${click.member_id}` : click.address ? `a${click.address}` : `x${click.message_id}`,
    );
    entry.messages.add(click.message_id);
    if (dayjs(click.occurred_at).isAfter(entry.last)) entry.last = click.occurred_at;
    byUrl.set(url, entry);
  }
  return [...byUrl.entries()]
    .map(([url, e]) => ({
      url,
      clicks: e.clicks,
      uniqueClickers: e.who.size,
      lastClick: e.last,
      messages: e.messages.size,
    }))
    .sort((a, b) => b.clicks - a.clicks || b.lastClick.localeCompare(a.lastClick));
}

// The timeline of one message: events in order, with the pipeline's own moments when no event has them.
export const TIMELINE_EVENTS = [
  'queued',
  'blocked',
  'accepted',
  'retry',
  'failed',
  'delivered',
  'open',
  'click',
  'bounce',
  'complaint',
  'unsubscribe',
] as const;
