import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { RUN_TASK_JOB, executeTaskRun, scheduleDueTasks, syncSegmentTasks } from './scheduler.service';

const DUE_JOB = 'campaigns.schedule-due';
const SYNC_JOB = 'campaigns.sync-segments';

export const CAMPAIGN_RUN_TASK_JOB = defineJob({
  name: RUN_TASK_JOB,
  payload: z.object({ accountId: z.number().int(), runId: z.number().int() }),
  maxAttempts: 10,
  async handle({ accountId, runId }, deps) {
    await executeTaskRun(deps, accountId, runId);
  },
});

export const CAMPAIGN_SCHEDULE_DUE_JOB = defineJob({
  name: DUE_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await scheduleDueTasks(deps, new Date());
  },
});

export const CAMPAIGN_SYNC_SEGMENTS_JOB = defineJob({
  name: SYNC_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await syncSegmentTasks(deps);
  },
});

export const CAMPAIGN_JOBS = [CAMPAIGN_RUN_TASK_JOB, CAMPAIGN_SCHEDULE_DUE_JOB, CAMPAIGN_SYNC_SEGMENTS_JOB];
export const CAMPAIGN_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: DUE_JOB, identifier: 'campaigns-schedule-due' },
  { pattern: '* * * * *', job: SYNC_JOB, identifier: 'campaigns-sync-segments' },
];
