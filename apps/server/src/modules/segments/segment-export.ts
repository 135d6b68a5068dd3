import type { Readable } from 'node:stream';
import { memberFieldHeader, memberFieldsFor } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { keysetCsv } from '../audience';
import { segmentsRepository } from './segments.repository';

// The catalogue's segment export fields, then when the member entered the segment.
const FIELDS = memberFieldsFor('segmentExport');
const HEADER = [...FIELDS.map(memberFieldHeader), 'entered_at'];
const COLUMNS = [...FIELDS.map((field) => field.column), 'entered_at'];

// The segment's members as CSV (formula-safe cells), streamed in keyset pages: flat memory.
export function segmentMembersCsv(db: DbOrTx, accountId: number, segmentId: number): Readable {
  return keysetCsv({
    header: HEADER,
    page: (before: number | null, limit) => segmentsRepository(db).memberRowsAfter(accountId, segmentId, before, limit),
    cursor: (row) => row.id,
    cells: (row) => COLUMNS.map((column) => row[column]),
  });
}
