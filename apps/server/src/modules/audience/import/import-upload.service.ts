import type { Readable } from 'node:stream';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  DEVICE_IMPORT_FIELDS,
  HTTP_STATUS,
  IMPORT_FIELDS,
  type TImportKind,
  type TImportStartInput,
  type TMemberImport,
} from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { AppError, validationError } from '../../../platform/http/app-error';
import { addJob } from '../../../platform/jobs/add-job';
import { findApplication } from '../../applications';
import { deleteMediaFile, readMediaFileHead, writeMediaFile } from '../../media';
import { detectDelimiter, parseAll } from './csv-parser';
import { suggestDeviceMapping } from './device-import-row';
import { suggestMapping, type TMapping } from './import-row';
import { importsRepository, type TImportColumns, type TImportRow } from './import.repository';

export const IMPORT_JOB = 'audience.import-members';
const PREVIEW_BYTES = 64 * 1024;
const PREVIEW_ROWS = 5;

export type TImport = TMemberImport;

// What differs between the kinds: the fields a column maps to, the header guess, the fields
// that must be mapped (any one of `anyOf`, all of `allOf`) and the message when they are not.
export const IMPORT_KIND_SPECS = {
  members: {
    fields: IMPORT_FIELDS as readonly string[],
    suggest: suggestMapping,
    anyOf: ['email', 'phone', 'customerId'],
    allOf: [],
    mappingMessage: 'validation.mapping_required',
  },
  devices: {
    fields: DEVICE_IMPORT_FIELDS as readonly string[],
    suggest: suggestDeviceMapping,
    anyOf: ['deviceId'],
    allOf: ['deviceId', 'platform'],
    mappingMessage: 'validation.device_mapping_required',
  },
} satisfies Record<
  TImportKind,
  {
    fields: readonly string[];
    suggest: (header: string[]) => TMapping;
    anyOf: string[];
    allOf: string[];
    mappingMessage: string;
  }
>;

export type TImportTarget = { kind: 'members' } | { kind: 'devices'; applicationId: number };

export function toImport(row: TImportRow): TImport {
  const columns = row.columns as TImportColumns;
  return {
    id: row.id,
    kind: row.kind,
    application_id: row.applicationId,
    file_name: row.fileName,
    status: row.status,
    columns: columns.header ?? [],
    preview: columns.preview ?? [],
    suggested_mapping: IMPORT_KIND_SPECS[row.kind].suggest(columns.header ?? []),
    mapping: (row.mapping as TMapping | null) ?? null,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    inserted_rows: row.insertedRows,
    updated_rows: row.updatedRows,
    rejected_rows: row.rejectedRows,
    passive_rows: row.passiveRows,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

const tooLarge = () =>
  new AppError('import_too_large', HTTP_STATUS.payloadTooLarge, 'errors.import_too_large', {
    maxMb: CSV_MAX_BYTES / 1024 / 1024,
  });
const tooManyRows = () =>
  new AppError(
    'import_too_many_rows',
    HTTP_STATUS.validation,
    'errors.import_too_many_rows',
    { maxRows: CSV_MAX_ROWS },
    ['errors.import_too_many_rows'],
  );

// Streams the upload into the media store, counting bytes and lines on the way: the size and
// row limits hold before any parsing. Only the head of the file is parsed, for the preview.
export async function uploadImport(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: number,
  target: TImportTarget,
  fileName: string,
  declaredLength: number | null,
  body: Readable,
): Promise<TImport> {
  if (declaredLength !== null && declaredLength > CSV_MAX_BYTES) throw tooLarge();
  // Devices belong to an application: it must be one of the account's.
  if (target.kind === 'devices' && !(await findApplication(deps.db, accountId, target.applicationId)))
    throw new AppError('not_found', HTTP_STATUS.notFound);
  let bytes = 0;
  let lines = 0;
  let lastByte = 10;
  // Counted on the way into the media store: a file over a limit stops the upload and is removed.
  async function* checked(): AsyncGenerator<Buffer> {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > CSV_MAX_BYTES) throw tooLarge();
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      lastByte = chunk[chunk.length - 1] ?? lastByte;
      if (lines > CSV_MAX_ROWS + 1) throw tooManyRows();
      yield chunk;
    }
  }
  let file: { id: number };
  try {
    file = await writeMediaFile(deps, accountId, 'text/csv', checked());
  } catch (error) {
    body.resume();
    throw error;
  }
  if (lastByte !== 10 && bytes > 0) lines++;
  const head = headText(await readMediaFileHead(deps, accountId, file.id, PREVIEW_BYTES));
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  const records = parseAll(head, delimiter).slice(0, PREVIEW_ROWS + 1);
  const header = records[0]?.fields ?? [];
  if (header.length === 0) {
    await deleteMediaFile(deps, accountId, file.id);
    throw validationError('validation.fill_all_fields');
  }
  const row = await importsRepository(deps.db).create(accountId, {
    kind: target.kind,
    applicationId: target.kind === 'devices' ? target.applicationId : null,
    fileName: fileName.slice(0, 200),
    fileId: file.id,
    columns: { header, delimiter, preview: records.slice(1).map((r) => r.fields) },
    totalRows: Math.max(0, lines - 1),
  });
  return toImport(row);
}

// The preview's text: a full head drops its last, possibly cut, line.
function headText(buffer: Buffer): string {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  return buffer.length === PREVIEW_BYTES ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
}

export async function startImport(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  kind: TImportKind,
  id: number,
  input: TImportStartInput,
): Promise<TImport> {
  const repo = importsRepository(deps.db);
  const row = await repo.findOfKind(accountId, kind, id);
  if (!row) throw new AppError('not_found', HTTP_STATUS.notFound);
  const header = (row.columns as TImportColumns).header;
  const spec = IMPORT_KIND_SPECS[kind];
  // Only the fields of the import's kind count; the rest of the mapping is ignored.
  const mapping = Object.fromEntries(
    Object.entries(input.mapping).filter(([field, index]) => spec.fields.includes(field) && index !== undefined),
  ) as TMapping;
  const mapped = (field: string) => mapping[field as keyof TMapping] !== undefined;
  if (!spec.anyOf.some(mapped) || !spec.allOf.every(mapped)) throw validationError(spec.mappingMessage, 'mapping');
  if (Object.values(mapping).some((index) => index >= header.length))
    throw validationError('validation.column_missing', 'mapping');
  await deps.db.transaction(async (tx) => {
    if (!(await importsRepository(tx).queue(accountId, id, mapping)))
      throw new AppError('import_not_ready', HTTP_STATUS.validation, 'errors.import_not_ready', {}, [
        'errors.import_not_ready',
      ]);
    await addJob(tx, IMPORT_JOB, { accountId, importId: id }, { jobKey: `${IMPORT_JOB}:${id}`, maxAttempts: 3 });
  });
  return getImport(deps, accountId, kind, id);
}

export async function getImport(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  kind: TImportKind,
  id: number,
): Promise<TImport> {
  const row = await importsRepository(deps.db).findOfKind(accountId, kind, id);
  if (!row) throw new AppError('not_found', HTTP_STATUS.notFound);
  return toImport(row);
}

export async function listImports(deps: Pick<AppDeps, 'db'>, accountId: number, kind: TImportKind): Promise<TImport[]> {
  return (await importsRepository(deps.db).list(accountId, kind)).map(toImport);
}
