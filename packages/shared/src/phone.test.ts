import { describe, expect, it } from 'vitest';
import { isMobilePhone, normalizePhone, parsePhone } from './phone';

describe('phone numbers', () => {
  it('normalises the ways Turkish numbers are written to E.164', () => {
    for (const raw of [
      '+90 0532 111 22 33',
      '+90 532 111 22 33',
      '0532 111 22 33',
      '5321112233',
      '0090 532 111 22 33',
      '(0532) 111-22-33',
    ])
      expect(normalizePhone(raw), raw).toBe('+905321112233');
  });

  it('keeps foreign numbers with their country code', () => {
    expect(normalizePhone('+49 170 1234567')).toBe('+491701234567');
    expect(normalizePhone('+44 (0) 7911 123456')).toBe('+447911123456');
  });

  it('refuses what is not a valid number', () => {
    for (const raw of ['', '12345', '+90 532 111', 'abc', '0532 111 22 33 ext', '+90 999 111 22 33'])
      expect(normalizePhone(raw), raw).toBeNull();
  });

  it('tells mobile numbers from landlines', () => {
    expect(parsePhone('0532 111 22 33')).toEqual({ e164: '+905321112233', mobile: true, regionCode: 'TR' });
    expect(parsePhone('+90 212 555 12 34')).toEqual({ e164: '+902125551234', mobile: false, regionCode: 'TR' });
    expect(isMobilePhone('+16502530000')).toBe(true);
    expect(isMobilePhone('+902125551234')).toBe(false);
    expect(isMobilePhone('garbage')).toBe(false);
  });
});
