import type { TCompareOperator, TDateValue } from '@ulak/shared';
import { localParts, zonedTime } from '../../platform/zoned-time';

// Pure helpers shared by the SQL compiler and anything that must agree with it (tests, previews).
const DAY_MS = 86_400_000;

export const isCompare = (op: string): op is TCompareOperator =>
  ['equal', 'not_equal', 'greater_than', 'less_than', 'greater_than_or_equal', 'less_than_or_equal'].includes(op);

export type TLocalDate = { year: number; month: number; day: number };

// The calendar date of `now` on the account's clock (dates of birth, "today", "N days ago").
export function localDate(now: Date, timezone: string): TLocalDate {
  const { year, month, day } = localParts(now, timezone);
  return { year, month, day };
}

const isoDay = (d: TLocalDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// The calendar day (in the account's time zone) a date value names, as YYYY-MM-DD.
export function dayOf(value: TDateValue, now: Date, timezone: string): string {
  if ('date' in value) return value.date;
  return shiftDay(isoDay(localDate(now, timezone)), -value.daysAgo);
}

export const nextDay = (day: string): string => shiftDay(day, 1);

// The instant a calendar day starts in a time zone (its local midnight), DST-aware.
export function zonedMidnight(day: string, timezone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return zonedTime(timezone, year, month, date, 0, 0);
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
export const hoursBefore = (now: Date, hours: number): Date => new Date(now.getTime() - hours * 3_600_000);

// A numeric criterion value ("10", 10) or null when the value is not a number.
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

// Whether `count op n` holds; the compiler uses it to know if members with no rows match.
export function compareNumbers(left: number, op: TCompareOperator, right: number): boolean {
  switch (op) {
    case 'equal':
      return left === right;
    case 'not_equal':
      return left !== right;
    case 'greater_than':
      return left > right;
    case 'less_than':
      return left < right;
    case 'greater_than_or_equal':
      return left >= right;
    case 'less_than_or_equal':
      return left <= right;
  }
}

// The last birth day (YYYY-MM-DD) of people at least `years` old on `today` (the account's date):
// the same month and day `years` years back, or that month's last day when it has none (29
// February). 'none' and 'all' when that day falls outside the years a date column holds (1-9999).
export function ageCutoff(today: TLocalDate, years: number): string | 'none' | 'all' {
  const year = today.year - years;
  if (year < 1) return 'none';
  if (year > 9999) return 'all';
  const month = today.month - 1;
  const lastDay = new Date(Date.UTC(2000, month + 1, 0)).getUTCDate();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = Math.min(today.day, month === 1 && !leap ? 28 : lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
