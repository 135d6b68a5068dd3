import { CSV_MAX_BYTES, DEVICE_IMPORT_FIELDS, type TDeviceImportField, type TImportKind } from '@ulak/shared/audience';
import { IMPORT_FIELDS, type TImportField } from '@ulak/shared/member-fields';
import type { TImportMapping, TMemberImport } from './import-types';

export type TAnyImportField = TImportField | TDeviceImportField;

// The fields a column can map to, per import kind.
export const IMPORT_KIND_FIELDS: Record<TImportKind, readonly TAnyImportField[]> = {
  members: IMPORT_FIELDS,
  devices: DEVICE_IMPORT_FIELDS,
};

// A member mapping needs one column that identifies the member (server rule: validation.mapping_required).
export const IMPORT_KEY_FIELDS: readonly TImportField[] = ['email', 'phone', 'customerId'];
// A device mapping needs the device id and the platform (server rule: validation.device_mapping_required).
export const DEVICE_REQUIRED_FIELDS: readonly TDeviceImportField[] = ['deviceId', 'platform'];

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// Client-side check before uploading (the server enforces the same limit); an i18n key or null.
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!/\.(csv|txt)$/i.test(file.name)) return 'imports.not_csv';
  if (file.size === 0) return 'imports.empty_file';
  if (file.size > CSV_MAX_BYTES) return 'imports.too_large';
  return null;
}

export function fieldOfColumn(mapping: TImportMapping, column: number): TAnyImportField | null {
  const entry = Object.entries(mapping).find(([, index]) => index === column);
  return entry ? (entry[0] as TAnyImportField) : null;
}

// Maps `column` to `field` (or to nothing): a column feeds one field and a field reads one column.
export function assignColumn(mapping: TImportMapping, column: number, field: TAnyImportField | null): TImportMapping {
  const next: TImportMapping = {};
  for (const [key, index] of Object.entries(mapping) as [TAnyImportField, number][])
    if (index !== column && key !== field) next[key] = index;
  if (field) next[field] = column;
  return next;
}

export function hasKeyField(mapping: TImportMapping, kind: TImportKind = 'members'): boolean {
  if (kind === 'devices') return DEVICE_REQUIRED_FIELDS.every((field) => mapping[field] !== undefined);
  return IMPORT_KEY_FIELDS.some((field) => mapping[field] !== undefined);
}

export function isImportFinished(job: Pick<TMemberImport, 'status'>): boolean {
  return job.status === 'done' || job.status === 'failed';
}

export function importProgress(job: Pick<TMemberImport, 'status' | 'processed_rows' | 'total_rows'>): number {
  if (job.status === 'done') return 100;
  if (job.total_rows <= 0) return 0;
  return Math.min(100, Math.round((job.processed_rows / job.total_rows) * 100));
}
