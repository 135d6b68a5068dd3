import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, keysetCsv } from './csv-writer';

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

describe('keysetCsv', () => {
  it('streams every row once across pages, reading each page after the last cursor', async () => {
    const ids = Array.from({ length: 12_001 }, (_, i) => 12_001 - i);
    const asked: (number | null)[] = [];
    const stream = keysetCsv({
      header: ['id', 'note'],
      page: async (before: number | null, limit) => {
        asked.push(before);
        return ids.filter((id) => before === null || id < before).slice(0, limit);
      },
      cursor: (id) => id,
      cells: (id) => [id, id === 7 ? '=cmd' : 'ok'],
    });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFid,note');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ids);
    expect(lines).toContain("7,'=cmd");
    expect(asked).toEqual([null, 7_002, 2_002]);
  });
});
