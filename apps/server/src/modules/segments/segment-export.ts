import { Readable } from 'node:stream';
import type { DbOrTx } from '../../platform/db/database';
import { CSV_BOM, csvLine } from '../audience';
import { segmentsRepository } from './segments.repository';

const PAGE = 5_000;
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
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine([...COLUMNS]);
    let before: number | null = null;
    for (;;) {
      const page = await segmentsRepository(db).memberRowsAfter(accountId, segmentId, before, PAGE);
      if (page.length === 0) return;
      yield page.map((row) => csvLine(COLUMNS.map((column) => row[column]))).join('');
      before = page[page.length - 1]?.id ?? null;
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
