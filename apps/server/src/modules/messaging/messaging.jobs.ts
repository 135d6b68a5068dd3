import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { messagesRepository } from './messages.repository';
import { SEND_BATCH_JOB_NAME } from './recipients.repository';
import { ANALYZE_MESSAGES_JOB_NAME } from './send-runs.service';
import { RECOVER_ATTEMPTS_JOB_NAME, recoverAttemptsLoop, recoverStuckSends, sendBatch } from './send-batch.service';

const ZSendBatchPayload = z.object({
  accountId: z.number().int().positive(),
  runId: z.number().int().positive(),
  runMonth: z.string().regex(/^\d{4}-\d{2}-01$/),
  fromId: z.number().int().positive(),
  toId: z.number().int().positive(),
});

// Idempotent: a repeated job claims only what is still sendable (see send-batch.service.ts).
export const SEND_BATCH_JOB = defineJob({
  name: SEND_BATCH_JOB_NAME,
  payload: ZSendBatchPayload,
  maxAttempts: 25,
  handle: (payload, deps) => sendBatch(deps, payload),
});

export const RECOVER_SENDS_JOB = defineJob({
  name: 'messaging.recover-sends',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await recoverStuckSends(deps);
    // Restarts the fast loop if it stopped (e.g. its job died with a worker); this turn skips the full check.
    await recoverAttemptsLoop(deps, 1);
  },
});

// Every few seconds while a send runs (see send-batch.service.ts): a dead worker's attempts are resumed within
// seconds of their lease, not at the next minute.
export const RECOVER_ATTEMPTS_JOB = defineJob({
  name: RECOVER_ATTEMPTS_JOB_NAME,
  payload: z.object({ turn: z.number().int().min(0).optional() }).passthrough(),
  handle: (payload, deps) => recoverAttemptsLoop(deps, payload.turn ?? 0),
});

export const MESSAGE_PARTITIONS_JOB = defineJob({
  name: 'messaging.message-partitions',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await deps.db.execute(sql`select ulak_ensure_message_partitions(0, 3)`);
  },
});

// Statistics for the send jobs' plans right after a big fan-out (see ANALYZE_AFTER_FAN_OUT).
export const ANALYZE_MESSAGES_JOB = defineJob({
  name: ANALYZE_MESSAGES_JOB_NAME,
  payload: z.object({ runMonth: z.string().regex(/^\d{4}-\d{2}-01$/) }),
  async handle(payload, deps) {
    await messagesRepository.analyzePartition(deps.db, payload.runMonth);
  },
});

export const MESSAGING_JOBS = [
  SEND_BATCH_JOB,
  RECOVER_SENDS_JOB,
  RECOVER_ATTEMPTS_JOB,
  MESSAGE_PARTITIONS_JOB,
  ANALYZE_MESSAGES_JOB,
];

export const MESSAGING_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: RECOVER_SENDS_JOB.name, identifier: 'messaging-recover-sends' },
  { pattern: '23 3 * * *', job: MESSAGE_PARTITIONS_JOB.name, identifier: 'messaging-message-partitions' },
];
