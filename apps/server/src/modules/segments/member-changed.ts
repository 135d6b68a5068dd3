import type { DbOrTx } from '../../platform/db/database';
import { addJob } from '../../platform/jobs/add-job';

export const REFRESH_JOB = 'segments.refresh';
export const ACTION_JOB = 'segments.action';

export async function enqueueRefresh(tx: DbOrTx, accountId: number, segmentId: number): Promise<void> {
  await addJob(tx, REFRESH_JOB, { accountId, segmentId }, { jobKey: `${REFRESH_JOB}:${segmentId}` });
}
