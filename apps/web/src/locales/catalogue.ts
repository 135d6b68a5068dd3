export type TTree = { [key: string]: unknown };

// A feature that lands keeps its own strings in features/<name>/locales/{tr,en}.json, each file one top-level
// namespace object (e.g. { "automations": { ... } }), so parallel features never edit the same catalogue file.
// Each language is its own chunk (tr-catalogue.ts, en-catalogue.ts): a page loads only the language it shows.
export type TCatalogueSources = { base: TTree; features: Record<string, TTree> };

export function mergedCatalogue({ base, features }: TCatalogueSources): TTree {
  const out: TTree = { ...base };
  for (const [file, part] of Object.entries(features)) {
    for (const [namespace, value] of Object.entries(part)) {
      if (namespace in out) throw new Error(`${file}: namespace "${namespace}" is already defined`);
      out[namespace] = value;
    }
  }
  return out;
}
