import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:lean-password-dictionary';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// Entries kept from each ranked list: the browser's estimate then agrees with the server's full lists on
// accepting or refusing every password and on the strength level of most (password-check.test.ts measures
// it) at a fraction of the bytes. The passwords people choose and the two short lists (first names, the
// diceware words) keep the most; the long lists of surnames, Wikipedia and common words, whose tails a
// cut loses anyway, keep their most frequent words only.
export const LEAN_LIST_LIMIT = 4000;
const LEAN_LIMITS: Record<string, number> = {
  passwords: LEAN_LIST_LIMIT,
  diceware: LEAN_LIST_LIMIT,
  firstnames: LEAN_LIST_LIMIT,
  commonWords: 2500,
  lastnames: 1500,
  wikipedia: 1500,
};

// Each list is ordered by frequency, so the head carries the words a password is most likely built from.
export function leanPasswordDictionary(limit = LEAN_LIST_LIMIT) {
  const lists = { ...common.dictionary, ...english.dictionary };
  const dictionary = Object.fromEntries(
    Object.entries(lists).map(([name, list]) => [name, list.slice(0, Math.min(limit, LEAN_LIMITS[name] ?? limit))]),
  );
  return { dictionary, graphs: common.adjacencyGraphs };
}

// `import dictionary from 'virtual:lean-password-dictionary'` gives the cut lists, computed once per build.
export function leanPasswordDictionaryPlugin(limit = LEAN_LIST_LIMIT): Plugin {
  return {
    name: 'ulak-lean-password-dictionary',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(leanPasswordDictionary(limit))};` : undefined),
  };
}
