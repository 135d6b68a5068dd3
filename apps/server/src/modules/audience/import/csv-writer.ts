import { Readable } from 'node:stream';

// CSV cells for spreadsheets: a cell that starts with = + - @ tab or CR would run as a formula in
// Excel or Sheets, so it gets a leading apostrophe; quotes, delimiters and newlines are quoted.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const CSV_BOM = '\uFEFF';

const EXPORT_PAGE = 5_000;

// A CSV download streamed in keyset pages (memory stays flat for a million rows): the header, then
// each page's rows as cells, the next page read after the last row's cursor, until a short page.
export function keysetCsv<TRow, TCursor>(options: {
  header: readonly string[];
  page: (after: TCursor | null, limit: number) => Promise<TRow[]>;
  cursor: (row: TRow) => TCursor;
  cells: (row: TRow) => unknown[];
}): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine([...options.header]);
    let after: TCursor | null = null;
    for (;;) {
      const rows = await options.page(after, EXPORT_PAGE);
      const last = rows[rows.length - 1];
      if (!last) return;
      yield rows.map((row) => csvLine(options.cells(row))).join('');
      if (rows.length < EXPORT_PAGE) return;
      after = options.cursor(last);
    }
  }
  return Readable.from(lines());
}
