// Builds the SDK, the web app and the server only when their sources changed since the last build: each
// build leaves a stamp (a hash of its inputs' paths and contents) in its output folder, so a second
// `npm start` skips straight to the server. `npm run build` (--force) rebuilds everything.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-stamp';
const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

export const TARGETS = {
  sdk: {
    out: 'packages/sdk/dist',
    inputs: ['packages/sdk/src', 'packages/sdk/build.mjs', 'packages/sdk/package.json', ...SHARED],
    command: ['npm', ['run', '-w', '@ulak/sdk', 'build']],
  },
  web: {
    out: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build-id-plugin.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      ...SHARED,
    ],
    command: ['npm', ['run', '-w', '@ulak/web', 'build']],
  },
  server: {
    out: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...SHARED],
    command: ['node', ['apps/server/build.mjs']],
  },
};

// Tests are not part of a build.
const isInput = (file) => !/\.(test|int\.test)\.tsx?$|\.test-helper\.ts$|test-helpers?\.ts$/.test(file);

function listFiles(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(isInput);
}

export function inputsHash(target, root = ROOT) {
  const hash = createHash('sha256');
  const files = target.inputs.flatMap((input) => listFiles(root, input)).sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export function buildIfStale(
  names,
  { force = false, root = ROOT, targets = TARGETS, log = (line) => process.stderr.write(`${line}\n`) } = {},
) {
  const built = [];
  for (const name of names) {
    const target = targets[name];
    const hash = inputsHash(target, root);
    const stamp = path.join(root, target.out, STAMP);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) continue;
    if (!force) log(`building ${name} (sources changed or no build yet)`);
    const [command, args] = target.command;
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    // Hashed before the build: a source edited during it leaves the build stale for the next start.
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, `${hash}\n`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).filter((arg) => arg !== '--force');
  buildIfStale(names.length > 0 ? names : Object.keys(TARGETS), { force: process.argv.includes('--force') });
}
