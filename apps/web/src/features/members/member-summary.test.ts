import { describe, expect, it } from 'vitest';
import { sourceChartData, summaryFigures } from './member-summary';

describe('member summary', () => {
  it('lays out the total, each status and each source, undefined while loading', () => {
    const figures = summaryFigures({
      total: 7,
      statuses: { active: 4, passive: 2, blocked: 1 },
      sources: { site: 3, manual: 0, csv: 4, api: 0 },
    });
    expect(figures.statuses).toEqual([
      { key: 'total', total: 7 },
      { key: 'active', total: 4 },
      { key: 'passive', total: 2 },
      { key: 'blocked', total: 1 },
    ]);
    expect(figures.sources).toEqual([
      { key: 'site', total: 3 },
      { key: 'manual', total: 0 },
      { key: 'csv', total: 4 },
      { key: 'api', total: 0 },
    ]);
    const loading = summaryFigures(undefined);
    expect(loading.statuses.map((item) => item.key)).toEqual(['total', 'active', 'passive', 'blocked']);
    expect([...loading.statuses, ...loading.sources].every((item) => item.total === undefined)).toBe(true);
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
