import { CHANGED_RETURNING, INSERTED_RETURNING, permissionsBefore, withPermissionLogText } from '../permission-outbox';
import { and, desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../../platform/db/database';
import { memberImportRejects, memberImports } from '../audience.tables';
import { memberFieldsFor, type TImportKind } from '@ulak/shared';
import { DEVICE_STAGE_COLUMNS } from './device-import-row';
import { columnList, insertValues, keepExisting, typedColumns } from '../member-columns';

export type TImportRow = typeof memberImports.$inferSelect;
export type TImportColumns = { header: string[]; delimiter: string; preview: string[][] };

export function importsRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(memberImports.accountId, accountId), eq(memberImports.id, id));
  // An import is reached only through the routes of its own kind: a device import's id on the
  // member routes is not found, and the other way round.
  const mineOfKind = (accountId: number, kind: TImportKind, id: number) =>
    and(mine(accountId, id), eq(memberImports.kind, kind));
  return {
    async create(
      accountId: number,
      values: {
        kind: TImportKind;
        applicationId: number | null;
        fileName: string;
        fileId: number;
        columns: TImportColumns;
        totalRows: number;
      },
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
    async findOfKind(accountId: number, kind: TImportKind, id: number): Promise<TImportRow | null> {
      const [row] = await db
        .select()
        .from(memberImports)
        .where(mineOfKind(accountId, kind, id));
      return row ?? null;
    },
    async list(accountId: number, kind: TImportKind): Promise<TImportRow[]> {
      return db
        .select()
        .from(memberImports)
        .where(and(eq(memberImports.accountId, accountId), eq(memberImports.kind, kind)))
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

// The staging columns: the catalogue's import fields, as import-row's STAGE_COLUMNS (same order).
const IMPORT_MEMBER_FIELDS = memberFieldsFor('import');
const cols = columnList(IMPORT_MEMBER_FIELDS);
const typed = typedColumns(IMPORT_MEMBER_FIELDS);
const setList = keepExisting(IMPORT_MEMBER_FIELDS, 's');
const stagedValues = insertValues(IMPORT_MEMBER_FIELDS, 's');

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
    // Both answer one row `{ count }`; permission changes go to the outbox in the same statement.
    update: withPermissionLogText(
      `update members m set ${setList}, updated_at = now()
        from ${table} s, ${permissionsBefore('$1', `select member_id from ${table} where member_id is not null`)}
        where m.account_id = $1 and m.id = s.member_id and o.id = m.id returning ${CHANGED_RETURNING}`,
      'csv',
    ),
    insert: withPermissionLogText(
      `insert into members (id, account_id, source, ${cols}) overriding system value
        select s.new_id, $1, 'csv', ${stagedValues} from ${table} s where s.member_id is null and s.line > $2 and s.line <= $3
        order by s.line returning ${INSERTED_RETURNING}`,
      'csv',
    ),
  };
}

export type TStageSql = ReturnType<typeof stageSql>;
export type TStageClient = pg.PoolClient;

const deviceCols = DEVICE_STAGE_COLUMNS.join(', ');
const deviceTyped = DEVICE_STAGE_COLUMNS.map((c) => `${c} ${c === 'push_approved' ? 'boolean' : 'text'}`).join(', ');

// The merge of a device import's staging table into devices, one transaction of set-based
// statements. $1 is the account, $2 the application; the upsert key is (application, device_id).
export function deviceStageSql(table: string) {
  return {
    create: `create unlogged table ${table} (line int not null, ${deviceTyped}, member_id bigint, existing_id bigint)`,
    drop: `drop table if exists ${table}`,
    copy: `copy ${table} (line, ${deviceCols}) from stdin`,
    analyze: `analyze ${table}`,
    clearRejects: 'delete from member_import_rejects where account_id = $1 and import_id = $2',
    // The last row of a device id wins; the earlier ones are reported.
    dedupe: `delete from ${table} s using (
        select device_id as k, max(line) as keep from ${table} group by device_id having count(*) > 1) d
      where s.device_id = d.k and s.line <> d.keep returning s.line`,
    matchDevice: `update ${table} s set existing_id = d.id from devices d
      where d.account_id = $1 and d.application_id = $2 and d.device_id = s.device_id`,
    // The email links the device to the account's member with that email, when there is one.
    matchMember: `update ${table} s set member_id = m.id from members m
      where s.email is not null and m.account_id = $1 and lower(m.email) = s.email`,
    // A new push token clears the error the old one left.
    update: `update devices d set reg_id = coalesce(s.reg_id, d.reg_id), platform = s.platform,
        language = coalesce(s.language, d.language), email = coalesce(s.email, d.email),
        push_approved = coalesce(s.push_approved, d.push_approved), member_id = coalesce(s.member_id, d.member_id),
        push_error = case when s.reg_id is distinct from d.reg_id and s.reg_id is not null then null else d.push_error end,
        updated_at = now()
      from ${table} s where d.account_id = $1 and d.id = s.existing_id`,
    // File order gives the ids, so the devices past the package limit (the newest) are the file's last.
    // A device the SDK registered meanwhile is left to the SDK (on conflict).
    insert: `insert into devices (account_id, application_id, member_id, ${deviceCols})
      select $1, $2, s.member_id, s.device_id, s.reg_id, s.platform, s.language, s.email, coalesce(s.push_approved, false)
      from ${table} s where s.existing_id is null order by s.line
      on conflict (account_id, application_id, device_id) do nothing`,
  };
}

export type TDeviceStageSql = ReturnType<typeof deviceStageSql>;
