import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../../platform/jobs/job-registry';
import { whatsappReceiptsRepository } from './whatsapp.repository';

// Meta retries a status webhook for about a week: receipts older than a month can no longer meet a retry.
const RECEIPT_DAYS = 30;

export const WHATSAPP_RECEIPTS_CLEANUP_JOB = defineJob({
  name: 'whatsapp.receipts-cleanup',
  payload: z.looseObject({}),
  async handle(_payload, deps) {
    const removed = await whatsappReceiptsRepository(deps.db).deleteOlderThan(RECEIPT_DAYS);
    if (removed > 0) deps.logger.info({ removed }, 'removed old WhatsApp status receipts');
  },
});

export const WHATSAPP_RECEIPTS_CLEANUP_CRON: CronDefinition = {
  pattern: '41 3 * * *',
  job: WHATSAPP_RECEIPTS_CLEANUP_JOB.name,
  identifier: 'whatsapp-receipts-cleanup',
};
