import { smsEncoding } from '@ulak/shared/messaging/sms-parts';
import type { TSmsLanguage } from '@ulak/shared/sms/sms-settings';

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

// `en` sends plain GSM-7 (Turkish letters folded to ASCII: 160 characters a part instead of 155 or 70);
// `tr` keeps them and asks the provider for the Turkish encoding when the text needs it.
export function smsText(text: string, language: TSmsLanguage): { text: string; turkish: boolean } {
  if (language === 'en')
    return { text: text.replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH_TO_ASCII[c] ?? c), turkish: false };
  return { text, turkish: smsEncoding(text) !== 'gsm7' };
}
