// The registry's dates: "YYYY-MM-DD HH:mm:ss" in GMT+3 (Turkey has no daylight saving time), and its
// deadline of 3 business days (Saturdays and Sundays do not count; public holidays are not modelled).

const GMT3_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

export function toIysDate(date: Date): string {
  return new Date(date.getTime() + GMT3_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function fromIysDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - GMT3_MS);
}

const isBusinessDay = (ms: number) => {
  const weekday = new Date(ms + GMT3_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

// The earliest moment whose consents are still within `days` business days of `now`: a consent dated
// before it would be more than `days` business days old.
export function businessDaysBefore(now: Date, days: number): Date {
  let t = now.getTime();
  let counted = 0;
  while (counted < days) {
    t -= DAY_MS;
    if (isBusinessDay(t + DAY_MS)) counted += 1;
  }
  return new Date(t);
}
