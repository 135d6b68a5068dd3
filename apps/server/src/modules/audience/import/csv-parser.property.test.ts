import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvParser, parseAll, type TCsvRecord } from './csv-parser';

// Property tests: on well-formed CSV the parser agrees with csv-parse, in any chunking; on any input it
// never throws and chunking never changes the result; a stray quote costs exactly its own line.

const DELIMITERS = [',', ';', '\t'] as const;
const FIELD_CHARS = ['a', 'Ş', 'ı', '1', ' ', ',', ';', '\t', '"', '\n', '\r\n', 'é', '€'];

const field = fc.array(fc.constantFrom(...FIELD_CHARS), { maxLength: 8 }).map((parts) => parts.join(''));
// A record of one empty field is a blank line, which both parsers skip: not generated.
const record = fc.array(field, { minLength: 1, maxLength: 6 }).filter((r) => !(r.length === 1 && r[0] === ''));

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
}

const serialize = (records: string[][], delimiter: string, eol: string): string =>
  records.map((r) => r.map((v) => quote(v, delimiter)).join(delimiter)).join(eol);

function parseChunked(text: string, delimiter: string, cuts: number[]): TCsvRecord[] {
  const out: TCsvRecord[] = [];
  const parser = new CsvParser(delimiter, (r) => out.push(r));
  let at = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)) {
    parser.feed(text.slice(at, cut));
    at = cut;
  }
  parser.feed(text.slice(at));
  parser.end();
  return out;
}

describe('CSV parser properties', () => {
  it('agrees with csv-parse on well-formed CSV, however the text is chunked', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...DELIMITERS),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.nat(), { maxLength: 6 }),
        (records, delimiter, eol, cuts) => {
          const text = serialize(records, delimiter, eol);
          const expected = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
          expect(parseAll(text, delimiter).map((r) => r.fields)).toEqual(expected);
          expect(parseChunked(text, delimiter, cuts).map((r) => r.fields)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary text, and chunking never changes the records', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ',', '"', '\n', '\r', 'ş', ' '), { maxLength: 80 }).map((c) => c.join('')),
        fc.array(fc.nat(), { maxLength: 6 }),
        (text, cuts) => {
          expect(parseChunked(text, ',', cuts)).toEqual(parseAll(text, ','));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a stray quote at the start of a field loses only its own line', () => {
    const plain = fc.array(fc.constantFrom('a', 'Ş', '1', ' ', '@', '.'), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            plain.map((c) => c.join('')),
            { minLength: 2, maxLength: 4 },
          ),
          {
            minLength: 2,
            maxLength: 30,
          },
        ),
        fc.nat(),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 4 }),
        (records, lineSeed, fieldSeed, cuts) => {
          const broken = lineSeed % records.length;
          const row = records[broken] ?? [];
          const at = fieldSeed % row.length;
          const lines = records.map((r, i) => (i === broken ? r.map((v, j) => (j === at ? `"${v}` : v)) : r));
          const text = lines.map((r) => r.join(',')).join('\n');
          const expected = records.map((fields, i) =>
            i === broken
              ? { fields: [lines[i]?.join(',') ?? ''], line: i + 1, error: 'unclosed_quote' }
              : { fields, line: i + 1 },
          );
          expect(parseAll(text, ',')).toEqual(expected);
          expect(parseChunked(text, ',', cuts)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
