import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  checkImportFile,
  fieldOfColumn,
  formatFileSize,
  hasKeyField,
  importProgress,
  isImportFinished,
} from './import-mapping';

describe('file checks', () => {
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
  it('accepts csv and txt under the limit', () => {
    expect(checkImportFile({ name: 'm.CSV', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'm.xlsx', size: 10 })).toBe('imports.not_csv');
    expect(checkImportFile({ name: 'm.csv', size: 0 })).toBe('imports.empty_file');
    expect(checkImportFile({ name: 'm.csv', size: 201 * 1024 * 1024 })).toBe('imports.too_large');
  });
});

describe('column mapping', () => {
  it('keeps one field per column and one column per field', () => {
    let mapping = assignColumn({}, 0, 'email');
    mapping = assignColumn(mapping, 1, 'name');
    expect(mapping).toEqual({ email: 0, name: 1 });
    mapping = assignColumn(mapping, 1, 'email');
    expect(mapping).toEqual({ email: 1 });
    expect(assignColumn(mapping, 1, null)).toEqual({});
    expect(fieldOfColumn({ phone: 2 }, 2)).toBe('phone');
    expect(fieldOfColumn({ phone: 2 }, 0)).toBeNull();
  });
  it('needs an identifying column', () => {
    expect(hasKeyField({ name: 0 })).toBe(false);
    expect(hasKeyField({ name: 0, customerId: 1 })).toBe(true);
    expect(hasKeyField({ deviceId: 0 }, 'devices')).toBe(false);
    expect(hasKeyField({ email: 0, platform: 1 }, 'devices')).toBe(false);
    expect(hasKeyField({ deviceId: 0, platform: 1 }, 'devices')).toBe(true);
  });
});

describe('progress', () => {
  it('reports percent and the end', () => {
    expect(importProgress({ status: 'running', processed_rows: 50, total_rows: 200 })).toBe(25);
    expect(importProgress({ status: 'queued', processed_rows: 0, total_rows: 0 })).toBe(0);
    expect(importProgress({ status: 'done', processed_rows: 3, total_rows: 4 })).toBe(100);
    expect(isImportFinished({ status: 'failed' })).toBe(true);
    expect(isImportFinished({ status: 'running' })).toBe(false);
  });
});
