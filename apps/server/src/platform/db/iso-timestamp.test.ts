import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './iso-timestamp';

// What the column's Date gave before: the text parsed, then written as ISO.
const viaDate = (text: string) => new Date(text).toISOString();

describe('isoTimestamp', () => {
  it('writes UTC text as the Date of that text would', () => {
    for (const text of [
      '2026-03-15 12:00:00+00',
      '2026-03-15 12:00:00.1+00',
      '2026-03-15 12:00:00.12+00',
      '2026-03-15 12:00:00.123+00',
      '2026-03-15 12:00:00.1239+00',
      '2026-03-15 12:00:00.999999+00',
      '2024-02-29 23:59:59.000001+00',
      '1000-01-01 00:00:00+00',
      '0001-01-01 00:00:00+00',
      '0999-06-30 10:00:00.25+00',
      '9999-12-31 23:59:59.5+00',
    ])
      expect(isoTimestamp(text)).toBe(viaDate(text));
  });

  it('agrees with Date over random times', () => {
    for (let i = 0; i < 2000; i += 1) {
      const ms = Math.floor(Math.random() * 4_102_444_800_000);
      const micros = String(Math.floor(Math.random() * 1_000_000))
        .padStart(6, '0')
        .replace(/0+$/, '');
      const text = `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}${micros ? `.${micros}` : ''}+00`;
      expect(isoTimestamp(text)).toBe(viaDate(text));
    }
  });

  it('leaves text in another zone to Date', () => {
    expect(isoTimestamp('2026-03-15 15:00:00.5+03')).toBe('2026-03-15T12:00:00.500Z');
    expect(isoTimestamp('2026-03-15 07:30:00-04:30')).toBe('2026-03-15T12:00:00.000Z');
  });
});
