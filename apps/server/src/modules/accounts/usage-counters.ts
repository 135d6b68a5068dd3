import type { DbOrTx } from '../../platform/db/database';

export type TAccountUsage = { campaign_count: number; segment_count: number; task_count: number };

// The counts shown on the profile. Each is 0 until its module exists: the campaigns and segments
// modules replace the matching counter here with their own repository count.
const COUNTERS: { [K in keyof TAccountUsage]: (db: DbOrTx, accountId: number) => Promise<number> } = {
  campaign_count: async () => 0,
  segment_count: async () => 0,
  task_count: async () => 0,
};

export async function countAccountUsage(db: DbOrTx, accountId: number): Promise<TAccountUsage> {
  const [campaign_count, segment_count, task_count] = await Promise.all([
    COUNTERS.campaign_count(db, accountId),
    COUNTERS.segment_count(db, accountId),
    COUNTERS.task_count(db, accountId),
  ]);
  return { campaign_count, segment_count, task_count };
}
