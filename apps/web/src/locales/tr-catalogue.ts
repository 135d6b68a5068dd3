import type { TCatalogueSources, TTree } from './catalogue';
import tr from './tr.json';

export const TR_SOURCES: TCatalogueSources = {
  base: tr,
  features: import.meta.glob<TTree>('../features/*/locales/tr.json', { eager: true, import: 'default' }),
};
