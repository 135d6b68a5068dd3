import { describe, expect, it } from 'vitest';
import type { TActionLogSummary } from '@ulak/shared/messaging/log-summary';
import { actionChartRows, isEmptyActionSummary, sentRate, shortLink } from './log-summary';

const counts = {
  messages: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  failed: 0,
  bounced: 0,
  unsubscribed: 0,
};

function summary(from: string, to: string, days: TActionLogSummary['days']): TActionLogSummary {
  return { from, to, timezone: 'Europe/Istanbul', totals: { ...counts }, days };
}

describe('log summary helpers', () => {
  it('labels chart days DD-MM, with the year when the range crosses one', () => {
    const rows = actionChartRows(summary('2026-03-09', '2026-03-10', [{ day: '2026-03-09', ...counts, sent: 2 }]));
    expect(rows).toEqual([{ day: '09-03', ...counts, sent: 2 }]);
    const crossing = actionChartRows(summary('2025-12-31', '2026-01-01', [{ day: '2025-12-31', ...counts }]));
    expect(crossing[0]?.day).toBe('31-12-25');
  });

  it('gives the share of sent messages for delivery outcomes only', () => {
    const totals = { ...counts, messages: 10, sent: 8, delivered: 6, opened: 1, clicked: 0, failed: 2 };
    expect(sentRate(totals, 'delivered')).toBe('75%');
    expect(sentRate(totals, 'opened')).toBe('13%');
    expect(sentRate(totals, 'clicked')).toBe('0%');
    expect(sentRate(totals, 'failed')).toBeNull();
    expect(sentRate({ ...totals, sent: 0 }, 'delivered')).toBeNull();
    expect(sentRate({ ...totals, sent: 200, opened: 3 }, 'opened')).toBe('1.5%');
  });

  it('knows an empty range and shortens long links', () => {
    expect(isEmptyActionSummary(summary('2026-01-01', '2026-01-01', []))).toBe(true);
    expect(
      isEmptyActionSummary({ ...summary('2026-01-01', '2026-01-01', []), totals: { ...counts, unsubscribed: 1 } }),
    ).toBe(false);
    expect(shortLink('https://shop.example.com/a')).toBe('shop.example.com/a');
    expect(shortLink(`https://x.com/${'a'.repeat(60)}`)).toHaveLength(40);
  });
});
