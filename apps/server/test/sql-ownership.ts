import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Finds where a server module's code names a table another module owns (STYLE "A domain module": another
// module's data is read through its exported functions or a read model it publishes, never by SQL on its
// tables). Two kinds of reference count:
// - 'sql': a table name inside a drizzle `sql` template, `sql.raw(...)` or a string handed to a query;
// - 'table': a drizzle table object imported from another module's `*.tables.ts`.
// The owner of a table is the module whose `*.tables.ts` declares it with `pgTable('name', ...)`.
// Table files themselves (foreign keys), tests and their fixtures are not scanned.

export const MODULES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

export type TForeignReference = {
  module: string;
  file: string;
  line: number;
  kind: 'sql' | 'table';
  table: string;
  owner: string;
};

type TTableInfo = { owner: string; sqlName: string; exportName: string; file: string };

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// 'audience' or 'channels/email' for a file under the modules folder; null beside them (registry.ts).
export function moduleOfFile(file: string, modulesDir = MODULES_DIR): string | null {
  const parts = path.relative(modulesDir, file).split(path.sep);
  if (parts.length < 2 || parts[0] === '..') return null;
  if (parts[0] === 'channels') return parts.length < 3 ? null : `channels/${parts[1]}`;
  return parts[0] ?? null;
}

const isTablesFile = (file: string) => file.endsWith('.tables.ts');
const isTestFile = (file: string) => /(\.test|test-helpers|\.fixture)\.ts$/.test(file);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function readTables(files: string[], modulesDir: string): TTableInfo[] {
  const tables: TTableInfo[] = [];
  for (const file of files.filter(isTablesFile)) {
    const owner = moduleOfFile(file, modulesDir);
    if (!owner) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const call = node.initializer;
        if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'pgTable') {
          const first = call.arguments[0];
          if (first && ts.isStringLiteral(first)) {
            tables.push({ owner, sqlName: first.text, exportName: node.name.text, file });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return tables;
}

// The literal text of a drizzle `sql` template, a `sql.raw('...')` call or a string that looks like SQL.
function sqlTexts(source: ts.SourceFile): { text: string; pos: number }[] {
  const texts: { text: string; pos: number }[] = [];
  const templateText = (template: ts.TemplateLiteral) =>
    ts.isNoSubstitutionTemplateLiteral(template)
      ? template.text
      : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^sql(\.\w+)?$/.test(node.tag.getText(source))) {
      texts.push({ text: templateText(node.template), pos: node.getStart(source) });
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      !ts.isTaggedTemplateExpression(node.parent) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      const text = ts.isTemplateExpression(node) ? templateText(node) : node.text;
      // A plain string counts only when it reads as a statement (a query handed to pg or sql.raw).
      if (/\b(select|insert\s+into|update|delete\s+from)\b[\s\S]*\b(from|into|set|where)\b/i.test(text)) {
        texts.push({ text, pos: node.getStart(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

// Table names as SQL names them: after FROM/JOIN/INTO/UPDATE/TABLE, or qualifying a column (`members.id`).
function tablesNamedIn(sqlText: string, names: Set<string>): string[] {
  const found = new Set<string>();
  const keyword = /\b(?:from|join|into|update|table|exists)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
  for (const match of sqlText.matchAll(keyword)) {
    const name = match[1]?.toLowerCase();
    if (name && names.has(name)) found.add(name);
  }
  const qualified = /(?<![.\w])"?([a-z_][a-z0-9_]*)"?\.(?:"?[a-z_][a-z0-9_]*"?|\*)/gi;
  for (const match of sqlText.matchAll(qualified)) {
    const name = match[1]?.toLowerCase();
    if (name && names.has(name)) found.add(name);
  }
  return [...found];
}

// Drizzle table objects imported from another module's tables file (directly or through its index).
function importedTables(
  source: ts.SourceFile,
  file: string,
  tablesByFile: Map<string, TTableInfo[]>,
): { local: string; table: TTableInfo }[] {
  const found: { local: string; table: TTableInfo }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    if (!spec.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(file), spec);
    const candidates = [`${resolved}.ts`, path.join(resolved, 'index.ts'), resolved];
    const target = candidates.find((candidate) => tablesByFile.has(candidate));
    const bindings = statement.importClause?.namedBindings;
    if (!target || !bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).text;
      const table = tablesByFile.get(target)?.find((t) => t.exportName === imported);
      if (table) found.push({ local: element.name.text, table });
    }
  }
  return found;
}

export function findForeignTableReferences(modulesDir = MODULES_DIR): TForeignReference[] {
  const files = listFiles(modulesDir);
  const tables = readTables(files, modulesDir);
  const ownerBySqlName = new Map(tables.map((t) => [t.sqlName, t.owner]));
  const sqlNames = new Set(ownerBySqlName.keys());
  // Index files that re-export table objects expose them as the owner's tables too.
  const tablesByFile = new Map<string, TTableInfo[]>();
  for (const table of tables) tablesByFile.set(table.file, [...(tablesByFile.get(table.file) ?? []), table]);
  for (const file of files.filter((f) => path.basename(f) === 'index.ts')) {
    const owner = moduleOfFile(file, modulesDir);
    tablesByFile.set(
      file,
      tables.filter((t) => t.owner === owner),
    );
  }

  const references: TForeignReference[] = [];
  for (const file of files) {
    const module = moduleOfFile(file, modulesDir);
    if (!module || isTablesFile(file) || isTestFile(file)) continue;
    const source = parse(file);
    const relative = path.relative(modulesDir, file);
    const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
    for (const { text, pos } of sqlTexts(source)) {
      for (const table of tablesNamedIn(text, sqlNames)) {
        const owner = ownerBySqlName.get(table);
        if (owner && owner !== module) {
          references.push({ module, file: relative, line: lineOf(pos), kind: 'sql', table, owner });
        }
      }
    }
    for (const { table } of importedTables(source, file, tablesByFile)) {
      if (table.owner === module) continue;
      const line = source.statements.find(
        (s) => ts.isImportDeclaration(s) && s.getText(source).includes(table.exportName),
      );
      references.push({
        module,
        file: relative,
        line: line ? lineOf(line.getStart(source)) : 1,
        kind: 'table',
        table: table.sqlName,
        owner: table.owner,
      });
    }
  }
  return references;
}

export function formatReport(references: TForeignReference[]): string {
  const byModule = new Map<string, TForeignReference[]>();
  for (const ref of references) byModule.set(ref.module, [...(byModule.get(ref.module) ?? []), ref]);
  const lines = [`${references.length} references to other modules' tables`];
  for (const [module, refs] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${module} (${refs.length}):`);
    for (const ref of refs) lines.push(`  ${ref.file}:${ref.line} ${ref.kind} ${ref.table} (owned by ${ref.owner})`);
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatReport(findForeignTableReferences()));
}
