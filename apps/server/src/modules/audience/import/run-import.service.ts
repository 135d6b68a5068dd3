import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import type { AppDeps } from '../../../platform/deps';
import { invalidateCounts } from '../count-cache';
import { reconcileLimits } from '../limits.service';
import { CsvParser } from './csv-parser';
import { validateRow, type TMapping } from './import-row';
import {
  importsRepository,
  REJECT_COPY_SQL,
  STAGE_COPY_SQL,
  stageSql,
  type TImportColumns,
  type TStageClient,
} from './import.repository';

const PROGRESS_EVERY = 100_000;
const MAX_STORED_REJECTS = 200_000;

// COPY text format: backslash, tab, newline and CR escaped; \N is null.
const copyValue = (v: string | null): string =>
  v === null ? '\\N' : v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
const copyArray = (items: string[]): string =>
  `{${items.map((i) => `"${i.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

type TReject = { line: number; reasons: string[]; raw: string };

// The import job: parse the file once, COPY valid rows into a temp staging table, merge it into
// members with a fixed number of statements, COPY the rejects, all in one transaction.
export async function runImport(
  deps: Pick<AppDeps, 'db' | 'pool' | 'logger'>,
  accountId: number,
  importId: number,
): Promise<void> {
  const repo = importsRepository(deps.db);
  const row = await repo.find(accountId, importId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await repo.update(accountId, importId, { status: 'running', processedRows: 0 });
  const { delimiter } = row.columns as TImportColumns;
  const mapping = row.mapping as TMapping;
  const client = await deps.pool.connect();
  try {
    // A million staged rows fit in local buffers instead of spilling (only settable before the
    // session's first temporary table, hence the catch).
    await client.query("set temp_buffers = '256MB'").catch(() => undefined);
    await client.query('begin');
    await client.query(stageSql.create);
    const rejects: TReject[] = [];
    let rejectedCount = 0;
    let processed = 0;
    let pending: string[] = [];
    const parser = new CsvParser(delimiter, ({ fields, line }) => {
      if (line === 1) return;
      processed++;
      const result = validateRow(fields, mapping);
      if (result.ok) pending.push(`${line}\t${result.values.map(copyValue).join('\t')}\n`);
      else {
        rejectedCount++;
        if (rejects.length < MAX_STORED_REJECTS)
          rejects.push({ line, reasons: result.reasons, raw: fields.join(delimiter) });
      }
    });
    let nextProgress = PROGRESS_EVERY;
    async function* rows(): AsyncGenerator<string> {
      let first = true;
      for await (const chunk of createReadStream(row?.filePath ?? '', { encoding: 'utf8', highWaterMark: 1 << 20 })) {
        parser.feed(first ? (chunk as string).replace(/^\uFEFF/, '') : (chunk as string));
        first = false;
        if (pending.length > 0) {
          yield pending.join('');
          pending = [];
        }
        if (processed >= nextProgress) {
          nextProgress += PROGRESS_EVERY;
          await repo.update(accountId, importId, { processedRows: processed });
        }
      }
      parser.end();
      if (pending.length > 0) yield pending.join('');
    }
    const stages: Record<string, number> = {};
    let mark = performance.now();
    const stage = (name: string) => {
      stages[name] = Math.round(performance.now() - mark);
      mark = performance.now();
    };
    await pipeline(Readable.from(rows()), client.query(copyFrom(STAGE_COPY_SQL)));
    stage('parseAndCopy');
    const merged = await mergeStage(client, accountId, rejects, stage);
    rejectedCount += merged.extraRejects;
    if (rejects.length > 0) await copyRejects(client, accountId, importId, rejects);
    await client.query('commit');
    stage('rejectsAndCommit');
    const passive = await reconcileLimits(deps.db, accountId, ['member']);
    invalidateCounts(accountId);
    await repo.update(accountId, importId, {
      status: 'done',
      processedRows: processed,
      insertedRows: merged.inserted,
      updatedRows: merged.updated,
      rejectedRows: rejectedCount,
      passiveRows: passive,
      finishedAt: new Date(),
    });
    stage('limits');
    deps.logger.info({ importId, rows: processed, stagesMs: stages }, 'member import done');
    await fs.rm(row.filePath, { force: true });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    deps.logger.error({ err: error, importId }, 'member import failed');
    await repo.update(accountId, importId, { status: 'failed', error: 'errors.internal', finishedAt: new Date() });
  } finally {
    client.release();
  }
}

async function mergeStage(
  client: TStageClient,
  accountId: number,
  rejects: TReject[],
  stage: (name: string) => void,
): Promise<{ inserted: number; updated: number; extraRejects: number }> {
  let extraRejects = 0;
  const reject = (lines: { line: number }[], reason: string) => {
    extraRejects += lines.length;
    for (const { line } of lines)
      if (rejects.length < MAX_STORED_REJECTS) rejects.push({ line, reasons: [reason], raw: '' });
  };
  for (const key of ['customer_id', 'email', 'phone'] as const) {
    reject((await client.query<{ line: number }>(stageSql.dedupe(key))).rows, 'import.duplicate_in_file');
  }
  stage('dedupe');
  await client.query('analyze import_stage');
  await client.query(stageSql.matchCustomer, [accountId]);
  await client.query(stageSql.matchEmail, [accountId]);
  await client.query(stageSql.matchPhone, [accountId]);
  reject((await client.query<{ line: number }>(stageSql.conflictEmail, [accountId])).rows, 'import.conflict');
  reject((await client.query<{ line: number }>(stageSql.conflictPhone, [accountId])).rows, 'import.conflict');
  stage('match');
  const updated = (await client.query(stageSql.update, [accountId])).rowCount ?? 0;
  stage('update');
  const inserted = (await client.query(stageSql.insert, [accountId])).rowCount ?? 0;
  stage('insert');
  return { inserted, updated, extraRejects };
}

async function copyRejects(
  client: TStageClient,
  accountId: number,
  importId: number,
  rejects: TReject[],
): Promise<void> {
  rejects.sort((a, b) => a.line - b.line);
  async function* lines(): AsyncGenerator<string> {
    for (let i = 0; i < rejects.length; i += 5_000) {
      yield rejects
        .slice(i, i + 5_000)
        .map((r) => `${accountId}\t${importId}\t${r.line}\t${copyValue(copyArray(r.reasons))}\t${copyValue(r.raw)}\n`)
        .join('');
    }
  }
  await pipeline(Readable.from(lines()), client.query(copyFrom(REJECT_COPY_SQL)));
}
