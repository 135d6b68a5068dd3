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

export const REJECT_COPY_SQL = 'copy member_import_rejects (account_id, import_id, line, reasons, raw) from stdin';

// Each import stages into its own UNLOGGED table (no WAL; unlike a temp table, other sessions can
// read it, so the new-member insert runs on two connections at once). Dropped when the import
// ends; one left behind by a crash is swept by the next import.
export const STAGE_PREFIX = 'import_stage_';
export const stageTable = (importId: number): string => `${STAGE_PREFIX}${Math.trunc(importId)}`;

// Stage tables whose import is no longer queued or running.
export const STALE_STAGES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind = 'r' and c.relname ~ '^${STAGE_PREFIX}[0-9]+$'
  and not exists (select 1 from member_imports i where i.id = substring(c.relname from ${STAGE_PREFIX.length + 1})::bigint
    and i.status in ('queued', 'running'))`;

// The merge of the staging table into members: a fixed list of set-based statements. $1 is the
// account; the insert's lines ($2, $3] are the half one connection inserts.
export function stageSql(table: string) {
  return {
    memberSequence: `select pg_get_serial_sequence('members', 'id') as name`,
    // new_id: COPY takes a members id for every row in file order, so that new members' ids
    // follow the file's order although two connections insert them (unused ids are gaps).
    create: (sequence: string) =>
      `create unlogged table ${table} (line int not null, ${typed}, member_id bigint,
        new_id bigint not null default nextval('${sequence.replace(/'/g, "''")}'::regclass))`,
    drop: `drop table if exists ${table}`,
    copy: `copy ${table} (line, ${cols}) from stdin`,
    analyze: `analyze ${table}`,
    clearRejects: 'delete from member_import_rejects where account_id = $1 and import_id = $2',
    dedupe: (key: 'customer_id' | 'email' | 'phone') => `
      delete from ${table} s using (
        select ${key} as k, max(line) as keep from ${table} where ${key} is not null group by ${key} having count(*) > 1) d
      where s.${key} = d.k and s.line <> d.keep returning s.line`,
    matchCustomer: `update ${table} s set member_id = m.id from members m
      where m.account_id = $1 and s.customer_id is not null and m.customer_id = s.customer_id`,
    matchEmail: `update ${table} s set member_id = m.id from members m
      where s.member_id is null and s.email is not null and m.account_id = $1 and lower(m.email) = s.email`,
    matchPhone: `update ${table} s set member_id = m.id from members m
      where s.member_id is null and s.phone is not null and m.account_id = $1 and m.phone = s.phone`,
    conflictEmail: `delete from ${table} s using members m where s.member_id is not null and s.email is not null
      and m.account_id = $1 and lower(m.email) = s.email and m.id <> s.member_id returning s.line`,
    conflictPhone: `delete from ${table} s using members m where s.member_id is not null and s.phone is not null
      and m.account_id = $1 and m.phone = s.phone and m.id <> s.member_id returning s.line`,
    update: `update members m set ${setList}, updated_at = now() from ${table} s where m.account_id = $1 and m.id = s.member_id`,
    insert: `insert into members (id, account_id, source, ${cols}) overriding system value
      select s.new_id, $1, 'csv', ${insertValues} from ${table} s where s.member_id is null and s.line > $2 and s.line <= $3
      order by s.line`,
  };
}

export type TStageSql = ReturnType<typeof stageSql>;
export type TStageClient = pg.PoolClient;
