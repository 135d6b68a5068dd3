import { countOf } from '../permission-outbox';
import type pg from 'pg';
import type { AppDeps } from '../../../platform/deps';
import { deleteMediaFile, readMediaFile } from '../../media';
import { invalidateCounts } from '../count-cache';
import { reconcileLimits } from '../limits.service';
import { validateDeviceRow } from './device-import-row';
import { validateRow, type TMapping } from './import-row';
import {
  deviceStageSql,
  importsRepository,
  STALE_STAGES_SQL,
  stageSql,
  stageTable,
  type TDeviceStageSql,
  type TImportColumns,
  type TImportRow,
  type TStageSql,
} from './import.repository';
import { copyRejects, MAX_STORED_REJECTS, stageFile } from './stage-file';

// Hashing a million keys (dedupe, match) and sorting half a million rows for the insert spill
// to disk with the default 4MB (bench/csv-import.ts: dedupe 7.2 s before, ~2.3 s after).
const WORK_MEM = "set local work_mem = '256MB'";

type TDeps = Pick<AppDeps, 'db' | 'pool' | 'logger' | 'config'>;
type TStageTimer = (name: string) => void;

// The import job. A device import merges in one transaction (stageAndMergeDevices). A member
// import runs in three phases so that the member insert (the bulk of the time, CPU-bound
// in one backend) runs on two connections at once:
//   1. one transaction: parse the file, COPY valid rows into the import's staging table, dedupe,
//      match existing members, reject conflicts, update matched members, store the rejects;
//   2. two parallel transactions, each inserting the new members of one half of the file's lines;
//   3. counts, status, limits, count cache.
// A failure in any phase marks the import failed. Running it again is safe: it is an upsert on
// customer id/email/phone, so rows a committed half inserted are matched, not duplicated.
export async function runImport(deps: TDeps, accountId: number, importId: number): Promise<void> {
  const repo = importsRepository(deps.db);
  const row = await repo.find(accountId, importId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await repo.update(accountId, importId, { status: 'running', processedRows: 0 });
  const sql = stageSql(stageTable(importId));
  const limitKind = row.kind === 'devices' ? 'device' : 'member';
  const stages: Record<string, number> = {};
  let mark = performance.now();
  const stage: TStageTimer = (name) => {
    stages[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };
  let phase = 'merge';
  try {
    await dropStages(deps.pool, sql);
    const input = { accountId, importId, mapping: row.mapping as TMapping, stage };
    let merged: { processed: number; inserted: number; updated: number; rejected: number };
    if (row.kind === 'devices') {
      merged = await stageAndMergeDevices(deps, row, { ...input, sql: deviceStageSql(stageTable(importId)) });
    } else {
      const staged = await stageAndMerge(deps, uploadOf(deps, row), row.columns as TImportColumns, { ...input, sql });
      phase = 'insert';
      const inserted = await insertNewMembers(deps.pool, accountId, sql, staged.lastLine);
      stage('insert');
      merged = { ...staged, inserted };
    }
    phase = 'finish';
    const passive = await reconcileLimits(deps.db, accountId, [limitKind]);
    invalidateCounts(accountId);
    await repo.update(accountId, importId, {
      status: 'done',
      processedRows: merged.processed,
      insertedRows: merged.inserted,
      updatedRows: merged.updated,
      rejectedRows: merged.rejected,
      passiveRows: passive,
      finishedAt: new Date(),
    });
    stage('limits');
    deps.logger.info({ importId, kind: row.kind, rows: merged.processed, stagesMs: stages }, 'import done');
    if (row.fileId !== null) await deleteMediaFile(deps, accountId, row.fileId);
  } catch (error) {
    deps.logger.error({ err: error, importId, kind: row.kind, phase }, 'import failed');
    // A half that committed before the other failed added members: the limit and counts follow.
    if (phase !== 'merge') {
      await reconcileLimits(deps.db, accountId, [limitKind]).catch(() => 0);
      invalidateCounts(accountId);
    }
    await repo.update(accountId, importId, { status: 'failed', error: 'errors.internal', finishedAt: new Date() });
  } finally {
    await deps.pool
      .query(sql.drop)
      .catch((error: unknown) => deps.logger.warn({ err: error, importId }, 'import stage not dropped'));
  }
}

// The uploaded CSV, read from the media store by whichever worker runs the job.
function uploadOf(deps: TDeps, row: TImportRow): AsyncIterable<Buffer> {
  if (row.fileId === null) throw new Error(`import ${row.id} has no file`);
  return readMediaFile(deps, row.accountId, row.fileId);
}

// This import's own table (left by an earlier attempt) and any a crashed import left behind.
async function dropStages(pool: pg.Pool, sql: TStageSql): Promise<void> {
  await pool.query(sql.drop);
  const stale = await pool.query<{ name: string }>(STALE_STAGES_SQL);
  for (const { name } of stale.rows) await pool.query(stageSql(name).drop);
}

type TMergeInput = { accountId: number; importId: number; mapping: TMapping; sql: TStageSql; stage: TStageTimer };

// Phase 1, one transaction: a failure leaves members untouched.
async function stageAndMerge(
  deps: TDeps,
  source: AsyncIterable<Buffer>,
  { delimiter }: TImportColumns,
  { accountId, importId, mapping, sql, stage }: TMergeInput,
): Promise<{ processed: number; lastLine: number; updated: number; rejected: number }> {
  const repo = importsRepository(deps.db);
  const client = await deps.pool.connect();
  try {
    await client.query('begin');
    await client.query(WORK_MEM);
    const sequence = (await client.query<{ name: string | null }>(sql.memberSequence)).rows[0]?.name;
    if (!sequence) throw new Error('members has no id sequence');
    await client.query(sql.create(sequence));
    const staged = await stageFile(
      client,
      sql.copy,
      source,
      delimiter,
      (fields) => validateRow(fields, mapping),
      (processed) => repo.update(accountId, importId, { processedRows: processed }),
    );
    stage('parseAndCopy');
    const { rejects } = staged;
    let rejected = staged.rejected;
    const reject = (lines: { line: number }[], reason: string) => {
      rejected += lines.length;
      for (const { line } of lines)
        if (rejects.length < MAX_STORED_REJECTS) rejects.push({ line, reasons: [reason], raw: '' });
    };
    for (const key of ['customer_id', 'email', 'phone'] as const)
      reject((await client.query<{ line: number }>(sql.dedupe(key))).rows, 'import.duplicate_in_file');
    stage('dedupe');
    await client.query(sql.analyze);
    await client.query(sql.matchCustomer, [accountId]);
    await client.query(sql.matchEmail, [accountId]);
    await client.query(sql.matchPhone, [accountId]);
    reject((await client.query<{ line: number }>(sql.conflictEmail, [accountId])).rows, 'import.conflict');
    reject((await client.query<{ line: number }>(sql.conflictPhone, [accountId])).rows, 'import.conflict');
    stage('match');
    const updated = await countOf(client.query(sql.update, [accountId]));
    stage('update');
    // A re-run of a failed import replaces the rejects its earlier attempt stored.
    await client.query(sql.clearRejects, [accountId, importId]);
    if (rejects.length > 0) await copyRejects(client, accountId, importId, rejects);
    await client.query('commit');
    stage('rejectsAndCommit');
    return { processed: staged.processed, lastLine: staged.lastLine, updated, rejected };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type TDeviceMergeInput = Omit<TMergeInput, 'sql'> & { sql: TDeviceStageSql };

// A device import, one transaction (a failure leaves devices untouched): COPY the valid rows into
// the staging table, keep the last row of a device id, link members by email, update the
// application's devices with those ids, insert the others.
async function stageAndMergeDevices(
  deps: TDeps,
  row: TImportRow,
  { accountId, importId, mapping, sql, stage }: TDeviceMergeInput,
): Promise<{ processed: number; inserted: number; updated: number; rejected: number }> {
  const repo = importsRepository(deps.db);
  const applicationId = row.applicationId;
  if (applicationId === null) throw new Error('device import without an application');
  const client = await deps.pool.connect();
  try {
    await client.query('begin');
    await client.query(WORK_MEM);
    await client.query(sql.create);
    const staged = await stageFile(
      client,
      sql.copy,
      uploadOf(deps, row),
      (row.columns as TImportColumns).delimiter,
      (fields) => validateDeviceRow(fields, mapping),
      (processed) => repo.update(accountId, importId, { processedRows: processed }),
    );
    stage('parseAndCopy');
    const { rejects } = staged;
    const duplicates = (await client.query<{ line: number }>(sql.dedupe)).rows;
    for (const { line } of duplicates)
      if (rejects.length < MAX_STORED_REJECTS)
        rejects.push({ line, reasons: ['import.duplicate_device_in_file'], raw: '' });
    stage('dedupe');
    await client.query(sql.analyze);
    await client.query(sql.matchDevice, [accountId, applicationId]);
    await client.query(sql.matchMember, [accountId]);
    stage('match');
    const updated = (await client.query(sql.update, [accountId])).rowCount ?? 0;
    const inserted = (await client.query(sql.insert, [accountId, applicationId])).rowCount ?? 0;
    stage('upsert');
    await client.query(sql.clearRejects, [accountId, importId]);
    if (rejects.length > 0) await copyRejects(client, accountId, importId, rejects);
    await client.query('commit');
    stage('rejectsAndCommit');
    return { processed: staged.processed, inserted, updated, rejected: staged.rejected + duplicates.length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// Phase 2: one backend inserting a million rows into members' indexes is CPU-bound on one core;
// two connections use both. Each takes a contiguous half of the lines (so of the new ids):
// split by line % 2 instead, both would insert into the same index pages and wait on each other
// (bench/csv-import.ts: insert 38 s with line % 2 against 45 s in one connection). Both halves run
// to their end (commit or rollback) before the stage table is dropped.
async function insertNewMembers(pool: pg.Pool, accountId: number, sql: TStageSql, lastLine: number): Promise<number> {
  const middle = Math.ceil(lastLine / 2);
  const halves = await Promise.allSettled(
    [
      [0, middle],
      [middle, lastLine],
    ].map(async ([from, to]) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(WORK_MEM);
        const inserted = await countOf(client.query(sql.insert, [accountId, from, to]));
        await client.query('commit');
        return inserted;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }),
  );
  let inserted = 0;
  for (const half of halves) {
    if (half.status === 'rejected') throw half.reason;
    inserted += half.value;
  }
  return inserted;
}
