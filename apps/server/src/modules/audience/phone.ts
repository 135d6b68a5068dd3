// Turkish numbers to +90XXXXXXXXXX; other numbers keep their digits with a leading +.
// Returns null when the text holds no plausible phone number.
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/[^\d]/g, '');
  if (/[^\d\s()+.-]/.test(trimmed)) return null;
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10 && digits.startsWith('5')) return `+90${digits}`;
  if (digits.length === 11 && digits.startsWith('05')) return `+9${digits}`;
  if (digits.length === 12 && digits.startsWith('905')) return `+${digits}`;
  if (digits.startsWith('00') && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  return null;
}
