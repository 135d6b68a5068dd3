import type { Plugin } from 'vite';

const ICON_MODULE = /\/@tabler\/icons-react\/dist\/esm\/icons\/[^/]+\.mjs$/;

// Each icon module is one `createReactComponent(...)` call that the package leaves unannotated, so Rollup counts
// every icon as a side effect and will not merge its tiny chunk into a neighbour (experimentalMinChunkSize): a
// signed-in page then fetched some twenty scripts of 0.2–1 KB, one per icon, six at a time over HTTP/1.1. The call
// only builds a component, so marking it pure lets those chunks merge where the page loads them anyway.
export function pureIconsPlugin(): Plugin {
  return {
    name: 'ulak-pure-icons',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: code.replace(/= createReactComponent\(/g, '= /* @__PURE__ */ createReactComponent('), map: null };
    },
  };
}
