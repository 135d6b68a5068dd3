import { describe, expect, it } from 'vitest';
import { activityToHeatmap } from './activity-data';

describe('activityToHeatmap', () => {
  it('keeps positive days and sums the total', () => {
    expect(
      activityToHeatmap([
        { date: '2025-01-01', count: 2 },
        { date: '2025-01-02', count: 0 },
        { date: 'bad', count: 4 },
        { date: '2025-01-03', count: 1 },
      ]),
    ).toEqual({ data: { '2025-01-01': 2, '2025-01-03': 1 }, total: 3 });
    expect(activityToHeatmap(undefined)).toEqual({ data: {}, total: 0 });
  });
});
