import { i18n } from '../../lib/i18n/i18n';
import en from './lazy-locales/en.json';
import tr from './lazy-locales/tr.json';

// The template screens' strings travel with their own lazily loaded chunks, not with the app's first
// load: every template route module imports this file, which adds them to the catalogue once.
export const EMAIL_TEMPLATE_STRINGS = { tr, en } as const;

// Deep-merged without overwriting: importing it again is harmless.
for (const [language, strings] of Object.entries(EMAIL_TEMPLATE_STRINGS))
  i18n.addResourceBundle(language, 'translation', strings, true, false);
