import { describe, expect, it } from 'vitest';
import { businessDaysBefore, fromIysDate, toIysDate } from './iys-dates';

describe('IYS dates', () => {
  it('formats and parses GMT+3 wall time', () => {
    const at = new Date('2026-11-24T21:30:05Z');
    expect(toIysDate(at)).toBe('2026-11-25 00:30:05');
    expect(fromIysDate('2026-11-25 00:30:05')?.toISOString()).toBe(at.toISOString());
    expect(fromIysDate('25.11.2026 00:30')).toBeNull();
  });

  it('counts back business days over a weekend', () => {
    // Tuesday 10:00 GMT+3: three business days back crosses Saturday and Sunday to the Thursday before.
    const tuesday = new Date('2026-11-24T07:00:00Z');
    expect(businessDaysBefore(tuesday, 3).toISOString()).toBe('2026-11-19T07:00:00.000Z');
    // Friday: back to Tuesday.
    expect(businessDaysBefore(new Date('2026-11-27T07:00:00Z'), 3).toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });
});
