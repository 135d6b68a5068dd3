import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Evaluating a segment hashes member ids: a refresh diffs the new and the current membership
// (500,000 ids ≈ 25 MB), an event criterion counts events per member, the device count hashes the
// account's devices. With the default 4 MB they spill to temporary files. For the current
// transaction only (refresh and preview run in one; refresh jobs run a few at a time).
export async function useEvaluationMemory(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
}
