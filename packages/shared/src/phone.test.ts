import fc from 'fast-check';
import { parsePhoneNumber } from 'awesome-phonenumber';
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

  it('decides Turkish numbers by their prefix exactly as the full parse does', () => {
    fc.assert(
      // Few prefixes, many suffixes: most checks hit a remembered prefix with a new number.
      fc.property(
        fc.oneof(
          fc.constantFrom('561011', '561615', '561600', '592211', '592461', '592212', '850000', '532111', '212555'),
          fc.stringMatching(/^[2-9]\d{2}$/).map((three) => `${three}000`),
          fc.stringMatching(/^5\d{5}$/),
        ),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('+90', '0', '+90 0', ''),
        (prefix, suffix, lead) => {
          const national = `${prefix}${suffix}`;
          const full = parsePhoneNumber(`+90${national}`);
          const expected = full.valid
            ? {
                e164: `+90${national}`,
                mobile: ['mobile', 'fixed-line-or-mobile'].includes(full.type ?? ''),
                regionCode: 'TR',
              }
            : null;
          expect(parsePhone(`${lead}${national}`)).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
    // The mobile ranges with a longer prefix.
    expect(parsePhone('+905610111234')?.mobile).toBe(true);
    expect(parsePhone('+905616151234')?.mobile).toBe(true);
    expect(parsePhone('+905612221234')).toBeNull();
  });
});
