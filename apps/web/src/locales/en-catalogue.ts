import type { TCatalogueSources, TTree } from './catalogue';
import en from './en.json';

export const EN_SOURCES: TCatalogueSources = {
  base: en,
  features: import.meta.glob<TTree>('../features/*/locales/en.json', { eager: true, import: 'default' }),
};
