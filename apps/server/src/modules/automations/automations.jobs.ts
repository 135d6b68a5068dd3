import { z } from 'zod';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { ADVANCE_JOB, advanceDue } from './engine/advance.service';
import { sweepDateTriggers } from './engine/date-triggers.service';
import { MEMBER_EVENTS_JOB, ZMemberEvent } from '../../platform/jobs/member-events';
import { handleJourneyEvents } from './engine/events.service';
import { WEBHOOK_JOB, WEBHOOK_MAX_ATTEMPTS, deliverWebhook } from './engine/webhooks.service';
import { pruneWebhookDeliveries } from './engine/incoming-webhooks.service';

const DATE_SWEEP_JOB = 'automations.date-triggers';
const PRUNE_DELIVERIES_JOB = 'automations.prune-webhook-deliveries';

export const AUTOMATION_JOBS = [
  defineJob({
    name: ADVANCE_JOB,
    payload: z.object({}).passthrough(),
    async handle(_payload, deps) {
      await advanceDue(deps);
    },
  }),
  defineJob({
    name: MEMBER_EVENTS_JOB,
    payload: z.object({ events: z.array(ZMemberEvent) }),
    maxAttempts: 10,
    async handle({ events }, deps) {
      await handleJourneyEvents(deps, events);
    },
  }),
  defineJob({
    name: WEBHOOK_JOB,
    payload: z.object({ id: z.number().int() }),
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    async handle({ id }, deps) {
      await deliverWebhook(deps, id);
    },
  }),
  defineJob({
    name: DATE_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    async handle(_payload, deps) {
      await sweepDateTriggers(deps);
    },
  }),
  defineJob({
    name: PRUNE_DELIVERIES_JOB,
    payload: z.object({}).passthrough(),
    async handle(_payload, deps) {
      await pruneWebhookDeliveries(deps);
    },
  }),
];

export const AUTOMATION_CRONS: CronDefinition[] = [
  // The safety net under the wake-up jobs each advance schedules.
  { pattern: '* * * * *', job: ADVANCE_JOB, identifier: 'automations-advance' },
  { pattern: '0 * * * *', job: DATE_SWEEP_JOB, identifier: 'automations-date-triggers' },
  { pattern: '17 3 * * *', job: PRUNE_DELIVERIES_JOB, identifier: 'automations-prune-webhook-deliveries' },
];
