import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../platform/db/database';
import { keysetCsv } from '../audience';
import { segmentsRepository } from './segments.repository';

const COLUMNS = [
  'id',
  'name',
  'surname',
  'email',
  'phone',
  'gender',
  'birth_date',
  'city',
  'language',
  'customer_id',
  'sms_active',
  'email_active',
  'whatsapp_active',
  'call_active',
  'created_at',
  'entered_at',
] as const;

// The segment's members as CSV (formula-safe cells), streamed in keyset pages: flat memory.
export function segmentMembersCsv(db: DbOrTx, accountId: number, segmentId: number): Readable {
  return keysetCsv({
    header: COLUMNS,
    page: (before: number | null, limit) => segmentsRepository(db).memberRowsAfter(accountId, segmentId, before, limit),
    cursor: (row) => row.id,
    cells: (row) => COLUMNS.map((column) => row[column]),
  });
}
