import type { DbOrTx } from '../../platform/db/database';

export type TAccountUsage = { campaign_count: number; segment_count: number; task_count: number };

type TCounter = (db: DbOrTx, accountId: number) => Promise<number>;

// The counts shown on the profile and the dashboard. The campaigns and segments modules register
// their own repository count here when they load (accounts cannot import them: they import accounts).
const COUNTERS: { [K in keyof TAccountUsage]: TCounter } = {
  campaign_count: async () => 0,
  segment_count: async () => 0,
  task_count: async () => 0,
};

export function registerUsageCounter(key: keyof TAccountUsage, counter: TCounter): void {
  COUNTERS[key] = counter;
}

export async function countAccountUsage(db: DbOrTx, accountId: number): Promise<TAccountUsage> {
  const [campaign_count, segment_count, task_count] = await Promise.all([
    COUNTERS.campaign_count(db, accountId),
    COUNTERS.segment_count(db, accountId),
    COUNTERS.task_count(db, accountId),
  ]);
  return { campaign_count, segment_count, task_count };
}
