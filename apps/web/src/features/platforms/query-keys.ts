import type { TStatsRange } from '@ulak/shared/platforms';

export const platformKeys = {
  all: ['platforms'] as const,
  list: () => ['platforms', 'list'] as const,
  detail: (id: number) => ['platforms', 'detail', id] as const,
  dataRequests: (id: number) => ['platforms', 'data-requests', id] as const,
  stats: (id: number, range: TStatsRange) => ['platforms', 'stats', id, range] as const,
};
