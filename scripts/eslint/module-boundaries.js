import path from 'node:path';

// ESLint rule: a server module (apps/server/src/modules/<name>, or modules/channels/<name>) imports another
// module only through that module's index.ts. Its internals (services, repositories, tables) stay private, so a
// module can change them without breaking another. Two kinds of file are exempt:
// - `*.tables.ts` may import another module's `*.tables.ts`: a foreign key names the table it references, and
//   importing the owning module's index from a table file would form an import cycle at load time;
// - tests and their helpers (`*.test.ts`, `*test-helpers.ts`) may reach internals to set up and observe state.
const MODULES_DIR = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

// The module a path lies in and the path inside it; null for files beside the modules (registry.ts).
function moduleOf(file) {
  const at = file.indexOf(MODULES_DIR);
  if (at < 0) return null;
  const parts = file.slice(at + MODULES_DIR.length).split(path.sep);
  if (parts[0] === 'channels') return parts.length < 2 ? null : { name: `channels/${parts[1]}`, rest: parts.slice(2) };
  return parts.length < 2 && /\.[a-z]+$/.test(parts[0]) ? null : { name: parts[0], rest: parts.slice(1) };
}

const isIndex = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0]));
const isTables = (file) => /\.tables(\.ts)?$/.test(file);
const isTest = (file) => /(\.test|test-helpers)\.ts$/.test(file);

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.ts' },
    schema: [],
    messages: {
      deep: "'{{target}}' reaches inside module '{{module}}': import it from the module's index.ts (export it there).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const to = moduleOf(resolved);
      if (!to || to.name === from.name || isIndex(to.rest)) return;
      if (isTables(file) && isTables(resolved)) return;
      context.report({ node: node.source, messageId: 'deep', data: { target: source, module: to.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
