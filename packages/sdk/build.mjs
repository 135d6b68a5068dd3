// Bundles src/index.ts into dist/ulak.js: one minified IIFE for ES2018 browsers, no runtime dependencies.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(root, 'dist/ulak.js');
// Every bundle: one minified IIFE for ES2018 browsers.
const SHARED = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2018',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
};

await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile,
  ...SHARED,
});

// The push service worker: its own small IIFE, loaded by the shop's /ulak-sw.js with importScripts().
await build({
  entryPoints: [path.join(root, 'src/push/service-worker.ts')],
  outfile: path.join(root, 'dist/ulak-sw.js'),
  ...SHARED,
});

// Each widget type: its own small script, loaded by the core only when a widget of that type shows.
const WIDGET_MODULES = ['banner', 'newsletter', 'survey', 'wheel'];
await build({
  entryPoints: WIDGET_MODULES.map((type) => ({
    in: path.join(root, `src/widgets/types/${type}.widget.ts`),
    out: type,
  })),
  outdir: path.join(root, 'dist/widgets'),
  ...SHARED,
});

// Budgets: the core under 15 KB gzipped, each widget module under 8 KB gzipped.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;
const report = (file, budget) => {
  const code = readFileSync(path.join(root, file));
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(`${file.padEnd(28)} raw ${kb(code.length)}  gzip ${kb(gzip)}`);
  if (gzip > budget) throw new Error(`${file} is over its ${budget / 1024} KB gzip budget`);
};
report('dist/ulak.js', 15 * 1024);
for (const type of WIDGET_MODULES) report(`dist/widgets/${type}.js`, 8 * 1024);
