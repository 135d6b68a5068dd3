import type { TUiLanguage } from './locales';

// The web build's list of the script chunks each page needs beyond the entry, written once per build
// (dist/page-preloads.json). The server names them in the page's HTML as module preloads, so the browser
// fetches a page's layout, screen and strings in parallel with the entry instead of after running it.
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

// The UI language the browser last used, mirrored from its storage into a cookie so the server can preload
// that language's strings (storage is the browser's; the cookie carries nothing else).
export const LANGUAGE_COOKIE = 'ulak_lang';

export type TPagePreloads = {
  // React Router paths from the root, e.g. `/user/member/:id`, each with its chunk URLs (`/assets/…`).
  routes: { path: string; files: string[] }[];
  // The language catalogue of each UI language.
  languages: Record<TUiLanguage, string[]>;
};
