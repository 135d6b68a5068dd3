import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { drainIngest } from './drain.service';
import { DRAIN_JOB } from './ingest.repository';

export const DRAIN_INGEST_JOB = defineJob({
  name: DRAIN_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await drainIngest(deps);
  },
});

// Monthly event partitions are created ahead of time (ARCHITECTURE "Scale").
export const EVENT_PARTITIONS_JOB = defineJob({
  name: 'tracking.event-partitions',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await deps.db.execute(sql`select ulak_ensure_event_partitions(0, 3)`);
  },
});

export const TRACKING_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: DRAIN_JOB, identifier: 'tracking-drain-safety-net' },
  { pattern: '17 3 * * *', job: EVENT_PARTITIONS_JOB.name, identifier: 'tracking-event-partitions' },
];
