import type { TTaskSchedule } from '@ulak/shared';

// When a scheduled task runs next, in the account's timezone: a pure function of the schedule, the
// moment after which to look and the IANA zone. DST-safe:
// - a wall-clock time that does not exist (spring forward gap) runs at the same offset past the gap
//   (02:30 on a day where 02:00 → 03:00 runs at 03:30 local);
// - a wall-clock time that happens twice (fall back) runs once, at the first occurrence;
// - hourly runs walk real instants in 15-minute steps, so a repeated hour runs twice and a skipped
//   hour is skipped, and zones with :30/:45 offsets still run at local minute 00/15/30/45.

export const DEFAULT_TIMEZONE = 'Europe/Istanbul';

type TLocal = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function isValidTimezone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

// The wall clock of an instant in a zone.
export function localParts(instant: Date, timeZone: string): TLocal & { second: number } {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY[parts.weekday ?? 'Mon'] ?? 1,
  };
}

// Offset of the zone at an instant, in ms (local minus UTC).
function offsetMs(ms: number, timeZone: string): number {
  const l = localParts(new Date(ms), timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

// The instant of a local wall-clock time (see the DST rules above).
export function zonedTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const DAY = 86_400_000;
  const before = wall - offsetMs(wall - DAY, timeZone);
  const after = wall - offsetMs(wall + DAY, timeZone);
  const matches = (ms: number) => {
    const l = localParts(new Date(ms), timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute) === wall;
  };
  const valid = [before, after].filter(matches);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: the offset before the transition puts the time just past the gap.
  return new Date(before);
}

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
