import { z } from 'zod';
import type { CronDefinition } from '../../platform/jobs/job-registry';
import { defineJob } from '../../platform/jobs/job-registry';
import { PLAN_LIMITS_JOB_NAME, reconcileEndedPackets, reconcilePlanAccounts } from './packets.service';
import { renewDuePackets } from './renewals.service';

// Hourly: main packets with auto-payment that ended in the last 24 h are renewed with the saved card;
// then the accounts whose packets ran out have their member and device limits reconciled.
export const RENEW_PACKETS_JOB = defineJob({
  name: 'billing.renew-packets',
  payload: z.object({}).passthrough(),
  maxAttempts: 3,
  handle: async (_payload, deps) => {
    const result = await renewDuePackets(deps);
    if (result.renewed + result.failed > 0) deps.logger.info(result, 'packet renewals');
    const ended = await reconcileEndedPackets(deps.db);
    if (ended > 0) deps.logger.info({ accounts: ended }, 'limits reconciled after packets ended');
  },
});

export const RENEW_PACKETS_CRON: CronDefinition = {
  pattern: '7 * * * *',
  job: RENEW_PACKETS_JOB.name,
  identifier: 'billing.renew-packets',
};

// After an admin edited a plan: every account on it has its member and device limits reconciled.
export const PLAN_LIMITS_JOB = defineJob({
  name: PLAN_LIMITS_JOB_NAME,
  payload: z.object({ code: z.string().min(1).max(40) }),
  maxAttempts: 3,
  handle: async (payload, deps) => {
    const accounts = await reconcilePlanAccounts(deps.db, payload.code);
    deps.logger.info({ plan: payload.code, accounts }, 'plan limits reconciled');
  },
});
