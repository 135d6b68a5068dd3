import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_TR } from './messages-tr';
import { languageFromHeader, translate } from './translate';

describe('server messages', () => {
  it('have the same keys in Turkish and English', () => {
    expect(Object.keys(MESSAGES_TR).sort()).toEqual(Object.keys(MESSAGES_EN).sort());
  });

  it('pick the language from Accept-Language, Turkish by default', () => {
    expect(languageFromHeader(undefined)).toBe('tr');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('de-DE,en;q=0.5,tr;q=0.8')).toBe('tr');
    expect(languageFromHeader('fr')).toBe('tr');
  });

  it('translates keys with parameters and passes unknown text through', () => {
    expect(translate('en', 'errors.false_code')).toBe('False Code!');
    expect(translate('tr', 'errors.false_code')).toBe('Yanlış Kod!');
    expect(translate('en', 'errors.rate_limited', { seconds: 30 })).toContain('30 seconds');
    expect(translate('en', 'free text')).toBe('free text');
  });
});
