import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

export const EARLY_ENTRY = 'src/early/early-requests.ts';

// The early requests script (src/early) as a file of its own that the page's HTML loads first, `async`: a
// classic script bundled apart from the app (sharing no chunk with it, so it waits for nothing) and named by its
// content's hash like every other asset.
export function earlyRequestsPlugin(): Plugin {
  let root = '';
  let fileName = '';
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
      fileName = `assets/early-${createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
