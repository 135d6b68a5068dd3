import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './locales';

describe('resolveLanguage', () => {
  it('prefers the hl query parameter', () => {
    expect(resolveLanguage({ queryHl: 'en', stored: 'tr', browserLanguages: ['tr-TR'] })).toBe('en');
  });
  it('falls back to the stored value', () => {
    expect(resolveLanguage({ queryHl: 'de', stored: 'en', browserLanguages: ['tr-TR'] })).toBe('en');
  });
  it('then to the first supported browser language', () => {
    expect(resolveLanguage({ queryHl: null, stored: null, browserLanguages: ['de-DE', 'en-US'] })).toBe('en');
  });
  it('else tr', () => {
    expect(resolveLanguage({ queryHl: null, stored: 'xx', browserLanguages: ['fr-FR'] })).toBe('tr');
    expect(resolveLanguage({ queryHl: '', stored: '', browserLanguages: [] })).toBe('tr');
  });
});
