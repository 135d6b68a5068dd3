import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { NEW_MEMBERS_JOB, RUN_STEP_JOB, runVerificationStep, verifyNewMembers } from './email-verification.service';

export const EMAIL_VERIFICATION_JOBS = [
  defineJob({
    name: RUN_STEP_JOB,
    payload: z.object({ accountId: z.number().int(), runId: z.number().int() }),
    async handle({ accountId, runId }, deps) {
      await runVerificationStep(deps, accountId, runId);
    },
  }),
  defineJob({
    name: NEW_MEMBERS_JOB,
    payload: z.object({}).passthrough(),
    async handle(_payload, deps) {
      await verifyNewMembers(deps);
    },
  }),
];

export const EMAIL_VERIFICATION_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: NEW_MEMBERS_JOB, identifier: 'email-verification-new-members' },
];
