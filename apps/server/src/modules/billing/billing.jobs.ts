import { z } from 'zod';
import type { CronDefinition } from '../../platform/jobs/job-registry';
import { defineJob } from '../../platform/jobs/job-registry';
import { renewDuePackets } from './renewals.service';

// Hourly: main packets with auto-payment that ended in the last 24 h are renewed with the saved card.
export const RENEW_PACKETS_JOB = defineJob({
  name: 'billing.renew-packets',
  payload: z.object({}).passthrough(),
  maxAttempts: 3,
  handle: async (_payload, deps) => {
    const result = await renewDuePackets(deps);
    if (result.renewed + result.failed > 0) deps.logger.info(result, 'packet renewals');
  },
});

export const RENEW_PACKETS_CRON: CronDefinition = {
  pattern: '7 * * * *',
  job: RENEW_PACKETS_JOB.name,
  identifier: 'billing.renew-packets',
};
