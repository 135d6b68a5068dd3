import { MAX_URL_LENGTH } from '../core/limits.constants';
import { truncate } from '../core/utf8-length.util';
import type { PageContext } from '../core/wire.types';

export type PageContextReader = {
  read(): PageContext;
  // After an SPA navigation the previous URL is the referrer of the new page.
  navigated(previousUrl: string): void;
};

function readTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
}

export function createPageContextReader(win: Window): PageContextReader {
  let spaReferrer: string | undefined;
  const timezone = readTimezone();
  return {
    read() {
      const { document: doc, navigator: nav, screen } = win;
      return {
        url: truncate(win.location.href, MAX_URL_LENGTH),
        referrer: truncate(spaReferrer ?? doc.referrer ?? '', MAX_URL_LENGTH),
        title: truncate(doc.title || '', 1_000),
        language: nav.language || '',
        screen: screen ? `${screen.width}x${screen.height}` : '',
        timezone,
      };
    },
    navigated(previousUrl) {
      spaReferrer = previousUrl;
    },
  };
}
