import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { markCouponsUsed } from './coupons.service';

const MARK_USED_JOB = 'coupons.mark-used';
// Orders created within this window are matched again each minute (late ingests, imports).
const LOOKBACK_MS = 2 * 60 * 60 * 1000;

export const COUPONS_MARK_USED_JOB = defineJob({
  name: MARK_USED_JOB,
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await markCouponsUsed(deps.db, null, new Date(Date.now() - LOOKBACK_MS));
  },
});

export const COUPON_JOBS = [COUPONS_MARK_USED_JOB];
export const COUPON_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: MARK_USED_JOB, identifier: 'coupons-mark-used' },
];
