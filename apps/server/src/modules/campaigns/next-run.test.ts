import { describe, expect, it } from 'vitest';
import { ZTaskSchedule, type TTaskScheduleDraft } from '@ulak/shared';
import { isValidTimezone, zonedTime } from '../../platform/zoned-time';
import { firstRun, nextRun, staticInstant } from './next-run';

const s = (draft: TTaskScheduleDraft) => ZTaskSchedule.parse(draft);
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;
// Runs the schedule `n` times from a fixed clock, each after the previous run.
function runs(draft: TTaskScheduleDraft, from: string, n: number, tz: string): (string | null)[] {
  const out: (string | null)[] = [];
  let cursor = at(from);
  for (let i = 0; i < n; i++) {
    const next = nextRun(s(draft), cursor, tz);
    out.push(iso(next));
    if (!next) break;
    cursor = next;
  }
  return out;
}

describe('zonedTime', () => {
  it('maps wall clock to instants, pushing gap times past the gap and taking the first of repeated times', () => {
    expect(iso(zonedTime('Europe/Istanbul', 2026, 5, 1, 10, 0))).toBe('2026-05-01T07:00:00.000Z');
    // Berlin springs forward 2026-03-29 02:00 CET → 03:00 CEST: 02:30 does not exist.
    expect(iso(zonedTime('Europe/Berlin', 2026, 3, 29, 2, 30))).toBe('2026-03-29T01:30:00.000Z');
    // Berlin falls back 2026-10-25 03:00 CEST → 02:00 CET: 02:30 happens twice.
    expect(iso(zonedTime('Europe/Berlin', 2026, 10, 25, 2, 30))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedTime('Asia/Kolkata', 2026, 1, 1, 0, 0))).toBe('2025-12-31T18:30:00.000Z');
  });

  it('validates zones', () => {
    expect(isValidTimezone('Europe/Istanbul')).toBe(true);
    expect(isValidTimezone('Mars/Olympus')).toBe(false);
  });
});

describe('nextRun', () => {
  it('static: once at its local time, then never', () => {
    const schedule = s({ periodType: 'static', at: '2026-05-01T10:00' });
    expect(iso(nextRun(schedule, at('2026-04-30T00:00:00Z'), 'Europe/Istanbul'))).toBe('2026-05-01T07:00:00.000Z');
    expect(nextRun(schedule, at('2026-05-01T07:00:00Z'), 'Europe/Istanbul')).toBeNull();
    // A static time that just passed is still the first run (it runs at the next tick).
    expect(iso(firstRun(schedule, at('2026-05-02T00:00:00Z'), 'Europe/Istanbul'))).toBe('2026-05-01T07:00:00.000Z');
    expect(iso(staticInstant('2026-03-29T02:30', 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('hourly: at minute 00/15/30/45 of local hours, in a :30 offset zone too', () => {
    expect(runs({ periodType: 'hourly', minute: 15 }, '2026-05-01T07:20:00Z', 3, 'Europe/Istanbul')).toEqual([
      '2026-05-01T08:15:00.000Z',
      '2026-05-01T09:15:00.000Z',
      '2026-05-01T10:15:00.000Z',
    ]);
    // Exactly on a slot: the next one, not the same.
    expect(iso(nextRun(s({ periodType: 'hourly', minute: 0 }), at('2026-05-01T07:00:00Z'), 'Europe/Istanbul'))).toBe(
      '2026-05-01T08:00:00.000Z',
    );
    // India is UTC+5:30: local minute 00 is UTC minute 30.
    expect(iso(nextRun(s({ periodType: 'hourly', minute: 0 }), at('2026-05-01T07:00:00Z'), 'Asia/Kolkata'))).toBe(
      '2026-05-01T07:30:00.000Z',
    );
  });

  it('hourly across DST: the skipped hour is skipped, the repeated hour runs twice', () => {
    // 01:30 CET, then 02:30 does not exist, then 03:30 CEST.
    expect(runs({ periodType: 'hourly', minute: 30 }, '2026-03-29T00:00:00Z', 3, 'Europe/Berlin')).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:30:00.000Z',
    ]);
    // 02:30 CEST, 02:30 CET, 03:30 CET: three runs in three real hours.
    expect(runs({ periodType: 'hourly', minute: 30 }, '2026-10-25T00:00:00Z', 3, 'Europe/Berlin')).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]);
  });

  it('daily: same local time every day across spring forward and fall back', () => {
    expect(runs({ periodType: 'daily', time: '09:00' }, '2026-03-06T15:00:00Z', 3, 'America/New_York')).toEqual([
      '2026-03-07T14:00:00.000Z', // EST
      '2026-03-08T13:00:00.000Z', // EDT after the switch
      '2026-03-09T13:00:00.000Z',
    ]);
    // 02:30 Berlin: pushed past the gap on 29 March, then back to 02:30.
    expect(runs({ periodType: 'daily', time: '02:30' }, '2026-03-28T02:00:00Z', 2, 'Europe/Berlin')).toEqual([
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    // Repeated 02:30 on 25 October runs once (the first), then daily again.
    expect(runs({ periodType: 'daily', time: '02:30' }, '2026-10-24T12:00:00Z', 2, 'Europe/Berlin')).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
    // Istanbul has no DST: 09:00 is always 06:00Z; a run at exactly the slot moves to the next day.
    expect(runs({ periodType: 'daily', time: '09:00' }, '2026-05-01T06:00:00Z', 1, 'Europe/Istanbul')).toEqual([
      '2026-05-02T06:00:00.000Z',
    ]);
  });

  it('daily near local midnight: the local date, not the UTC date, decides', () => {
    // 00:30 Istanbul on 1 June is 21:30Z on 31 May.
    expect(runs({ periodType: 'daily', time: '00:30' }, '2026-05-31T21:00:00Z', 2, 'Europe/Istanbul')).toEqual([
      '2026-05-31T21:30:00.000Z',
      '2026-06-01T21:30:00.000Z',
    ]);
  });

  it('weekly: ISO days 1–7, weekdays and weekends', () => {
    // 1 May 2026 is a Friday.
    expect(
      runs({ periodType: 'weekly', days: 'weekdays', time: '10:00' }, '2026-05-01T08:00:00Z', 3, 'Europe/Istanbul'),
    ).toEqual(['2026-05-04T07:00:00.000Z', '2026-05-05T07:00:00.000Z', '2026-05-06T07:00:00.000Z']);
    expect(
      runs({ periodType: 'weekly', days: 'weekends', time: '10:00' }, '2026-05-01T08:00:00Z', 3, 'Europe/Istanbul'),
    ).toEqual(['2026-05-02T07:00:00.000Z', '2026-05-03T07:00:00.000Z', '2026-05-09T07:00:00.000Z']);
    // Sunday (7) across the Berlin fall-back Sunday.
    expect(
      runs({ periodType: 'weekly', days: [7], time: '12:00' }, '2026-10-20T00:00:00Z', 2, 'Europe/Berlin'),
    ).toEqual(['2026-10-25T11:00:00.000Z', '2026-11-01T11:00:00.000Z']);
  });

  it('monthly: day 31 clamps to the month end (February, April), and leap years', () => {
    expect(
      runs({ periodType: 'monthly', day: 31, time: '08:00' }, '2026-01-01T00:00:00Z', 4, 'Europe/Istanbul'),
    ).toEqual([
      '2026-01-31T05:00:00.000Z',
      '2026-02-28T05:00:00.000Z',
      '2026-03-31T05:00:00.000Z',
      '2026-04-30T05:00:00.000Z',
    ]);
    expect(
      runs({ periodType: 'monthly', day: 30, time: '08:00' }, '2028-02-01T00:00:00Z', 1, 'Europe/Istanbul'),
    ).toEqual(['2028-02-29T05:00:00.000Z']);
    // The first of the month at 00:30 Istanbul is the previous UTC day.
    expect(
      runs({ periodType: 'monthly', day: 1, time: '00:30' }, '2026-05-15T00:00:00Z', 2, 'Europe/Istanbul'),
    ).toEqual(['2026-05-31T21:30:00.000Z', '2026-06-30T21:30:00.000Z']);
    // Across the March switch in Berlin: same local time, one hour less UTC offset.
    expect(runs({ periodType: 'monthly', day: 15, time: '09:00' }, '2026-02-20T00:00:00Z', 2, 'Europe/Berlin')).toEqual(
      ['2026-03-15T08:00:00.000Z', '2026-04-15T07:00:00.000Z'],
    );
  });

  it('yearly: 29 February runs on 28 February in common years', () => {
    expect(
      runs({ periodType: 'yearly', month: 2, day: 29, time: '10:00' }, '2026-03-01T00:00:00Z', 3, 'Europe/Istanbul'),
    ).toEqual(['2027-02-28T07:00:00.000Z', '2028-02-29T07:00:00.000Z', '2029-02-28T07:00:00.000Z']);
    expect(
      runs({ periodType: 'yearly', month: 12, day: 31, time: '23:45' }, '2026-12-31T20:45:00Z', 1, 'Europe/Istanbul'),
    ).toEqual(['2027-12-31T20:45:00.000Z']);
  });

  it('webhook and sync_segment have no clock', () => {
    expect(nextRun(s({ periodType: 'webhook' }), at('2026-05-01T00:00:00Z'))).toBeNull();
    expect(nextRun(s({ periodType: 'sync_segment' }), at('2026-05-01T00:00:00Z'))).toBeNull();
  });
});
