import { MEMBER_SOURCES } from '@ulak/shared/audience-keys';
import type { TMemberSummary } from './types';

// One card or donut slice: its key (a status or a source) and its figure, undefined while the summary loads.
export type TSummaryFigure = { key: string; total: number | undefined };

const STATUS_KEYS = ['active', 'passive', 'blocked'] as const;

// The summary's figures in the order the screen shows them: the total first, then each status, and each source.
export function summaryFigures(summary: TMemberSummary | undefined): {
  statuses: TSummaryFigure[];
  sources: TSummaryFigure[];
} {
  return {
    statuses: [
      { key: 'total', total: summary?.total },
      ...STATUS_KEYS.map((key) => ({ key, total: summary?.statuses[key] })),
    ],
    sources: MEMBER_SOURCES.map((key) => ({ key, total: summary?.sources[key] })),
  };
}

export const SOURCE_COLORS: Record<string, string> = {
  site: 'blue.6',
  manual: 'teal.6',
  csv: 'orange.6',
  api: 'grape.6',
};

// Donut data: only sources that have members, largest first.
export function sourceChartData(
  counts: TSummaryFigure[],
  label: (key: string) => string,
): { name: string; value: number; color: string }[] {
  return counts
    .filter((item): item is { key: string; total: number } => (item.total ?? 0) > 0)
    .sort((a, b) => b.total - a.total)
    .map((item) => ({ name: label(item.key), value: item.total, color: SOURCE_COLORS[item.key] ?? 'gray.6' }));
}
