export const UI_LANGUAGES = ['tr', 'en'] as const;
export type TUiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: TUiLanguage = 'tr';

// Languages a member can receive messages in (SPEC §1).
export const MESSAGE_LANGUAGES = [
  'tr',
  'en',
  'ar',
  'ru',
  'sq',
  'uz',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'zh',
  'ja',
  'ko',
  'fa',
] as const;
export type TMessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export function pickUiLanguage(value: string | null | undefined): TUiLanguage | null {
  if (!value) return null;
  const base = value.toLowerCase().slice(0, 2);
  return (UI_LANGUAGES as readonly string[]).includes(base) ? (base as TUiLanguage) : null;
}

// SPEC §4: query hl, then the stored value, then the browser language (tr or en), else tr.
export function resolveLanguage(input: {
  queryHl: string | null;
  stored: string | null;
  browserLanguages: readonly string[];
}): TUiLanguage {
  const fromQuery = pickUiLanguage(input.queryHl);
  if (fromQuery) return fromQuery;
  const fromStore = pickUiLanguage(input.stored);
  if (fromStore) return fromStore;
  for (const language of input.browserLanguages) {
    const picked = pickUiLanguage(language);
    if (picked) return picked;
  }
  return DEFAULT_UI_LANGUAGE;
}
