import { describe, expect, it } from 'vitest';
import { smsText } from './sms-text';

describe('SMS text per language', () => {
  it('keeps Turkish letters and asks for the Turkish encoding only when the text needs it', () => {
    expect(smsText('Şimdi %20 indirim', 'tr')).toEqual({ text: 'Şimdi %20 indirim', turkish: true });
    expect(smsText('Plain text', 'tr')).toEqual({ text: 'Plain text', turkish: false });
  });

  it('folds Turkish letters to ASCII for the en language', () => {
    expect(smsText('Çığ ÖŞÜ ğüşiöç İ', 'en')).toEqual({ text: 'Cig OSU gusioc I', turkish: false });
  });
});
