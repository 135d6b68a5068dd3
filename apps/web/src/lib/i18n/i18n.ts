import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TUiLanguage } from '@ulak/shared/locales';
import { LANGUAGE_COOKIE } from '@ulak/shared/page-preloads';
import { mergedCatalogue } from '../../locales/catalogue';
import { initialLanguage } from './initial-language';
import { local } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

export const i18n = i18next.createInstance();

// Kept in storage (the source of truth) and mirrored into a cookie for the server (see LANGUAGE_COOKIE).
function rememberLanguage(language: TUiLanguage): void {
  local.setItem(STORAGE_KEYS.lang, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

// Each language's strings are a chunk of their own, fetched when the language is first shown.
const CATALOGUES: Record<TUiLanguage, () => Promise<Record<string, unknown>>> = {
  tr: () => import('../../locales/tr-catalogue').then((m) => mergedCatalogue(m.TR_SOURCES)),
  en: () => import('../../locales/en-catalogue').then((m) => mergedCatalogue(m.EN_SOURCES)),
};

async function ensureCatalogue(language: TUiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await CATALOGUES[language]());
}

// Resolves once the first language's strings are in, before the first render.
export async function initI18n(): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  const lng = initialLanguage();
  // Remember a language chosen by ?hl= so later pages keep it.
  if (typeof window !== 'undefined') rememberLanguage(lng);
  const strings = await CATALOGUES[lng]();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: strings } },
    lng,
    fallbackLng: false,
    partialBundledLanguages: true,
    supportedLngs: ['tr', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(lng);
  return i18n;
}

export async function setLanguage(language: TUiLanguage): Promise<void> {
  rememberLanguage(language);
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

// Before the strings have loaded (a page's first API calls start then), the language the page starts in.
export function currentLanguage(): TUiLanguage {
  if (!i18n.isInitialized) return initialLanguage();
  return i18n.language === 'en' ? 'en' : 'tr';
}

export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
