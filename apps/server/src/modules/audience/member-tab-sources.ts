import type { TPageMeta, TPageQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// Member detail tabs filled by modules above audience (widgets, messaging, iys): each registers its
// source at import, so audience never imports them back.
export type TMemberTabSource = (
  db: DbOrTx,
  accountId: number,
  memberId: number,
  q: TPageQuery,
) => Promise<{ data: unknown[]; meta: TPageMeta }>;

const sources = new Map<string, TMemberTabSource>();

export function registerMemberTabSource(
  tab: 'sending-history' | 'widget-interactions' | 'iys-logs' | 'order-feedback',
  source: TMemberTabSource,
) {
  sources.set(tab, source);
}

export const memberTabSource = (tab: string): TMemberTabSource | undefined => sources.get(tab);
