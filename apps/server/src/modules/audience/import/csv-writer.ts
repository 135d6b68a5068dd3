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
