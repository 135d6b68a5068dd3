import { describe, expect, it } from 'vitest';
import { CsvParser, detectDelimiter, MAX_QUOTED_LINES, parseAll } from './csv-parser';

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

  it('rejects a line with a stray quote alone: up to the next quote, past the quoted line limit, or at the end', () => {
    const closedLater = parseAll('a,b\n"x,1\ny,2\n"z",3\n');
    expect(closedLater).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['"x,1'], line: 2, error: 'unclosed_quote' },
      { fields: ['y', '2'], line: 3 },
      { fields: ['z', '3'], line: 4 },
    ]);
    const many = ['h,e', '"stray,1', ...Array.from({ length: MAX_QUOTED_LINES + 20 }, (_, i) => `r${i},${i}`)];
    const records = parseAll(many.join('\r\n'));
    expect(records[1]).toEqual({ fields: ['"stray,1'], line: 2, error: 'unclosed_quote' });
    expect(records).toHaveLength(many.length);
    expect(records.at(-1)).toEqual({
      fields: [`r${MAX_QUOTED_LINES + 19}`, `${MAX_QUOTED_LINES + 19}`],
      line: many.length,
    });
    // A legitimate quoted field over several lines still reads as one value.
    expect(parseAll('a,b\n"1\n2\n3",x\n').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['1\n2\n3', 'x'],
    ]);
  });

  it('detects the delimiter outside quoted header names', () => {
    expect(detectDelimiter('"Ad, Soyad, Ünvan";E-posta')).toBe(';');
    expect(detectDelimiter('"a;b;c",email')).toBe(',');
    expect(detectDelimiter('ad\tsoyad')).toBe('\t');
  });
});
