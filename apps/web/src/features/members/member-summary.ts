import { MEMBER_SOURCES } from '@ulak/shared/audience-keys';
import type { TListQuery } from './member-list-state';

// The members summary counts with the list endpoint itself: one filtered page of one row, read meta.total.
export type TSummarySlice = { key: string; query: TListQuery };

export const STATUS_SLICES: TSummarySlice[] = [
  { key: 'total', query: {} },
  { key: 'active', query: { passive: 'false', blocked: 'false' } },
  { key: 'passive', query: { passive: 'true' } },
  { key: 'blocked', query: { blocked: 'true' } },
];

export const SOURCE_SLICES: TSummarySlice[] = MEMBER_SOURCES.map((source) => ({ key: source, query: { source } }));

export function countQuery(slice: TSummarySlice): TListQuery {
  return { ...slice.query, page: 1, perPage: 1, sort: 'id', order: 'desc' };
}

export const SOURCE_COLORS: Record<string, string> = {
  site: 'blue.6',
  manual: 'teal.6',
  csv: 'orange.6',
  api: 'grape.6',
};

// Donut data: only sources that have members, largest first.
export function sourceChartData(
  counts: { key: string; total: number | undefined }[],
  label: (key: string) => string,
): { name: string; value: number; color: string }[] {
  return counts
    .filter((item): item is { key: string; total: number } => (item.total ?? 0) > 0)
    .sort((a, b) => b.total - a.total)
    .map((item) => ({ name: label(item.key), value: item.total, color: SOURCE_COLORS[item.key] ?? 'gray.6' }));
}
