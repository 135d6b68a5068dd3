import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { barrelOf, importRequestsOf, staticClosure, type TModuleGraph } from './import-closure';

type TNode = { type: string } & Record<string, unknown>;

// A small package the way a UI library ships: an index of re-exports, components importing each other by file,
// an icon set re-exported as a namespace, and an app whose entry and pages import the index.
const FILES: Record<string, string> = {
  '/lib/index.mjs': `
    import './setup.mjs';
    import * as icons from './icons/index.mjs';
    export { icons };
    export { Button } from './Button.mjs';
    export { Tooltip, Tooltip as Hint } from './Tooltip.mjs';
    export { Table } from './Table.mjs';
    export * from './hooks.mjs';`,
  '/lib/setup.mjs': `export const setup = 1;`,
  '/lib/Button.mjs': `import { box } from './box.mjs'; export const Button = box;`,
  '/lib/Tooltip.mjs': `import { box } from './box.mjs'; import { float } from './float.mjs'; export const Tooltip = [box, float];`,
  '/lib/Table.mjs': `import { box } from './box.mjs'; export const Table = box;`,
  '/lib/box.mjs': `export const box = 1;`,
  '/lib/float.mjs': `export const float = 1;`,
  '/lib/hooks.mjs': `export const useHover = 1;`,
  '/lib/icons/index.mjs': `export { default as IconX } from './IconX.mjs';`,
  '/lib/icons/IconX.mjs': `export default 1;`,
  '/app/main.tsx': `import { Button } from 'lib'; import './polyfill'; export const lazy = () => import('./page');`,
  '/app/polyfill.ts': `globalThis.x = 1;`,
  '/app/page.tsx': `import { Hint, useHover } from 'lib'; import * as all from './helpers'; export default [Hint, useHover, all];`,
  '/app/helpers.ts': `export const a = 1;`,
  '/app/icons-page.tsx': `import { icons } from 'lib'; export default icons;`,
};

const programs = new Map(Object.entries(FILES).map(([id, code]) => [id, parseAst(code) as unknown as TNode]));
const program = (id: string): TNode => {
  const parsed = programs.get(id);
  if (!parsed) throw new Error(`no module ${id}`);
  return parsed;
};
const resolve = (specifier: string, importer: string): string | undefined => {
  if (specifier === 'lib') return '/lib/index.mjs';
  const dir = importer.slice(0, importer.lastIndexOf('/'));
  const base = new URL(specifier, `file://${dir}/`).pathname;
  return [base, `${base}.ts`, `${base}.tsx`].find((id) => programs.has(id));
};

const graph: TModuleGraph = {
  requests: (id) => importRequestsOf(program(id)).map((r) => ({ target: resolve(r.specifier, id), names: r.names })),
  barrel: (id) => {
    const barrel = barrelOf(program(id));
    return (
      barrel && {
        named: new Map([...barrel.named].map(([k, v]) => [k, { target: resolve(v.specifier, id), name: v.name }])),
        stars: barrel.stars.map((s) => resolve(s, id)),
      }
    );
  },
  sideEffects: (id) => id.startsWith('/app/'),
};

describe('import requests', () => {
  it('lists each static import and re-export with the names it asks for, in source order', () => {
    expect(importRequestsOf(program('/app/page.tsx'))).toEqual([
      { specifier: 'lib', names: ['Hint', 'useHover'] },
      { specifier: './helpers', names: 'all' },
    ]);
    expect(importRequestsOf(program('/app/main.tsx'))).toEqual([
      { specifier: 'lib', names: ['Button'] },
      { specifier: './polyfill', names: 'none' },
    ]);
  });

  it('reads a module of re-exports as a barrel, and a module with code as none', () => {
    const barrel = barrelOf(program('/lib/index.mjs'));
    expect(barrel?.named.get('Hint')).toEqual({ specifier: './Tooltip.mjs', name: 'Tooltip' });
    expect(barrel?.named.get('icons')).toEqual({ specifier: './icons/index.mjs', name: '*' });
    expect(barrel?.stars).toEqual(['./hooks.mjs']);
    expect(barrelOf(program('/lib/Button.mjs'))).toBeNull();
  });
});

describe('static closure', () => {
  // The index's own import for evaluation (setup.mjs) comes with any export of it.
  it('follows an index only to the exports asked for', () => {
    expect([...staticClosure(['/app/main.tsx'], graph)].sort()).toEqual([
      '/app/main.tsx',
      '/app/polyfill.ts',
      '/lib/Button.mjs',
      '/lib/box.mjs',
      '/lib/setup.mjs',
    ]);
  });

  it('follows renamed re-exports and export * to the module that defines the name, and namespaces whole', () => {
    expect([...staticClosure(['/app/page.tsx'], graph)].sort()).toEqual([
      '/app/helpers.ts',
      '/app/page.tsx',
      '/lib/Tooltip.mjs',
      '/lib/box.mjs',
      '/lib/float.mjs',
      '/lib/hooks.mjs',
      '/lib/setup.mjs',
    ]);
    expect([...staticClosure(['/app/icons-page.tsx'], graph)].sort()).toEqual([
      '/app/icons-page.tsx',
      '/lib/icons/IconX.mjs',
      '/lib/setup.mjs',
    ]);
  });

  it('does not follow dynamic imports', () => {
    expect(staticClosure(['/app/main.tsx'], graph).has('/app/page.tsx')).toBe(false);
  });
});
