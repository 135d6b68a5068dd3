import { parsePhoneNumber } from 'awesome-phonenumber';

// Phone numbers through libphonenumber's rules (awesome-phonenumber): validated for their country,
// stored in E.164. Numbers without a country code are read as Turkish. A separate entry point
// (`@ulak/shared/phone`) so only code that needs the metadata loads it.
export const DEFAULT_PHONE_REGION = 'TR';

// Types that can receive SMS and WhatsApp ('fixed-line-or-mobile': plans like the US share ranges).
const MOBILE_TYPES = new Set(['mobile', 'fixed-line-or-mobile']);

export type TPhone = { e164: string; mobile: boolean; regionCode: string };

export function parsePhone(raw: string, regionCode = DEFAULT_PHONE_REGION): TPhone | null {
  const trimmed = raw.trim();
  // Letters are not part of a phone number (vanity numbers are not imported).
  if (trimmed === '' || /[^\d\s()+./-]/.test(trimmed)) return null;
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
