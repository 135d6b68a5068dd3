import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES_DIR, findForeignTableReferences, formatReport } from '../../test/sql-ownership';

// A module's SQL names only its own tables (STYLE "A domain module"); another module's data comes through
// that module's exported functions or a read model it publishes. `npx tsx apps/server/test/sql-ownership.ts`
// prints every reference with its line.

describe('table ownership', () => {
  const references = findForeignTableReferences();

  it("finds raw SQL and imported table objects on another module's tables", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-ownership-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('shop/shop.tables.ts', "export const orders = pgTable('orders', {});\n");
    write('shop/shop.repository.ts', 'const own = sql`select * from orders`;\n');
    write('mail/mail.tables.ts', "export const mails = pgTable(\n  'mails', {});\n");
    write(
      'mail/mail.repository.ts',
      [
        "import { orders } from '../shop/shop.tables';",
        'const a = sql`select o.id from orders o join mails m on m.id = o.id`;',
        "const b = 'update orders set x = 1 where id = 2';",
        'const c = sql`select 1 from mails where note = ${"orders"}`;',
      ].join('\n'),
    );
    write('mail/mail.test.ts', 'const d = sql`select * from orders`;\n');
    try {
      const refs = findForeignTableReferences(dir).map((r) => `${r.file}:${r.line} ${r.kind} ${r.table} ${r.owner}`);
      expect(refs.sort()).toEqual([
        'mail/mail.repository.ts:1 table orders shop',
        'mail/mail.repository.ts:2 sql orders shop',
        'mail/mail.repository.ts:3 sql orders shop',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lets no module name another module's table", () => {
    expect(references, formatReport(references)).toEqual([]);
  });

  // Routes are HTTP only (STYLE): SQL and transactions belong in services and repositories.
  it('keeps SQL and transactions out of routes', () => {
    const routes = (fs.readdirSync(MODULES_DIR, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.routes.ts'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const offending = routes.filter((f) =>
      /\bsql`|\.transaction\(|\.execute\(/.test(fs.readFileSync(path.join(MODULES_DIR, f), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
