import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { CsvParser, type TCsvRecord } from './csv-parser';
import type { TRowResult } from './import-row';
import { REJECT_COPY_SQL, type TStageClient } from './import.repository';

const PROGRESS_EVERY = 100_000;
const UNREADABLE_LINE: Record<NonNullable<TCsvRecord['error']>, string> = { unclosed_quote: 'import.unclosed_quote' };
export const MAX_STORED_REJECTS = 200_000;

// COPY text format: backslash, tab, newline and CR escaped; \N is null.
// Most values need no escaping: one test instead of four replaces per value.
const COPY_SPECIAL = /[\\\t\n\r]/;
const copyValue = (v: string | null): string =>
  v === null
    ? '\\N'
    : !COPY_SPECIAL.test(v)
      ? v
      : v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
const copyArray = (items: string[]): string =>
  `{${items.map((i) => `"${i.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export type TReject = { line: number; reasons: string[]; raw: string };
export type TStaged = { processed: number; lastLine: number; rejected: number; rejects: TReject[] };

// Parses the file once, checks each row with the import kind's `validate`, and COPYs the valid rows into the stage table, streamed: Node parses
// the next chunk while PostgreSQL takes the previous one.
export async function stageFile(
  client: TStageClient,
  copySql: string,
  source: AsyncIterable<Buffer>,
  delimiter: string,
  validate: (fields: string[]) => TRowResult,
  onProgress: (processed: number) => Promise<void>,
): Promise<TStaged> {
  const rejects: TReject[] = [];
  let rejected = 0;
  let processed = 0;
  let lastLine = 0;
  let pending: string[] = [];
  const parser = new CsvParser(delimiter, ({ fields, line, error }) => {
    if (line === 1) return;
    processed++;
    lastLine = line;
    // A line the parser could not read (a stray quote) is rejected alone; the lines after it are read.
    const result: TRowResult = error ? { ok: false, reasons: [UNREADABLE_LINE[error]] } : validate(fields);
    if (result.ok) pending.push(`${line}\t${result.values.map(copyValue).join('\t')}\n`);
    else {
      rejected++;
      if (rejects.length < MAX_STORED_REJECTS)
        rejects.push({ line, reasons: result.reasons, raw: fields.join(delimiter) });
    }
  });
  let nextProgress = PROGRESS_EVERY;
  async function* rows(): AsyncGenerator<string> {
    let first = true;
    // A UTF-8 character may be split between two chunks: the decoder holds its first bytes back.
    const decoder = new StringDecoder('utf8');
    for await (const bytes of source) {
      const chunk = decoder.write(bytes);
      parser.feed(first ? chunk.replace(/^\uFEFF/, '') : chunk);
      first = false;
      if (pending.length > 0) {
        yield pending.join('');
        pending = [];
      }
      if (processed >= nextProgress) {
        nextProgress += PROGRESS_EVERY;
        await onProgress(processed);
      }
    }
    parser.feed(decoder.end());
    parser.end();
    if (pending.length > 0) yield pending.join('');
  }
  await pipeline(Readable.from(rows()), client.query(copyFrom(copySql)));
  return { processed, lastLine, rejected, rejects };
}

export async function copyRejects(
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
