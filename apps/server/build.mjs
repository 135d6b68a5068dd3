// Bundles the server (src/main.ts) and the email compose worker thread into dist/: plain JavaScript that
// `ulak` runs with no TypeScript loader. npm packages stay external (native addons, the embedded
// PostgreSQL binaries and their own files resolve from node_modules); the workspace packages (@ulak/*,
// TypeScript sources) are bundled in.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

// Node's ESM loader does not complete `pkg/lib/dir` into `pkg/lib/dir/index.js` the way require() does:
// deep imports into packages without an exports map are written out to their file.
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

function externalPath(specifier, resolveDir) {
  if (isBuiltin(specifier)) return specifier;
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  if (parts.length <= nameParts) return specifier;
  const name = parts.slice(0, nameParts).join('/');
  const dir = packageDir(name, resolveDir);
  if (!dir || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports) return specifier;
  const file = createRequire(path.join(resolveDir, 'index.js')).resolve(specifier);
  return `${name}/${path.relative(dir, file).split(path.sep).join('/')}`;
}

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ulak/') ? undefined : { path: externalPath(args.path, args.resolveDir), external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    // compose-pool.ts starts `./compose-worker.mjs` beside the code that runs it: here, beside main.mjs.
    'compose-worker': path.join(root, 'src/modules/channels/email/mime/compose-worker.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  // Stack traces need the mappings only: the sources themselves would sit in every process's heap (~2.5 MB).
  sourcesContent: false,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  plugins: [externalPackages],
});
