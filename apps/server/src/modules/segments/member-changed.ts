import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { addJob } from '../../platform/jobs/add-job';

export const REFRESH_JOB = 'segments.refresh';
export const MEMBER_CHANGED_JOB = 'segments.member-changed';
export const ACTION_JOB = 'segments.action';
const BATCH_WINDOW_MS = 2_000;

// Audience and tracking call this when a member's data changed (event, tag, order, profile).
// Array payloads under one job_key are concatenated by graphile-worker and `preserve_run_at` keeps
// the first run time, so a burst of changes becomes one re-evaluation job a couple of seconds later.
// (The shared addJob helper has no job_key_mode, hence the direct call.)
export async function notifyMembersChanged(tx: DbOrTx, accountId: number, memberIds: number[]): Promise<void> {
  const ids = [...new Set(memberIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return;
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${MEMBER_CHANGED_JOB}::text,
    payload => ${JSON.stringify([{ accountId, memberIds: ids }])}::json,
    run_at => ${new Date(Date.now() + BATCH_WINDOW_MS).toISOString()}::timestamptz,
    job_key => ${`${MEMBER_CHANGED_JOB}:${accountId}`}::text,
    job_key_mode => 'preserve_run_at'
  )`);
}

export async function enqueueRefresh(tx: DbOrTx, accountId: number, segmentId: number): Promise<void> {
  await addJob(tx, REFRESH_JOB, { accountId, segmentId }, { jobKey: `${REFRESH_JOB}:${segmentId}` });
}
