import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../../platform/jobs/job-registry';
import { pollSmsDeliveryReports } from './sms-reports.service';

export const SMS_REPORTS_JOB = defineJob({
  name: 'sms.delivery-reports',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    await pollSmsDeliveryReports(deps);
  },
});

export const SMS_REPORTS_CRON: CronDefinition = {
  pattern: '*/5 * * * *',
  job: SMS_REPORTS_JOB.name,
  identifier: 'sms-delivery-reports',
};
