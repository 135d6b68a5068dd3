import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { MEMBERS_CHANGED_JOB } from '../../platform/jobs/members-changed';
import { ACTION_JOB, REFRESH_JOB, enqueueRefresh } from './member-changed';
import { reevaluateMembers, refreshSegment } from './refresh.service';
import { runSegmentAction } from './segment-actions.service';
import { segmentsRepository } from './segments.repository';

const DUE_JOB = 'segments.refresh-due';
const PARTITIONS_JOB = 'segments.change-partitions';
const DUE_BATCH = 500;
const MEMBER_CHUNK = 1_000;

export const SEGMENT_REFRESH_JOB = defineJob({
  name: REFRESH_JOB,
  payload: z.object({ accountId: z.number().int(), segmentId: z.number().int() }),
  async handle({ accountId, segmentId }, deps) {
    // A segment made passive after this job was queued stays as it is.
    await refreshSegment(deps.db, accountId, segmentId, new Date(), true);
  },
});

// Every minute: enqueue a (job_key-deduped) refresh for each due active dynamic segment.
export const SEGMENT_REFRESH_DUE_JOB = defineJob({
  name: DUE_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    const due = await segmentsRepository(deps.db).due(new Date(), DUE_BATCH);
    for (const s of due) await enqueueRefresh(deps.db, s.accountId, s.id);
  },
});

// Batched member changes (members.changed, published by audience and tracking), possibly of several
// accounts (concatenated array payloads).
export const SEGMENT_MEMBER_CHANGED_JOB = defineJob({
  name: MEMBERS_CHANGED_JOB,
  payload: z.array(z.object({ accountId: z.number().int(), memberIds: z.array(z.number().int()) })),
  async handle(items, deps) {
    const byAccount = new Map<number, Set<number>>();
    for (const item of items) {
      const ids = byAccount.get(item.accountId) ?? new Set<number>();
      for (const id of item.memberIds) ids.add(id);
      byAccount.set(item.accountId, ids);
    }
    for (const [accountId, ids] of byAccount) {
      const all = [...ids];
      for (let i = 0; i < all.length; i += MEMBER_CHUNK)
        await reevaluateMembers(deps.db, accountId, all.slice(i, i + MEMBER_CHUNK));
    }
  },
});

export const SEGMENT_ACTION_JOB = defineJob({
  name: ACTION_JOB,
  payload: z.object({ accountId: z.number().int(), actionId: z.number().int() }),
  maxAttempts: 3,
  async handle({ accountId, actionId }, deps) {
    await runSegmentAction(deps, accountId, actionId);
  },
});

export const SEGMENT_PARTITIONS_JOB = defineJob({
  name: PARTITIONS_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await deps.db.execute(sql`select ulak_ensure_segment_change_partitions(0, 3)`);
  },
});

export const SEGMENT_JOBS = [
  SEGMENT_REFRESH_JOB,
  SEGMENT_REFRESH_DUE_JOB,
  SEGMENT_MEMBER_CHANGED_JOB,
  SEGMENT_ACTION_JOB,
  SEGMENT_PARTITIONS_JOB,
];
export const SEGMENT_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: DUE_JOB, identifier: 'segments-refresh-due' },
  { pattern: '23 3 * * *', job: PARTITIONS_JOB, identifier: 'segments-change-partitions' },
];
