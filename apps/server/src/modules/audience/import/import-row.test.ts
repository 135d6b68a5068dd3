import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAGE_COLUMNS, suggestMapping, validateRow } from './import-row';

const BIRTH = STAGE_COLUMNS.indexOf('birth_date');
const mapping = { birthDate: 0, customerId: 1 };
const birthDateOf = (value: string) => {
  const result = validateRow([value, 'C1'], mapping);
  return result.ok ? result.values[BIRTH] : result.reasons;
};

describe('validateRow birth dates', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts ISO and day-first dates that exist', () => {
    expect(birthDateOf('1985-07-09')).toBe('1985-07-09');
    expect(birthDateOf('9.7.1985')).toBe('1985-07-09');
    expect(birthDateOf('29/02/2000')).toBe('2000-02-29');
  });

  it('rejects dates that do not exist, too old or in the future', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z'), toFake: ['Date'] });
    for (const bad of [
      '2001-02-29',
      '1900-02-29',
      '31.04.1990',
      '1990-13-01',
      '1990-00-10',
      '1899-12-31',
      '2026-03-11',
    ])
      expect(birthDateOf(bad)).toEqual(['import.birth_date_invalid']);
    expect(birthDateOf('2026-03-10')).toBe('2026-03-10');
  });
});

describe('suggestMapping', () => {
  it('reads headers in either casing, Turkish or not', () => {
    expect(suggestMapping(['E-POSTA', 'Customer ID', 'SMS İZNİ', 'Ad', 'SOYADI'])).toEqual({
      email: 0,
      customerId: 1,
      smsActive: 2,
      name: 3,
      surname: 4,
    });
  });
});
