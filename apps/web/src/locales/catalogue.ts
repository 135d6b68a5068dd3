import en from './en.json';
import tr from './tr.json';

type TTree = { [key: string]: unknown };

// A feature that lands keeps its own strings in features/<name>/locales/{tr,en}.json, each file one top-level
// namespace object (e.g. { "automations": { ... } }), so parallel features never edit the same catalogue file.
const featureTr = import.meta.glob<TTree>('../features/*/locales/tr.json', { eager: true, import: 'default' });
const featureEn = import.meta.glob<TTree>('../features/*/locales/en.json', { eager: true, import: 'default' });

function merged(base: TTree, parts: Record<string, TTree>): TTree {
  const out: TTree = { ...base };
  for (const [file, part] of Object.entries(parts)) {
    for (const [namespace, value] of Object.entries(part)) {
      if (namespace in out) throw new Error(`${file}: namespace "${namespace}" is already defined`);
      out[namespace] = value;
    }
  }
  return out;
}

export const TR_STRINGS: TTree = merged(tr, featureTr);
export const EN_STRINGS: TTree = merged(en, featureEn);
