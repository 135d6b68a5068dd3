// The modules a set of modules needs at load time, following static imports the way tree-shaking will: through a
// re-export module (a package's index, `export { Button } from './components/Button/Button.mjs'`) only to the
// exports asked for. A plain walk of the import graph crosses `@mantine/core`'s index and reaches every component
// the package has; this one reaches the few a page uses. Dynamic `import()` starts another load and is not followed.

type TNode = { type: string } & Record<string, unknown>;

// What a static import or re-export asks of its target: some exports by name, all of them (a namespace import,
// `export *`), or only its evaluation (`import './x'`).
export type TNames = string[] | 'all' | 'none';
export type TImportRequest = { specifier: string; names: TNames };

// A module made only of re-exports (and imports for their evaluation): where each name it exports comes from.
export type TBarrel = { named: Map<string, { specifier: string; name: string }>; stars: string[] };

export type TModuleGraph = {
  // The module's static imports and re-exports in source order, each with the module id it resolved to
  // (undefined: external or unresolved).
  requests: (id: string) => { target: string | undefined; names: TNames }[];
  barrel: (id: string) => {
    named: Map<string, { target: string | undefined; name: string }>;
    stars: (string | undefined)[];
  } | null;
  // False when evaluating the module alone changes nothing (its package says it has no side effects).
  sideEffects: (id: string) => boolean;
};

const nameOf = (node: unknown): string => {
  const n = node as TNode;
  return (n.type === 'Identifier' ? n.name : n.value) as string;
};

// The static imports and re-exports of a parsed program, in source order (the order the bundler lists their
// resolutions in).
export function importRequestsOf(program: TNode): TImportRequest[] {
  const out: TImportRequest[] = [];
  for (const statement of program.body as TNode[]) {
    const source = statement.source as TNode | null | undefined;
    if (!source) continue;
    const specifier = source.value as string;
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers as TNode[];
      const names: TNames = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
        ? 'all'
        : specifiers.length === 0
          ? 'none'
          : specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)));
      out.push({ specifier, names });
    } else if (statement.type === 'ExportNamedDeclaration') {
      out.push({ specifier, names: (statement.specifiers as TNode[]).map((s) => nameOf(s.local)) });
    } else if (statement.type === 'ExportAllDeclaration') {
      out.push({ specifier, names: 'all' });
    }
  }
  return out;
}

// The re-exports of a program that has nothing else, or null. A name re-exported from an imported namespace
// (`import * as icons from './icons'; export { icons }`) stands for all of that module ('*').
export function barrelOf(program: TNode): TBarrel | null {
  const barrel: TBarrel = { named: new Map(), stars: [] };
  const imported = new Map<string, { specifier: string; name: string }>();
  for (const statement of program.body as TNode[]) {
    const source = statement.source as TNode | null | undefined;
    if (statement.type === 'ImportDeclaration') {
      for (const s of statement.specifiers as TNode[]) {
        const name =
          s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(s.imported);
        imported.set(nameOf(s.local), { specifier: (source as TNode).value as string, name });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const s of statement.specifiers as TNode[]) {
        const from = source
          ? { specifier: source.value as string, name: nameOf(s.local) }
          : imported.get(nameOf(s.local));
        if (!from) return null;
        barrel.named.set(nameOf(s.exported), from);
      }
    } else if (statement.type === 'ExportAllDeclaration' && source && !statement.exported) {
      barrel.stars.push(source.value as string);
    } else {
      return null;
    }
  }
  return barrel;
}

export function staticClosure(roots: readonly string[], graph: TModuleGraph): Set<string> {
  const included = new Set<string>();
  // Names already followed through each barrel (a barrel is never itself included: it holds no code).
  const followed = new Map<string, Set<string>>();

  const includeModule = (id: string) => {
    if (included.has(id)) return;
    included.add(id);
    for (const request of graph.requests(id)) if (request.target) ask(request.target, request.names);
  };

  const ask = (id: string, names: TNames) => {
    const barrel = graph.barrel(id);
    if (!barrel) {
      // Even an import for evaluation alone of a module declared free of side effects: the CommonJS interop
      // imports the real module that way, and a closure that leaves out a module the entry needs would move it.
      includeModule(id);
      return;
    }
    if (names === 'none') {
      // Imported for its evaluation: a barrel's evaluation is its imports' (the package's side-effect files).
      if (graph.sideEffects(id)) for (const r of graph.requests(id)) if (r.target) ask(r.target, r.names);
      return;
    }
    const done = followed.get(id) ?? new Set<string>();
    followed.set(id, done);
    const wanted = names === 'all' ? [...barrel.named.keys(), '*'] : names;
    for (const name of wanted) {
      if (done.has(name)) continue;
      done.add(name);
      const from = barrel.named.get(name);
      if (from?.target) ask(from.target, from.name === '*' ? 'all' : [from.name]);
      // A name the barrel does not list by name comes through one of its `export *` (which one is not known
      // without their export lists): ask each, which includes a little more than needed, never less.
      else if (!from) for (const star of barrel.stars) if (star) ask(star, name === '*' ? 'all' : [name]);
    }
    // Imports of a barrel kept for their evaluation (Mantine's index imports its style variables module).
    for (const r of graph.requests(id)) if (r.target && r.names === 'none') ask(r.target, 'none');
  };

  for (const root of roots) includeModule(root);
  return included;
}
