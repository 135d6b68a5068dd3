import { describe, expect, it } from 'vitest';
import { mergedCatalogue } from './catalogue';
import { EN_SOURCES } from './en-catalogue';
import { TR_SOURCES } from './tr-catalogue';
import enCore from './en.json';
import trCore from './tr.json';

const en = mergedCatalogue(EN_SOURCES);
const tr = mergedCatalogue(TR_SOURCES);

type TTree = { [key: string]: unknown };

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree as TTree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

function interpolations(tree: unknown): string[] {
  return keyPaths(tree).map((path) => {
    const value = path.split('.').reduce<unknown>((node, part) => (node as TTree | undefined)?.[part], tree);
    const vars = typeof value === 'string' ? (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',') : '';
    return `${path}:${vars}`;
  });
}

describe('locales', () => {
  it('tr.json and en.json have the same key set', () => {
    const trKeys = keyPaths(tr).sort();
    const enKeys = keyPaths(en).sort();
    expect(trKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !trKeys.includes(key))).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    expect(interpolations(tr)).toEqual(interpolations(en));
  });

  it('has no empty translations', () => {
    for (const tree of [tr, en]) {
      const empty = keyPaths(tree).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, part) => (node as TTree | undefined)?.[part], tree);
        return value === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('carries the SPEC texts verbatim', () => {
    expect(enCore.prompts.verify_title).toBe('Please Verify Your Account');
    expect(enCore.prompts.email_settings_message).toBe(
      'You cannot send email because you have not set your email sending settings.',
    );
    expect(trCore.dialog.system_error).toBe('Sistem hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(trCore.validation.fill_all_fields).toBe('Lütfen tüm alanları doldurunuz');
    expect(enCore.empty.records_not_found).toBe('Records Not Found!');
    expect(trCore.empty.records_not_found).toBe('Kayıt Bulunamadı!');
  });

  it('contains no placeholder wording', () => {
    const text = JSON.stringify([tr, en]).toLowerCase();
    for (const banned of ['coming soon', 'not implemented', 'todo', 'yakında']) expect(text).not.toContain(banned);
  });
});
