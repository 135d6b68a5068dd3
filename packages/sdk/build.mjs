// Bundles src/index.ts into dist/ulak.js: one minified IIFE for ES2018 browsers, no runtime dependencies.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(root, 'dist/ulak.js');

await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2018',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
});

// The push service worker: its own small IIFE, loaded by the shop's /ulak-sw.js with importScripts().
await build({
  entryPoints: [path.join(root, 'src/push/service-worker.ts')],
  outfile: path.join(root, 'dist/ulak-sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2018',
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
});

const code = readFileSync(outfile);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;
console.log(`dist/ulak.js  raw ${kb(code.length)}  gzip ${kb(gzipSync(code, { level: 9 }).length)}`);
