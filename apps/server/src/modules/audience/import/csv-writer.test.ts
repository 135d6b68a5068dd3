import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-writer';

describe('CSV writer', () => {
  it('neutralises formula cells and quotes what needs quoting', () => {
    expect(['=1+1', '+90532', '-5', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+90532",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['Ayşe', 3, true])).toBe('Ayşe,3,true\r\n');
  });
});
