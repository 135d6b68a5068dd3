import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

export const EARLY_ENTRY = 'src/early/early-requests.ts';

// The early requests script (src/early) inline at the top of the page's head: bundled apart from the app (it
// shares no chunk with it and waits for no download) and run while the HTML is parsed, so the page's first API
// calls leave before any script file has arrived. Its first read of local storage (the session), which can take
// tens of milliseconds, happens there too, before the first paint, not in a task after it. The server allows it by
// its hash in the page's content security policy (page-html.ts).
export function earlyRequestsPlugin(): Plugin {
  let root = '';
  let code = '';
  return {
    name: 'ulak-early-requests',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const result = (await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          minify: true,
          lib: { entry: path.join(root, EARLY_ENTRY), formats: ['iife'], name: 'ulakEarly' },
        },
      })) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const chunk = (Array.isArray(result) ? result[0] : result)?.output[0];
      if (!chunk || chunk.type !== 'chunk') return this.error('early requests: the script was not built');
      code = chunk.code.trim();
      if (/<\/script/i.test(code)) return this.error('early requests: the script cannot be inlined');
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head-prepend' }],
    },
  };
}
