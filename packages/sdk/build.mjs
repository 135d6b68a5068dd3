// Bundles src/index.ts into dist/ulak.js: one minified IIFE for ES2018 browsers, no runtime dependencies.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
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
// One per file in src/widgets/types: `multi-banner.widget.ts` is the `multi_banner` type.
const TYPES_DIR = path.join(root, 'src/widgets/types');
const WIDGET_MODULES = readdirSync(TYPES_DIR)
  .filter((file) => file.endsWith('.widget.ts'))
  .map((file) => file.slice(0, -'.widget.ts'.length).replace(/-/g, '_'));
const source = (type) => path.join(TYPES_DIR, `${type.replace(/_/g, '-')}.widget.ts`);
await build({
  entryPoints: WIDGET_MODULES.map((type) => ({
    in: source(type),
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
