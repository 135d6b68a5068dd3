import { resolveLanguage, type TUiLanguage } from '@ulak/shared/locales';
import { local } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

// The language a page starts in (SPEC §4): `?hl=`, then the stored choice, then the browser's languages. The
// early requests script asks for the page's first data in it, as the app will.
export function initialLanguage(): TUiLanguage {
  if (typeof window === 'undefined') return 'tr';
  return resolveLanguage({
    queryHl: new URLSearchParams(window.location.search).get('hl'),
    stored: local.getItem(STORAGE_KEYS.lang),
    browserLanguages: window.navigator.languages ?? [window.navigator.language],
  });
}
