import { z } from 'zod';
import type { CronDefinition } from '../../platform/jobs/job-registry';
import { defineJob } from '../../platform/jobs/job-registry';
import { deleteStaleAuthFailures } from '../accounts';
import { sessionsRepository } from './sessions.repository';
import { tokensRepository } from './tokens.repository';

// Hourly removal of long-ended sessions, spent one-time tokens and forgotten runs of failed logins.
export const AUTH_CLEANUP_JOB = defineJob({
  name: 'auth.cleanup',
  payload: z.looseObject({}),
  async handle(_payload, deps) {
    const sessions = await sessionsRepository(deps.db).deleteStale();
    const tokens = await tokensRepository(deps.db).deleteStale();
    const failures = await deleteStaleAuthFailures(deps.db);
    if (sessions + tokens + failures > 0)
      deps.logger.info({ sessions, tokens, failures }, 'removed ended sessions, spent tokens and old login failures');
  },
});

export const AUTH_CLEANUP_CRON: CronDefinition = {
  pattern: '17 * * * *',
  job: AUTH_CLEANUP_JOB.name,
  identifier: 'auth.cleanup',
};
