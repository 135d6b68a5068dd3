import type { TTaskSchedule } from '@ulak/shared';
import { DEFAULT_TIMEZONE, localParts, zonedTime } from '../../platform/zoned-time';

// When a scheduled task runs next, in the account's timezone: a pure function of the schedule, the
// moment after which to look and the IANA zone. DST-safe:
// - a wall-clock time that does not exist (spring forward gap) runs at the same offset past the gap
//   (02:30 on a day where 02:00 → 03:00 runs at 03:30 local);
// - a wall-clock time that happens twice (fall back) runs once, at the first occurrence;
// - hourly runs walk real instants in 15-minute steps, so a repeated hour runs twice and a skipped
//   hour is skipped, and zones with :30/:45 offsets still run at local minute 00/15/30/45.

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseTime(time: string): { hour: number; minute: number } {
  const [h = '0', m = '0'] = time.split(':');
  return { hour: Number(h), minute: Number(m) };
}

// The instant of a static task's local "YYYY-MM-DDTHH:mm".
export function staticInstant(at: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = at.split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const { hour, minute } = parseTime(time);
  return zonedTime(timeZone, y ?? 1970, mo ?? 1, d ?? 1, hour, minute);
}

const QUARTER = 15 * 60_000;

function nextHourly(minute: number, after: Date, timeZone: string): Date {
  // Every zone's offset is a multiple of 15 minutes, so one of the quarter instants is local :minute.
  let t = Math.floor(after.getTime() / QUARTER) * QUARTER + QUARTER;
  for (let i = 0; i < 4 * 24; i++, t += QUARTER) {
    if (localParts(new Date(t), timeZone).minute === minute) return new Date(t);
  }
  throw new Error('no hourly slot within a day');
}

// Walks local calendar days from the day of `after` and returns the first matching day's run > after.
function nextByDay(
  after: Date,
  timeZone: string,
  time: string,
  matchDay: (y: number, m: number, d: number, weekday: number) => boolean,
  maxDays: number,
): Date | null {
  const { hour, minute } = parseTime(time);
  const start = localParts(after, timeZone);
  // Start one day earlier: near midnight the instant of "today" in the zone may still be ahead.
  const cursor = new Date(Date.UTC(start.year, start.month - 1, start.day - 1));
  for (let i = 0; i <= maxDays + 1; i++) {
    const y = cursor.getUTCFullYear();
    const m = cursor.getUTCMonth() + 1;
    const d = cursor.getUTCDate();
    const weekday = ((cursor.getUTCDay() + 6) % 7) + 1;
    if (matchDay(y, m, d, weekday)) {
      const run = zonedTime(timeZone, y, m, d, hour, minute);
      if (run.getTime() > after.getTime()) return run;
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return null;
}

// The first run strictly after `after`; null for one-off and event-driven types (static runs once at
// `at`, webhook and sync_segment run on their events).
export function nextRun(schedule: TTaskSchedule, after: Date, timeZone: string = DEFAULT_TIMEZONE): Date | null {
  switch (schedule.periodType) {
    case 'static': {
      const at = staticInstant(schedule.at, timeZone);
      return at.getTime() > after.getTime() ? at : null;
    }
    case 'hourly':
      return nextHourly(schedule.minute, after, timeZone);
    case 'daily':
      return nextByDay(after, timeZone, schedule.time, () => true, 2);
    case 'weekly': {
      const days = new Set(schedule.days);
      return nextByDay(after, timeZone, schedule.time, (_y, _m, _d, wd) => days.has(wd), 8);
    }
    case 'monthly':
      // Clamped to the month's last day: "31" runs on 30 April and 28/29 February.
      return nextByDay(
        after,
        timeZone,
        schedule.time,
        (y, m, d) => d === Math.min(schedule.day, daysInMonth(y, m)),
        32,
      );
    case 'yearly':
      // 29 February runs on 28 February in common years.
      return nextByDay(
        after,
        timeZone,
        schedule.time,
        (y, m, d) => m === schedule.month && d === Math.min(schedule.day, daysInMonth(y, m)),
        367,
      );
    case 'webhook':
    case 'sync_segment':
      return null;
  }
}

// The first run of a task saved now: a static task keeps its time even if it just passed (it runs
// at the next tick); the periodic ones take their next slot.
export function firstRun(schedule: TTaskSchedule, now: Date, timeZone: string = DEFAULT_TIMEZONE): Date | null {
  if (schedule.periodType === 'static') return staticInstant(schedule.at, timeZone);
  return nextRun(schedule, now, timeZone);
}
