import { describe, expect, it } from 'vitest';
import { BUCKET_OF, rangeWindow } from './dashboard-ranges';

describe('dashboard ranges (SPEC §9)', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('counts fixed days back for 7 and 30 days', () => {
    expect(rangeWindow('7d', now).from.toISOString()).toBe('2026-03-24T12:00:00.000Z');
    expect(rangeWindow('30d', now).from.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(rangeWindow('30d', now).to).toBe(now);
  });

  it('counts calendar months back for 1, 3 and 6 months and a year', () => {
    expect(rangeWindow('1m', new Date('2026-05-15T08:00:00Z')).from.toISOString()).toBe('2026-04-15T08:00:00.000Z');
    expect(rangeWindow('3m', new Date('2026-05-15T08:00:00Z')).from.toISOString()).toBe('2026-02-15T08:00:00.000Z');
    expect(rangeWindow('6m', new Date('2026-05-15T08:00:00Z')).from.toISOString()).toBe('2025-11-15T08:00:00.000Z');
    expect(rangeWindow('1y', now).from.toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });

  it('lands on the last day of a shorter month', () => {
    expect(rangeWindow('1m', now).from.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(rangeWindow('1y', new Date('2028-02-29T00:00:00Z')).from.toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('draws days up to a month, weeks up to six months, months for a year', () => {
    expect(BUCKET_OF).toEqual({ '7d': 'day', '30d': 'day', '1m': 'day', '3m': 'week', '6m': 'week', '1y': 'month' });
  });
});
