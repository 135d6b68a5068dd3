import type { TDeviceImportField } from '@ulak/shared';
import { BOOLEANS, EMAIL, LANGS, lookup, suggestFromAliases, type TMapping, type TRowResult } from './import-row';

// One CSV row of a device import → the device staging columns, or the reasons it is rejected.
export const DEVICE_STAGE_COLUMNS = ['device_id', 'reg_id', 'platform', 'language', 'email', 'push_approved'] as const;
type TDeviceColumn = (typeof DEVICE_STAGE_COLUMNS)[number];

const FIELD_TO_COLUMN: Record<TDeviceImportField, TDeviceColumn> = {
  deviceId: 'device_id',
  regId: 'reg_id',
  platform: 'platform',
  language: 'language',
  email: 'email',
  pushApproved: 'push_approved',
};

const PLATFORMS = new Map(
  Object.entries({
    ios: 'ios',
    iphone: 'ios',
    ipad: 'ios',
    android: 'android',
    browser: 'browser',
    web: 'browser',
    tarayıcı: 'browser',
    tarayici: 'browser',
  }),
);

const MAX_DEVICE_ID = 200;
// A web push endpoint or an FCM/APNs token; endpoints run to a few hundred characters.
const MAX_REG_ID = 4096;

const AT = Object.fromEntries(DEVICE_STAGE_COLUMNS.map((c, i) => [c, i])) as Record<TDeviceColumn, number>;

export function validateDeviceRow(fields: string[], mapping: TMapping): TRowResult {
  const values: (string | null)[] = new Array<string | null>(DEVICE_STAGE_COLUMNS.length).fill(null);
  const reasons: string[] = [];
  for (const [field, column] of Object.entries(FIELD_TO_COLUMN) as [TDeviceImportField, TDeviceColumn][]) {
    const index = mapping[field];
    if (index === undefined) continue;
    const raw = (fields[index] ?? '').trim();
    let value: string | null = raw === '' ? null : raw;
    if (value !== null) {
      if (column === 'device_id') {
        if (value.length > MAX_DEVICE_ID) reasons.push('import.too_long');
      } else if (column === 'reg_id') {
        if (value.length > MAX_REG_ID) reasons.push('import.too_long');
      } else if (column === 'platform') {
        value = lookup(PLATFORMS, value) ?? null;
        if (!value) reasons.push('import.platform_invalid');
      } else if (column === 'language') {
        value = value.toLowerCase();
        if (!LANGS.has(value)) reasons.push('import.language_invalid');
      } else if (column === 'email') {
        value = value.toLowerCase();
        if (!EMAIL.test(value) || value.length > 254) reasons.push('import.email_invalid');
      } else {
        value = lookup(BOOLEANS, value) ?? null;
        if (value === null) reasons.push('import.permission_invalid');
      }
    }
    values[AT[column]] = value;
  }
  if (values[AT.device_id] === null) reasons.push('import.device_id_missing');
  if (values[AT.platform] === null && !reasons.includes('import.platform_invalid'))
    reasons.push('import.platform_missing');
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, values };
}

const ALIASES: Record<TDeviceImportField, string[]> = {
  deviceId: ['device_id', 'device id', 'deviceid', 'cihaz id', 'cihaz no', 'cihaz'],
  regId: ['reg_id', 'reg id', 'regid', 'push token', 'token', 'registration id'],
  platform: ['platform', 'os', 'işletim sistemi', 'isletim sistemi'],
  language: ['language', 'dil', 'lang'],
  email: ['email', 'e-mail', 'e-posta', 'eposta', 'mail'],
  pushApproved: ['push_approved', 'push approved', 'push', 'push izni', 'bildirim izni'],
};

export const suggestDeviceMapping = (header: string[]): TMapping => suggestFromAliases(header, ALIASES);
