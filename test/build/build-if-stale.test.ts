import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfStale, type TBuildTarget } from '../../scripts/build-if-stale.mjs';

// `npm start` builds only what changed: a target rebuilds when its sources' content changes, not when a
// file is merely touched or a test changes.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-build-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'app/src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'app/src/main.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(root, 'app/src/main.test.ts'), 'test\n');
  // The "build" counts its runs in a file, so the test sees whether it ran.
  const target: TBuildTarget = {
    out: 'app/dist',
    inputs: ['app/src', 'app/missing.json'],
    command: [
      process.execPath,
      ['-e', "const fs=require('fs');fs.mkdirSync('app/dist',{recursive:true});fs.appendFileSync('app/dist/runs','x')"],
    ],
  };
  const build = (force = false) => buildIfStale(['app'], { root, targets: { app: target }, force, log: () => {} });
  const runs = () => fs.readFileSync(path.join(root, 'app/dist/runs'), 'utf8').length;
  return { root, build, runs };
}

describe('build if stale', () => {
  it('builds once, skips while the sources are the same, rebuilds when their content changes', () => {
    const { root, build, runs } = fixture();
    expect(build()).toEqual(['app']);
    expect(build()).toEqual([]);
    const main = path.join(root, 'app/src/main.ts');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(main, later, later);
    fs.writeFileSync(path.join(root, 'app/src/main.test.ts'), 'changed test\n');
    expect(build()).toEqual([]);
    fs.writeFileSync(main, 'export const a = 2;\n');
    expect(build()).toEqual(['app']);
    fs.writeFileSync(path.join(root, 'app/src/new-file.ts'), 'export {};\n');
    expect(build()).toEqual(['app']);
    expect(build(true)).toEqual(['app']);
    expect(runs()).toBe(4);
  });
});
