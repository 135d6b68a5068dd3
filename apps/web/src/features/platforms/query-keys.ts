import type { TStatsRange } from '@ulak/shared/platforms';

export const platformKeys = {
  // The shop an embedded Shopify page belongs to, read from its session token before anyone signs in.
  embeddedShop: (sessionToken: string) => ['shopify-embedded', sessionToken] as const,
  all: ['platforms'] as const,
  list: () => ['platforms', 'list'] as const,
  detail: (id: number) => ['platforms', 'detail', id] as const,
  dataRequests: (id: number) => ['platforms', 'data-requests', id] as const,
  stats: (id: number, range: TStatsRange) => ['platforms', 'stats', id, range] as const,
};
