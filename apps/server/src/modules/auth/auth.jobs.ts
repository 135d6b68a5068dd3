import { z } from 'zod';
import type { CronDefinition } from '../../platform/jobs/job-registry';
import { defineJob } from '../../platform/jobs/job-registry';
import { sessionsRepository } from './sessions.repository';
import { tokensRepository } from './tokens.repository';

// Hourly removal of long-ended sessions and spent one-time tokens.
export const AUTH_CLEANUP_JOB = defineJob({
  name: 'auth.cleanup',
  payload: z.looseObject({}),
  async handle(_payload, deps) {
    const sessions = await sessionsRepository(deps.db).deleteStale();
    const tokens = await tokensRepository(deps.db).deleteStale();
    if (sessions + tokens > 0) deps.logger.info({ sessions, tokens }, 'removed ended sessions and spent tokens');
  },
});

export const AUTH_CLEANUP_CRON: CronDefinition = {
  pattern: '17 * * * *',
  job: AUTH_CLEANUP_JOB.name,
  identifier: 'auth.cleanup',
};
