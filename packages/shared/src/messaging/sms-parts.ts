// SMS length and part counting (3GPP TS 23.038 / 23.040). A message that fits the GSM 7-bit alphabet is
// sent as GSM-7; one that needs only Turkish letters on top of it uses the Turkish national language
// single shift table (each such letter costs an escape plus the letter, the shift header costs room);
// anything else is UCS-2. Long messages are split into concatenated parts whose headers cost room too.

export type TSmsEncoding = 'gsm7' | 'gsm7_turkish' | 'ucs2';

export type TSmsCount = {
  encoding: TSmsEncoding;
  // Septets for GSM-7 encodings, UTF-16 code units for UCS-2.
  units: number;
  parts: number;
  // Units one part holds in this encoding when the message is split (or whole, for one part).
  perPart: number;
  // Units left in the last part before another part starts.
  remaining: number;
};

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const TURKISH_SHIFT = `${GSM_EXTENSION}ĞİŞçğış`;

// Part sizes: a single part, and each part of a concatenated message (8-bit reference header).
export const SMS_LIMITS: Record<TSmsEncoding, { single: number; multi: number }> = {
  gsm7: { single: 160, multi: 153 },
  gsm7_turkish: { single: 155, multi: 149 },
  ucs2: { single: 70, multi: 67 },
};

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);
const turkish = new Set(TURKISH_SHIFT);

export function smsEncoding(text: string): TSmsEncoding {
  let needsTurkish = false;
  for (const char of text) {
    if (basic.has(char) || extension.has(char)) continue;
    if (turkish.has(char)) needsTurkish = true;
    else return 'ucs2';
  }
  return needsTurkish ? 'gsm7_turkish' : 'gsm7';
}

// Cost of each character; an escape pair or a surrogate pair is never split across two parts.
function costs(text: string, encoding: TSmsEncoding): number[] {
  const shifted = encoding === 'gsm7' ? extension : turkish;
  return Array.from(text, (char) => {
    if (encoding === 'ucs2') return char.length;
    return shifted.has(char) ? 2 : 1;
  });
}

export function countSms(text: string): TSmsCount {
  const encoding = smsEncoding(text);
  const limits = SMS_LIMITS[encoding];
  const charCosts = costs(text, encoding);
  const units = charCosts.reduce((sum, cost) => sum + cost, 0);
  if (units <= limits.single) {
    return { encoding, units, parts: units === 0 ? 0 : 1, perPart: limits.single, remaining: limits.single - units };
  }
  let parts = 1;
  let used = 0;
  for (const cost of charCosts) {
    if (used + cost > limits.multi) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, parts, perPart: limits.multi, remaining: limits.multi - used };
}
