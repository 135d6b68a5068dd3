import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatZonedDateTime,
  formatLongDate,
  formatText,
  normalizeCurrency,
  parseAmount,
} from './format';

// Intl inserts narrow no-break spaces in some locales; compare on plain spaces.
const plain = (value: string) => value.replace(/\s/g, ' ');

describe('currency', () => {
  it('defaults to TRY and reads TL as TRY', () => {
    expect(normalizeCurrency(undefined)).toBe('TRY');
    expect(normalizeCurrency('')).toBe('TRY');
    expect(normalizeCurrency('tl')).toBe('TRY');
    expect(normalizeCurrency('usd')).toBe('USD');
  });

  it('formats with no fraction digits', () => {
    expect(plain(formatCurrency(1234.56))).toBe(plain(formatCurrency(1235, 'TRY')));
    expect(formatCurrency(1234.56)).not.toMatch(/[.,]\d{2}\D*$/);
    expect(plain(formatCurrency(10, 'USD', 'en'))).toBe('$10');
  });

  it('strips commas from strings', () => {
    expect(parseAmount('1,234,567')).toBe(1234567);
    expect(plain(formatCurrency('1,500', 'TL', 'en'))).toBe(plain(formatCurrency(1500, 'TRY', 'en')));
  });

  it('shows "-" for empty or unparsable amounts', () => {
    expect(formatCurrency(null)).toBe(EMPTY_VALUE);
    expect(formatCurrency('')).toBe(EMPTY_VALUE);
    expect(formatCurrency('abc')).toBe(EMPTY_VALUE);
  });
});

describe('numbers without Intl', () => {
  const VALUES = [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 1234567, 2.5, 1234.5, -2.5, -1234, -1234567.4, 0.4];

  it('groups counts exactly as Intl does for both interface languages', () => {
    for (const value of VALUES) {
      expect(formatCount(value, 'tr')).toBe(new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(value));
      expect(formatCount(value, 'en')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value));
    }
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(-0.2, 'en')).toBe('0');
    expect(formatCount(1e21, 'en')).toBe(new Intl.NumberFormat('en-US').format(1e21));
  });

  it('writes the common currencies exactly as Intl does', () => {
    for (const code of ['TRY', 'USD', 'EUR', 'GBP', 'JPY'])
      for (const [locale, intl] of [
        ['tr', 'tr-TR'],
        ['en', 'en-US'],
      ] as const)
        for (const value of VALUES.filter((v) => Math.abs(v) >= 1))
          expect(formatCurrency(value, code, locale)).toBe(
            new Intl.NumberFormat(intl, {
              style: 'currency',
              currency: code,
              minimumFractionDigits: 0,
              maximumFractionDigits: 0,
            }).format(value),
          );
    expect(formatCurrency(1234, 'TL')).toBe('\u20ba1.234');
    expect(formatCurrency(1234, 'TRY', 'en')).toBe('TRY\u00a01,234');
  });
});

describe('dates', () => {
  it('formats DD-MM-YYYY and its time variants', () => {
    expect(formatDate('2024-03-05T14:07:09')).toBe('05-03-2024');
    expect(formatDateTime('2024-03-05T14:07:09')).toBe('05-03-2024 14:07:09');
    expect(formatDateTimeShort('2024-03-05T14:07:09')).toBe('05-03-2024 14:07');
  });

  it('localises DD MMMM YYYY', () => {
    expect(formatLongDate('2024-03-05', 'en')).toBe('05 March 2024');
    expect(formatLongDate('2024-03-05', 'tr')).toBe('05 Mart 2024');
  });

  it('shows "-" for empty and zero dates', () => {
    for (const value of [null, undefined, '', '0000-00-00', '0000-00-00 00:00:00', 0, new Date(0), 'not a date']) {
      expect(formatDate(value)).toBe(EMPTY_VALUE);
    }
  });

  it('shows "-" for empty text', () => {
    expect(formatText('  ')).toBe(EMPTY_VALUE);
    expect(formatText(null)).toBe(EMPTY_VALUE);
    expect(formatText('a')).toBe('a');
  });
});

describe('formatZonedDateTime', () => {
  it("shows an instant on the account's clock, not the browser's", () => {
    // 22:00 UTC is 01:00 the next day in Istanbul.
    expect(formatZonedDateTime('2026-11-24T22:00:00Z', 'Europe/Istanbul')).toBe('25-11-2026 01:00');
    expect(formatZonedDateTime('2026-11-24T22:00:00Z', 'UTC')).toBe('24-11-2026 22:00');
    expect(formatZonedDateTime(null, 'Europe/Istanbul')).toBe('-');
  });
});
