import { describe, expect, it } from 'vitest';
import { dayIn, resolveRange } from './log-summary.service';

describe('log summary range', () => {
  const now = new Date('2026-11-22T21:30:00Z'); // 23 November, 00:30 in Istanbul

  it('takes today in the account’s zone', () => {
    expect(dayIn('Europe/Istanbul', now)).toBe('2026-11-23');
    expect(dayIn('UTC', now)).toBe('2026-11-22');
  });

  it('fills a missing end 30 days away, never past today', () => {
    expect(resolveRange({}, 'Europe/Istanbul', now)).toEqual({
      timezone: 'Europe/Istanbul',
      from: '2026-10-25',
      to: '2026-11-23',
    });
    expect(resolveRange({ from: '2026-11-20' }, 'UTC', now)).toMatchObject({ from: '2026-11-20', to: '2026-11-22' });
    expect(resolveRange({ from: '2026-01-01' }, 'UTC', now)).toMatchObject({ to: '2026-01-30' });
    expect(resolveRange({ to: '2026-03-01' }, 'UTC', now)).toMatchObject({ from: '2026-01-31' });
  });

  it('makes a start after today a single day', () => {
    expect(resolveRange({ from: '2027-01-01' }, 'UTC', now)).toMatchObject({ from: '2027-01-01', to: '2027-01-01' });
  });
});
