import type { TLoginDay } from '@ulak/shared/accounts';

// Server days (YYYY-MM-DD, count) to the heatmap's record; non-positive counts are left out.
export function activityToHeatmap(days: TLoginDay[] | undefined): { data: Record<string, number>; total: number } {
  const data: Record<string, number> = {};
  let total = 0;
  for (const day of days ?? []) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date) || !(day.count > 0)) continue;
    data[day.date] = (data[day.date] ?? 0) + day.count;
    total += day.count;
  }
  return { data, total };
}
