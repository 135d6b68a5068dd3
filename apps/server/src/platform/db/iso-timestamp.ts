// PostgreSQL's text of a timestamptz in UTC (`2026-03-15 12:00:00.123456+00`, the ISO DateStyle) as the
// API writes a time (`2026-03-15T12:00:00.123Z`), without the Date in between: parsing the text and
// writing it out again cost ~0.6 µs a value, this ~0.1 µs (a member list page has up to 40 of them).
// Fractions past milliseconds are cut, as Date's parse cuts them. Any other text (another time zone or
// DateStyle, a year before 1000 (Date reads 0001 as 2001) or past 9999, BC) goes through Date as before.
const UTC_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

export function isoTimestamp(text: string): string {
  const match = UTC_TEXT.exec(text);
  if (!match) return new Date(text).toISOString();
  const [, date, time, fraction = ''] = match;
  return `${date}T${time}.${`${fraction}000`.slice(0, 3)}Z`;
}
