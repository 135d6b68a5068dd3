import { PAGE_PRELOADS_FILE, type TPagePreloads } from '@ulak/shared/page-preloads';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { routesOfBuild } from './route-modules';

const CATALOGUE = /[\\/]locales[\\/](tr|en)-catalogue\.ts$/;

// The chunks a set of modules needs, each with the chunks it imports, minus those the entry already loads. The
// bundle is indexed once for all the routes.
export function chunkFilesOf(bundle: OutputBundle): (modules: string[]) => string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(id, chunk);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return (modules) => {
    const own = modules.map((id) => byModule.get(id)?.fileName).filter((f): f is string => Boolean(f));
    return [...closure(own)].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  };
}

// Writes dist/page-preloads.json (see @ulak/shared/page-preloads) from the route table and the bundle.
export function pagePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'ulak-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = routesOfBuild(root, this);
      if (routes.length === 0) this.error('page preloads: no lazy route found in the route table');
      const chunkFiles = chunkFilesOf(bundle);
      const catalogue = (language: string) =>
        chunkFiles([...this.getModuleIds()].filter((id) => CATALOGUE.exec(id)?.[1] === language));
      const preloads: TPagePreloads = {
        routes: routes.map((r) => ({ path: r.path, files: chunkFiles(r.modules) })),
        languages: { tr: catalogue('tr'), en: catalogue('en') },
      };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
