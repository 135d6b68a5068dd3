import { DEFAULT_UI_LANGUAGE, pickUiLanguage, type TUiLanguage } from '@ulak/shared/locales';

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
