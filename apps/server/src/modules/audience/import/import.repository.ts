import { and, desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../../platform/db/database';
import { memberImportRejects, memberImports } from '../audience.tables';
import { STAGE_COLUMNS } from './import-row';

export type TImportRow = typeof memberImports.$inferSelect;
export type TImportColumns = { header: string[]; delimiter: string; preview: string[][] };

export function importsRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(memberImports.accountId, accountId), eq(memberImports.id, id));
  return {
    async create(
      accountId: number,
      values: { fileName: string; filePath: string; columns: TImportColumns; totalRows: number },
    ): Promise<TImportRow> {
      const [row] = await db
        .insert(memberImports)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('import insert returned nothing');
      return row;
    },
    async find(accountId: number, id: number): Promise<TImportRow | null> {
      const [row] = await db.select().from(memberImports).where(mine(accountId, id));
      return row ?? null;
    },
    async list(accountId: number): Promise<TImportRow[]> {
      return db
        .select()
        .from(memberImports)
        .where(eq(memberImports.accountId, accountId))
        .orderBy(desc(memberImports.id))
        .limit(50);
    },
    // Only an uploaded (or failed) import can be queued: starting twice does nothing.
    async queue(accountId: number, id: number, mapping: unknown): Promise<boolean> {
      const rows = await db
        .update(memberImports)
        .set({ status: 'queued', mapping, error: null })
        .where(and(mine(accountId, id), sql`${memberImports.status} in ('uploaded', 'failed')`))
        .returning({ id: memberImports.id });
      return rows.length > 0;
    },
    async update(accountId: number, id: number, values: Partial<typeof memberImports.$inferInsert>): Promise<void> {
      await db.update(memberImports).set(values).where(mine(accountId, id));
    },
    async rejects(accountId: number, importId: number, afterLine: number, limit: number) {
      return db
        .select({ line: memberImportRejects.line, reasons: memberImportRejects.reasons, raw: memberImportRejects.raw })
        .from(memberImportRejects)
        .where(
          and(
            eq(memberImportRejects.accountId, accountId),
            eq(memberImportRejects.importId, importId),
            sql`${memberImportRejects.line} > ${afterLine}`,
          ),
        )
        .orderBy(memberImportRejects.line)
        .limit(limit);
    },
  };
}

const cols = STAGE_COLUMNS.join(', ');
const typed = STAGE_COLUMNS.map(
  (c) => `${c} ${c === 'birth_date' ? 'date' : c.endsWith('_active') ? 'boolean' : 'text'}`,
).join(', ');
const setList = STAGE_COLUMNS.map((c) => `${c} = coalesce(s.${c}, m.${c})`).join(', ');
const insertValues = STAGE_COLUMNS.map((c) =>
  c === 'language' ? `coalesce(s.language, 'tr')` : c.endsWith('_active') ? `coalesce(s.${c}, false)` : `s.${c}`,
).join(', ');

export const STAGE_COPY_SQL = `copy import_stage (line, ${cols}) from stdin`;
export const REJECT_COPY_SQL = 'copy member_import_rejects (account_id, import_id, line, reasons, raw) from stdin';

// The merge of the staging table into members: a fixed list of set-based statements on the
// import's own connection, inside its transaction. $1 is the account.
export const stageSql = {
  create: `create temp table import_stage (line int not null, ${typed}, member_id bigint) on commit drop`,
  dedupe: (key: 'customer_id' | 'email' | 'phone') => `
    delete from import_stage s using (
      select ${key} as k, max(line) as keep from import_stage where ${key} is not null group by ${key} having count(*) > 1) d
    where s.${key} = d.k and s.line <> d.keep returning s.line`,
  matchCustomer: `update import_stage s set member_id = m.id from members m
    where m.account_id = $1 and s.customer_id is not null and m.customer_id = s.customer_id`,
  matchEmail: `update import_stage s set member_id = m.id from members m
    where s.member_id is null and s.email is not null and m.account_id = $1 and lower(m.email) = s.email`,
  matchPhone: `update import_stage s set member_id = m.id from members m
    where s.member_id is null and s.phone is not null and m.account_id = $1 and m.phone = s.phone`,
  conflictEmail: `delete from import_stage s using members m where s.member_id is not null and s.email is not null
    and m.account_id = $1 and lower(m.email) = s.email and m.id <> s.member_id returning s.line`,
  conflictPhone: `delete from import_stage s using members m where s.member_id is not null and s.phone is not null
    and m.account_id = $1 and m.phone = s.phone and m.id <> s.member_id returning s.line`,
  update: `update members m set ${setList}, updated_at = now() from import_stage s where m.account_id = $1 and m.id = s.member_id`,
  insert: `insert into members (account_id, source, ${cols})
    select $1, 'csv', ${insertValues} from import_stage s where s.member_id is null order by s.line`,
};

export type TStageClient = pg.PoolClient;
