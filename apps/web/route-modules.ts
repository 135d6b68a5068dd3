import path from 'node:path';
import type { ModuleInfo } from 'rollup';

// Reads the route table's source (as parsed by the bundler) and lists, for each route path, the modules its
// lazy route objects import: the layout of its area, then its screen. The route table stays the one place
// routes are declared; this follows what it says, the way React Router would:
// - an array of routes, a route object `{ path, lazy, children }`, `lazyRoute(path, load, ...)` (each of its
//   arguments that loads a module: the screen, its data prefetch), and either
//   branch of a condition;
// - a name bound in the same file (`const pages = () => import(...)`) or imported from another route file;
// - a lazy loader's module is the first `import()` inside it, following local helpers such as `unLogin(...)`.

type TNode = { type: string } & Record<string, unknown>;

export type TRouteModules = { path: string; modules: string[] };

export type TRouteSource = {
  // The parsed program of a module by its id, or undefined when the bundler did not parse it.
  ast: (id: string) => TNode | undefined;
  // The module id an import specifier of `importer` names, or undefined outside the app's sources.
  resolve: (specifier: string, importer: string) => string | undefined;
};

type TBindings = {
  locals: Map<string, TNode>;
  imports: Map<string, { from: string; name: string }>;
};

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';

function bindingsOf(program: TNode, file: string, source: TRouteSource): TBindings {
  const bindings: TBindings = { locals: new Map(), imports: new Map() };
  for (const statement of program.body as TNode[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const d of declaration.declarations as TNode[]) {
        const id = d.id as TNode;
        if (id.type === 'Identifier' && isNode(d.init)) bindings.locals.set(id.name as string, d.init);
      }
    }
    if (statement.type === 'ImportDeclaration') {
      const from = source.resolve((statement.source as TNode).value as string, file);
      if (!from) continue;
      for (const s of statement.specifiers as TNode[]) {
        if (s.type !== 'ImportSpecifier') continue;
        const imported = s.imported as TNode;
        bindings.imports.set((s.local as TNode).name as string, { from, name: imported.name as string });
      }
    }
  }
  return bindings;
}

export function routeModules(rootFile: string, rootExport: string, source: TRouteSource): TRouteModules[] {
  const cache = new Map<string, TBindings | null>();
  const bindingsIn = (file: string): TBindings | null => {
    if (!cache.has(file)) {
      const program = source.ast(file);
      cache.set(file, program ? bindingsOf(program, file, source) : null);
    }
    return cache.get(file) ?? null;
  };

  // The module the first `import('…')` inside a loader names, following names bound in the same file.
  const importIn = (node: unknown, file: string, seen = new Set<TNode>()): string | undefined => {
    if (!isNode(node) || seen.has(node)) return undefined;
    seen.add(node);
    if (node.type === 'ImportExpression') {
      const specifier = (node.source as TNode).value;
      return typeof specifier === 'string' ? source.resolve(specifier, file) : undefined;
    }
    if (node.type === 'Identifier') {
      return importIn(bindingsIn(file)?.locals.get(node.name as string), file, seen);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type') continue;
      const children = Array.isArray(value) ? value : [value];
      for (const child of children) {
        const found = importIn(child, file, seen);
        if (found) return found;
      }
    }
    return undefined;
  };

  const out: TRouteModules[] = [];
  const join = (base: string, part: string) => (part.startsWith('/') ? part : `${base.replace(/\/$/, '')}/${part}`);

  const walk = (node: unknown, file: string, base: string, modules: string[]): void => {
    if (!isNode(node)) return;
    if (node.type === 'ArrayExpression') {
      for (const element of node.elements as unknown[]) walk(element, file, base, modules);
    } else if (node.type === 'ConditionalExpression') {
      walk(node.consequent, file, base, modules);
      walk(node.alternate, file, base, modules);
    } else if (node.type === 'Identifier') {
      const bindings = bindingsIn(file);
      const name = node.name as string;
      const local = bindings?.locals.get(name);
      if (local) return walk(local, file, base, modules);
      const imported = bindings?.imports.get(name);
      if (imported) walk(bindingsIn(imported.from)?.locals.get(imported.name), imported.from, base, modules);
    } else if (node.type === 'CallExpression' && (node.callee as TNode).name === 'lazyRoute') {
      // The screen, then whatever else the route loads lazily (its data prefetch).
      const [pathArg, ...loaders] = node.arguments as TNode[];
      const own = loaders.map((loader) => importIn(loader, file)).filter((m): m is string => Boolean(m));
      if (pathArg?.type === 'Literal' && typeof pathArg.value === 'string' && own.length > 0) {
        out.push({ path: join(base, pathArg.value), modules: [...modules, ...own] });
      }
    } else if (node.type === 'ObjectExpression') {
      const props = new Map<string, unknown>();
      for (const p of node.properties as TNode[]) {
        const key = p.key as TNode | undefined;
        if (p.type === 'Property' && key) props.set((key.name ?? key.value) as string, p.value);
      }
      const pathNode = props.get('path') as TNode | undefined;
      const here = pathNode?.type === 'Literal' ? join(base, pathNode.value as string) : base;
      const module = props.has('lazy') ? importIn(props.get('lazy'), file) : undefined;
      const withModule = module ? [...modules, module] : modules;
      if (pathNode && module) out.push({ path: here, modules: withModule });
      walk(props.get('children'), file, here, withModule);
    }
  };

  walk(bindingsIn(rootFile)?.locals.get(rootExport), rootFile, '/', []);
  return out;
}

// `./x` from a route file, as the id of the module the bundler loaded (`.tsx` or `.ts`).
export function resolveAmong(ids: ReadonlySet<string>) {
  return (specifier: string, importer: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(importer), specifier);
    return ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ext) => base + ext).find((id) => ids.has(id));
  };
}

const ROUTE_TABLE = path.join('src', 'app', 'router', 'route-table.tsx');

// The app's routes as a build parsed them: what both build plugins (page chunks, page preloads) read.
export function routesOfBuild(
  root: string,
  build: { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo | null },
): TRouteModules[] {
  return routeModules(path.join(root, ROUTE_TABLE), 'routeTable', {
    ast: (id) => build.getModuleInfo(id)?.ast as unknown as TNode | undefined,
    resolve: resolveAmong(new Set(build.getModuleIds())),
  });
}
