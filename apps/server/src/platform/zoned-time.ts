// Wall clocks of IANA time zones (an account's calendar, a task's schedule), DST-aware, from Intl only.

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

const pad2 = (n: number) => String(n).padStart(2, '0');

// The calendar day (YYYY-MM-DD) of an instant in a zone.
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  const l = localParts(instant, timeZone);
  return `${l.year}-${pad2(l.month)}-${pad2(l.day)}`;
}
