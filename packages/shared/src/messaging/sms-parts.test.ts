import { describe, expect, it } from 'vitest';
import { countSms, smsEncoding } from './sms-parts';

describe('SMS part counting', () => {
  it('keeps plain text and the GSM Turkish letters (Ç Ö Ü ö ü) in GSM-7', () => {
    expect(smsEncoding('Merhaba Ömür, Ünye Çarşısı')).toBe('gsm7_turkish');
    expect(smsEncoding('Merhaba Ömür, Ünye Çarpma')).toBe('gsm7');
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1, remaining: 0 });
    expect(countSms('a'.repeat(161))).toMatchObject({ parts: 2, perPart: 153, remaining: 145 });
    expect(countSms('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(countSms('a'.repeat(307))).toMatchObject({ parts: 3 });
  });

  it('counts extension characters as two septets and never splits them', () => {
    expect(countSms('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1 });
    // 152 plain septets then an escape pair: the pair moves whole to the second part.
    expect(countSms(`${'a'.repeat(152)}{${'a'.repeat(10)}`)).toMatchObject({ units: 164, parts: 2, remaining: 141 });
  });

  it('uses the Turkish single shift for ş ğ ı İ Ş Ğ ç: two septets each, 155 / 149 per part', () => {
    expect(countSms('ş'.repeat(77))).toMatchObject({ encoding: 'gsm7_turkish', units: 154, parts: 1, remaining: 1 });
    expect(countSms(`${'a'.repeat(155)}`)).toMatchObject({ encoding: 'gsm7', parts: 1 });
    expect(countSms(`ı${'a'.repeat(154)}`)).toMatchObject({ encoding: 'gsm7_turkish', units: 156, parts: 2 });
    expect(countSms(`ğ${'a'.repeat(296)}`)).toMatchObject({ units: 298, parts: 2, remaining: 0 });
  });

  it('falls back to UCS-2 for other scripts and emoji: 70 / 67 per part', () => {
    expect(countSms('Привет')).toMatchObject({ encoding: 'ucs2', units: 6, parts: 1, perPart: 70 });
    expect(countSms('ж'.repeat(70))).toMatchObject({ parts: 1, remaining: 0 });
    expect(countSms('ж'.repeat(71))).toMatchObject({ parts: 2, perPart: 67 });
    expect(countSms('🎉')).toMatchObject({ units: 2, parts: 1 });
    expect(countSms(`${'ж'.repeat(66)}🎉`)).toMatchObject({ units: 68, parts: 1 });
    expect(countSms(`${'ж'.repeat(70)}🎉`)).toMatchObject({ units: 72, parts: 2, remaining: 62 });
  });

  it('counts an empty message as zero parts', () => {
    expect(countSms('')).toMatchObject({ units: 0, parts: 0 });
  });
});
