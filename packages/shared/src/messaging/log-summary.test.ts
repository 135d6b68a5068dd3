import { describe, expect, it } from 'vitest';
import { ZActionLogSummaryQuery, ZLinkLogSummaryQuery, daySpan, isCalendarDay } from './log-summary';

describe('log summary ranges', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('01-03-2026')).toBe(false);
  });

  it('counts both ends of a range', () => {
    expect(daySpan('2026-03-10', '2026-03-10')).toBe(1);
    expect(daySpan('2026-03-28', '2026-03-30')).toBe(3);
    expect(daySpan('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('refuses a reversed or longer than 366-day range with message keys', () => {
    const issues = (query: Record<string, string>) =>
      ZActionLogSummaryQuery.safeParse(query).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ from: '2026-03-10', to: '2026-03-09' })).toEqual(['logs.range_order']);
    expect(issues({ from: '2025-01-01', to: '2026-01-02' })).toEqual(['logs.range_too_long']);
    expect(issues({ from: '2026-02-30' })).toEqual(['logs.day_invalid']);
    expect(issues({ from: '2025-01-02', to: '2026-01-02', status: 'failed', runId: '4' })).toEqual([]);
    expect(ZLinkLogSummaryQuery.safeParse({ channel: 'email', to: '2026-01-01' }).success).toBe(true);
  });
});
