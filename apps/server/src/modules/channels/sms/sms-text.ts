import { smsEncoding } from '@ulak/shared/messaging/sms-parts';
import type { TSmsLanguage } from '@ulak/shared/sms/sms-settings';
import { foldTurkish } from '@ulak/shared/turkish-ascii';

// `en` sends plain GSM-7 (Turkish letters folded to ASCII: 160 characters a part instead of 155 or 70);
// `tr` keeps them and asks the provider for the Turkish encoding when the text needs it.
export function smsText(text: string, language: TSmsLanguage): { text: string; turkish: boolean } {
  if (language === 'en') return { text: foldTurkish(text), turkish: false };
  return { text, turkish: smsEncoding(text) !== 'gsm7' };
}
