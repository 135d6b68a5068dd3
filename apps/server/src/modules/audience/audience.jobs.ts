import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { foldMemberCounts } from './members.repository';

export const FOLD_MEMBER_COUNTS_JOB = defineJob({
  name: 'audience.fold-member-counts',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await foldMemberCounts(deps.db);
  },
});

export const FOLD_MEMBER_COUNTS_CRON: CronDefinition = {
  pattern: '* * * * *',
  job: FOLD_MEMBER_COUNTS_JOB.name,
  identifier: 'audience-fold-member-counts',
};
