import { describe, expect, it } from 'vitest';
import { suggestDeviceMapping, validateDeviceRow } from './device-import-row';

describe('device import row', () => {
  const mapping = suggestDeviceMapping(['Cihaz ID', 'Token', 'Platform', 'Dil', 'E-posta', 'Push İzni']);

  it('guesses the mapping from Turkish and English headers', () => {
    expect(mapping).toEqual({ deviceId: 0, regId: 1, platform: 2, language: 3, email: 4, pushApproved: 5 });
  });

  it('normalises platform, language, email and approval', () => {
    expect(validateDeviceRow([' d1 ', 'tok', 'iPhone', 'EN', 'A@B.co', 'Evet'], mapping)).toEqual({
      ok: true,
      values: ['d1', 'tok', 'ios', 'en', 'a@b.co', 't'],
    });
    expect(validateDeviceRow(['d2', '', 'web', '', '', ''], mapping)).toEqual({
      ok: true,
      values: ['d2', null, 'browser', null, null, null],
    });
  });

  it('rejects a row without device id or platform, and bad values, with every reason', () => {
    expect(validateDeviceRow(['', '', '', '', '', ''], mapping)).toEqual({
      ok: false,
      reasons: ['import.device_id_missing', 'import.platform_missing'],
    });
    expect(validateDeviceRow(['d3', 'x'.repeat(5000), 'symbian', 'xx', 'nope', 'maybe'], mapping)).toEqual({
      ok: false,
      reasons: [
        'import.too_long',
        'import.platform_invalid',
        'import.language_invalid',
        'import.email_invalid',
        'import.permission_invalid',
      ],
    });
  });
});
