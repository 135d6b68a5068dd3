import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TUiLanguage } from '@ulak/shared/locales';
import { EN_STRINGS, TR_STRINGS } from '../../locales/catalogue';
import { local } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { resolveLanguage } from './resolve-language';

export const i18n = i18next.createInstance();

function initialLanguage(): TUiLanguage {
  if (typeof window === 'undefined') return 'tr';
  return resolveLanguage({
    queryHl: new URLSearchParams(window.location.search).get('hl'),
    stored: local.getItem(STORAGE_KEYS.lang),
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
  });
}

export function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = initialLanguage();
  // Remember a language chosen by ?hl= so later pages keep it.
  if (typeof window !== 'undefined') local.setItem(STORAGE_KEYS.lang, lng);
  void i18n.use(initReactI18next).init({
    resources: { tr: { translation: TR_STRINGS }, en: { translation: EN_STRINGS } },
    lng,
    fallbackLng: 'en',
    supportedLngs: ['tr', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(lng);
  return i18n;
}

export function setLanguage(language: TUiLanguage): void {
  local.setItem(STORAGE_KEYS.lang, language);
  void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

export function currentLanguage(): TUiLanguage {
  return i18n.language === 'en' ? 'en' : 'tr';
}

export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
