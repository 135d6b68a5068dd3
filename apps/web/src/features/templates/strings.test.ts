import { describe, expect, it } from 'vitest';
import { mergedCatalogue } from '../../locales/catalogue';
import { EN_SOURCES } from '../../locales/en-catalogue';
import { TR_SOURCES } from '../../locales/tr-catalogue';
import en from './lazy-locales/en.json';
import tr from './lazy-locales/tr.json';

type TTree = { [key: string]: unknown };
const TR_STRINGS = mergedCatalogue(TR_SOURCES);
const EN_STRINGS = mergedCatalogue(EN_SOURCES);
const keys = (tree: TTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as TTree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('email template strings (loaded with the template screens)', () => {
  it('have the same keys in Turkish and English, under one namespace of their own', () => {
    expect(Object.keys(tr)).toEqual(['email_templates']);
    expect(keys(tr).sort()).toEqual(keys(en).sort());
    expect('email_templates' in TR_STRINGS || 'email_templates' in EN_STRINGS).toBe(false);
  });
});
