import { DEFAULT_UI_LANGUAGE, pickUiLanguage, type TUiLanguage } from '@ulak/shared';
import { MESSAGES_EN, type TMessageKey } from './messages-en';
import { MESSAGES_TR } from './messages-tr';

const CATALOGUES: Record<TUiLanguage, Record<TMessageKey, string>> = { tr: MESSAGES_TR, en: MESSAGES_EN };

export function isMessageKey(key: string): key is TMessageKey {
  return key in MESSAGES_EN;
}

// Picks tr or en from an Accept-Language header ("en-US,en;q=0.9"); tr when nothing matches.
export function languageFromHeader(header: string | undefined): TUiLanguage {
  if (!header) return DEFAULT_UI_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: pickUiLanguage(tag), q: q ? Number(q) : 1 };
    })
    .filter((entry) => entry.lang !== null && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang ?? DEFAULT_UI_LANGUAGE;
}

export function translate(lang: TUiLanguage, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? CATALOGUES[lang][key] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
