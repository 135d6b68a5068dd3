import { parsePhoneNumber } from 'awesome-phonenumber';

// Phone numbers through libphonenumber's rules (awesome-phonenumber): validated for their country,
// stored in E.164. Numbers without a country code are read as Turkish. A separate entry point
// (`@ulak/shared/phone`) so only code that needs the metadata loads it.
export const DEFAULT_PHONE_REGION = 'TR';

// Types that can receive SMS and WhatsApp ('fixed-line-or-mobile': plans like the US share ranges).
const MOBILE_TYPES = new Set(['mobile', 'fixed-line-or-mobile']);

export type TPhone = { e164: string; mobile: boolean; regionCode: string };

// Turkish numbers in their usual spellings (+90 …, 0090 …, 0 …, ten digits; a stray trunk 0 after
// the country code) reduced to the ten national digits.
const TURKISH = /^(?:\+90|0090)?0?([2-9]\d{9})$/;

// A full parse costs ~70 µs, too much for a million-row import. Turkish numbers are decided by their
// first six national digits and their length in libphonenumber's TR metadata (mobile:
// 5(0[15-7]|1[06]|24|[34]\d|5[1-59]|9[46])…, 561011…, 56161…), so the answer for a six-digit prefix
// is computed once and reused (a property test checks the shortcut against the full parse).
const PREFIX_MEMO = 100_000;
const turkishPrefixes = new Map<string, { valid: boolean; mobile: boolean }>();

function parseTurkish(national: string): TPhone | null {
  const prefix = national.slice(0, 6);
  let known = turkishPrefixes.get(prefix);
  if (!known) {
    const parsed = parsePhoneNumber(`+90${national}`);
    known = { valid: parsed.valid, mobile: parsed.valid && MOBILE_TYPES.has(parsed.type ?? '') };
    // Bounded: at most PREFIX_MEMO entries (~10 MB), then it starts over.
    if (turkishPrefixes.size >= PREFIX_MEMO) turkishPrefixes.clear();
    turkishPrefixes.set(prefix, known);
  }
  return known.valid ? { e164: `+90${national}`, mobile: known.mobile, regionCode: 'TR' } : null;
}

export function parsePhone(raw: string, regionCode = DEFAULT_PHONE_REGION): TPhone | null {
  const trimmed = raw.trim();
  // Letters are not part of a phone number (vanity numbers are not imported).
  if (trimmed === '' || /[^\d\s()+./-]/.test(trimmed)) return null;
  const turkish =
    regionCode === 'TR' || trimmed.startsWith('+90') ? TURKISH.exec(trimmed.replace(/[\s()./-]/g, '')) : null;
  if (turkish?.[1]) return parseTurkish(turkish[1]);
  const parsed = parsePhoneNumber(trimmed, { regionCode });
  if (!parsed.valid) return null;
  return {
    e164: parsed.number.e164,
    mobile: MOBILE_TYPES.has(parsed.type ?? ''),
    regionCode: parsed.regionCode,
  };
}

// '+90 0532 111 22 33', '0532 111 22 33' and '5321112233' are all '+905321112233'; null if invalid.
export function normalizePhone(raw: string): string | null {
  return parsePhone(raw)?.e164 ?? null;
}

export function isMobilePhone(raw: string): boolean {
  return parsePhone(raw)?.mobile ?? false;
}
