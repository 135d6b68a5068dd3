import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

// A member's data changed (event, tag, order, profile): published by audience and tracking in their own
// transaction, handled by segments (re-evaluation). The publishers import nothing of their subscriber.
export const MEMBERS_CHANGED_JOB = 'members.changed';
const BATCH_WINDOW_MS = 2_000;

// Array payloads under one job_key are concatenated by graphile-worker and `preserve_run_at` keeps the
// first run time, so a burst of changes becomes one job a couple of seconds later.
// (The shared addJob helper has no job_key_mode, hence the direct call.)
export async function publishMembersChanged(tx: DbOrTx, accountId: number, memberIds: number[]): Promise<void> {
  const ids = [...new Set(memberIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return;
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${MEMBERS_CHANGED_JOB}::text,
    payload => ${JSON.stringify([{ accountId, memberIds: ids }])}::json,
    run_at => ${new Date(Date.now() + BATCH_WINDOW_MS).toISOString()}::timestamptz,
    job_key => ${`${MEMBERS_CHANGED_JOB}:${accountId}`}::text,
    job_key_mode => 'preserve_run_at'
  )`);
}
