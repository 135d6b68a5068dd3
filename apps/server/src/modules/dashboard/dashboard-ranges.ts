import type { TDashboardBucket, TDashboardRange } from '@ulak/shared';

const DAY_MS = 86_400_000;
export const BUCKET_OF: Record<TDashboardRange, TDashboardBucket> = {
  '7d': 'day',
  '30d': 'day',
  '1m': 'day',
  '3m': 'week',
  '6m': 'week',
  '1y': 'month',
};

// The window of a SPEC §9 range ending now: fixed days, or calendar months back.
export function rangeWindow(range: TDashboardRange, now: Date): { from: Date; to: Date } {
  const days = range === '7d' ? 7 : range === '30d' ? 30 : null;
  if (days) return { from: new Date(now.getTime() - days * DAY_MS), to: now };
  const months = range === '1m' ? 1 : range === '3m' ? 3 : range === '6m' ? 6 : 12;
  // The same day of the month `months` back, or that month's last day when it is shorter (31 March → 28 February).
  const from = new Date(now);
  from.setUTCDate(1);
  from.setUTCMonth(from.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 0)).getUTCDate();
  from.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return { from, to: now };
}
