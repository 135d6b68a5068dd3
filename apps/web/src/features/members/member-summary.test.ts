import { describe, expect, it } from 'vitest';
import { SOURCE_SLICES, STATUS_SLICES, countQuery, sourceChartData } from './member-summary';

describe('member summary', () => {
  it('asks for one row per slice', () => {
    expect(countQuery(STATUS_SLICES[1] ?? { key: '', query: {} })).toEqual({
      passive: 'false',
      blocked: 'false',
      page: 1,
      perPage: 1,
      sort: 'id',
      order: 'desc',
    });
    expect(SOURCE_SLICES.map((slice) => slice.key)).toEqual(['site', 'manual', 'csv', 'api']);
  });
  it('charts non-empty sources, largest first', () => {
    const data = sourceChartData(
      [
        { key: 'site', total: 3 },
        { key: 'manual', total: 0 },
        { key: 'csv', total: 9 },
        { key: 'api', total: undefined },
      ],
      (key) => key.toUpperCase(),
    );
    expect(data).toEqual([
      { name: 'CSV', value: 9, color: 'orange.6' },
      { name: 'SITE', value: 3, color: 'blue.6' },
    ]);
  });
});
