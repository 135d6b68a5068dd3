import { describe, expect, it } from 'vitest';
import { CsvParser, detectDelimiter, parseAll } from './csv-parser';

describe('CSV parser', () => {
  it('reads quotes, doubled quotes, embedded newlines and CRLF with start lines', () => {
    const records = parseAll('a,b\r\n"x, y","he said ""hi"""\r\n"multi\nline",z\n\nlast,1');
    expect(records).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['x, y', 'he said "hi"'], line: 2 },
      { fields: ['multi\nline', 'z'], line: 3 },
      { fields: ['last', '1'], line: 6 },
    ]);
  });

  it('handles records split across chunks and detects the delimiter', () => {
    const out: string[][] = [];
    const parser = new CsvParser(';', (r) => out.push(r.fields));
    for (const chunk of ['ad;so', 'yad\r', '\n"Ay', 'şe";"Y""ı"', '\n']) parser.feed(chunk);
    parser.end();
    expect(out).toEqual([
      ['ad', 'soyad'],
      ['Ayşe', 'Y"ı'],
    ]);
    expect(detectDelimiter('ad;soyad;email')).toBe(';');
    expect(detectDelimiter('name,email')).toBe(',');
  });
});
