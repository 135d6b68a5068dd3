import type { ModuleInfo } from 'rollup';
import type { Plugin } from 'vite';
import { barrelOf, importRequestsOf, staticClosure, type TModuleGraph, type TNames } from './import-closure';
import { routesOfBuild } from './route-modules';

type TNode = { type: string } & Record<string, unknown>;

// The pages a shop owner opens most, in order: the dashboard every login lands on, then the members list. Each
// loads the code it needs beyond the entry as one chunk. Rollup's own splitting cuts a module out for every
// distinct set of routes that shares it, so the dashboard fetched 27 files of 1–6 KB and the members list 40:
// over HTTP/1.1's six connections per host that is five or more round trips in a row before the page can render.
// A module a later page shares with an earlier one stays in the earlier page's chunk, which the later page loads
// anyway (the signed-in layout is in the dashboard's). Every other route keeps Rollup's splitting.
export const GROUPED_PAGES = ['/user', '/user/members'] as const;

const VISITOR_PAGES = '/auth/';

export const chunkNameOf = (page: string): string => `page${page.replace(/\W+/g, '-')}`;

// The import graph as the bundler parsed and resolved it.
export function moduleGraphOf(info: (id: string) => ModuleInfo | null): TModuleGraph {
  type TParsed = { requests: ReturnType<TModuleGraph['requests']>; barrel: ReturnType<TModuleGraph['barrel']> };
  const cache = new Map<string, TParsed>();
  const parsed = (id: string): TParsed => {
    const cached = cache.get(id);
    if (cached) return cached;
    const module = info(id);
    const program = module?.ast as unknown as TNode | null | undefined;
    const requests = program ? importRequestsOf(program) : [];
    const sources = [...new Set(requests.map((r) => r.specifier))];
    const resolutions = module?.importedIdResolutions ?? [];
    let result: TParsed;
    if (!program || sources.length !== resolutions.length) {
      // Not parsed, or its imports cannot be matched to their resolutions: everything it imports, whole.
      result = {
        requests: (module?.importedIds ?? []).map((target) => ({ target, names: 'all' as TNames })),
        barrel: null,
      };
    } else {
      const targets = new Map(sources.map((s, i) => [s, resolutions[i]?.external ? undefined : resolutions[i]?.id]));
      const barrel = barrelOf(program);
      result = {
        requests: requests.map((r) => ({ target: targets.get(r.specifier), names: r.names })),
        barrel: barrel && {
          named: new Map(
            [...barrel.named].map(([name, from]) => [name, { target: targets.get(from.specifier), name: from.name }]),
          ),
          stars: barrel.stars.map((s) => targets.get(s)),
        },
      };
    }
    cache.set(id, result);
    return result;
  };
  return {
    requests: (id) => parsed(id).requests,
    barrel: (id) => parsed(id).barrel,
    sideEffects: (id) => info(id)?.moduleSideEffects !== false,
  };
}

// Puts each page of GROUPED_PAGES in one chunk (see above), computed from the route table once the build has
// parsed every module.
export function pageChunksPlugin(): Plugin {
  let root = '';
  const chunkOf = new Map<string, string>();
  return {
    name: 'ulak-page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const graph = moduleGraphOf(info);
      const routes = routesOfBuild(root, this);
      // The entry's modules, and those of a visitor's pages (login, registration), stay where Rollup puts them: a
      // visitor must not fetch the signed-in pages' chunks to share a form field with them.
      const kept = staticClosure(
        [
          ...ids.filter((id) => info(id)?.isEntry),
          ...routes.filter((r) => r.path.startsWith(VISITOR_PAGES)).flatMap((r) => r.modules),
        ],
        graph,
      );
      chunkOf.clear();
      for (const page of GROUPED_PAGES) {
        const route = routes.find((r) => r.path === page);
        if (!route) this.error(`page chunks: no route ${page} in the route table`);
        for (const id of staticClosure(route.modules, graph))
          if (!kept.has(id) && !chunkOf.has(id)) chunkOf.set(id, chunkNameOf(page));
      }
    },
    outputOptions(options) {
      // Only the modules named: Rollup would otherwise add every static import of theirs to the same chunk,
      // following `@mantine/core`'s index to the whole package and the entry's own modules with it.
      return { ...options, manualChunks: (id: string) => chunkOf.get(id), onlyExplicitManualChunks: true };
    },
  };
}
