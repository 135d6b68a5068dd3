import { z } from 'zod';
import { ZHttpUrl } from '../urls';
import { ZPageQuery, ZTimestamp, pageEnvelope } from '../http';
import { ZTwoFactorMethod } from '../auth';
import { ZChannel } from '../messaging/channels';
import { ZMessageContent } from '../messaging/api';

// Campaign tasks (SPEC §3 Campaign task, §4 task period types, §9 hourly minutes / weekly days).
export const TASK_PERIOD_TYPES = [
  'static',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'webhook',
  'sync_segment',
] as const;
export const ZTaskPeriodType = z.enum(TASK_PERIOD_TYPES);
export type TTaskPeriodType = z.infer<typeof ZTaskPeriodType>;

export const TASK_STATUSES = ['active', 'passive'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

export const HOURLY_MINUTES = [0, 15, 30, 45] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const WEEKENDS = [6, 7] as const;
// A send to more recipients than this asks for the user's two-factor code first (task wizard).
export const TASK_VERIFICATION_THRESHOLD = 1_000;

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
// A local wall-clock date-time in the account's timezone: 2026-03-29T02:30.
const ZLocalDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'validation.date_time');
// ISO weekday numbers 1 (Monday) … 7 (Sunday), or the named sets of SPEC §9.
const ZWeekDays = z.union([
  z.literal('weekdays').transform(() => [...WEEKDAYS]),
  z.literal('weekends').transform(() => [...WEEKENDS]),
  z
    .array(z.number().int().min(1).max(7))
    .min(1)
    .transform((d) => [...new Set(d)].sort()),
]);

export const ZTaskSchedule = z.discriminatedUnion('periodType', [
  z.object({ periodType: z.literal('static'), at: ZLocalDateTime }),
  z.object({
    periodType: z.literal('hourly'),
    minute: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45)]),
  }),
  z.object({ periodType: z.literal('daily'), time: ZTime }),
  z.object({ periodType: z.literal('weekly'), days: ZWeekDays, time: ZTime }),
  // Days past the month's end run on its last day (31 → 28/29 February).
  z.object({ periodType: z.literal('monthly'), day: z.number().int().min(1).max(31), time: ZTime }),
  z.object({
    periodType: z.literal('yearly'),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    time: ZTime,
  }),
  z.object({ periodType: z.literal('webhook') }),
  z.object({ periodType: z.literal('sync_segment') }),
]);
export type TTaskSchedule = z.infer<typeof ZTaskSchedule>;
export type TTaskScheduleDraft = z.input<typeof ZTaskSchedule>;

export const ZTaskExtra = z.object({
  targetUrl: ZHttpUrl.nullable().default(null),
  imageUrl: ZHttpUrl.nullable().default(null),
  iconUrl: ZHttpUrl.nullable().default(null),
  sound: z.string().trim().max(100).nullable().default(null),
});
export type TTaskExtra = z.infer<typeof ZTaskExtra>;

// Who a task sends to: a segment, or every member (confirmed explicitly, SPEC §5).
export const ZTaskAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('segment'), segmentId: z.number().int().positive('validation.segment_required') }),
  z.object({ kind: z.literal('all'), confirmAll: z.literal(true) }),
]);
export type TTaskAudience = z.infer<typeof ZTaskAudience>;

export const ZTaskInput = z
  .object({
    title: z.string().trim().min(1, 'validation.title_required').max(200),
    campaignId: z.number().int().positive('validation.campaign_required'),
    channel: ZChannel,
    audience: ZTaskAudience,
    // Content title and content per language (subject/html for email, body for the others).
    content: ZMessageContent,
    extra: ZTaskExtra.default({ targetUrl: null, imageUrl: null, iconUrl: null, sound: null }),
    schedule: ZTaskSchedule,
    // Chain: this task's completion triggers that task.
    triggerTaskId: z.number().int().positive().nullable().default(null),
    status: z.enum(TASK_STATUSES).default('active'),
    // Updating a static task that already ran resends it: the client must acknowledge it.
    confirmResend: z.boolean().default(false),
    // Two-factor code, required when the audience is larger than the verification threshold.
    verificationCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  })
  .refine((v) => v.schedule.periodType !== 'sync_segment' || v.audience.kind === 'segment', {
    message: 'validation.segment_required',
    path: ['audience'],
  });
export type TTaskInput = z.infer<typeof ZTaskInput>;
export type TTaskInputDraft = z.input<typeof ZTaskInput>;

export const ZTaskListQuery = ZPageQuery.extend({
  campaignId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  // list = upcoming/active, old = finished (static tasks that ran, passive ones).
  view: z.enum(['all', 'list', 'old']).default('all'),
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

export const ZAudienceCountInput = z.object({ audience: ZTaskAudience, channel: ZChannel.optional() });
export type TAudienceCountInput = z.infer<typeof ZAudienceCountInput>;

export const TASK_RUN_STATUSES = ['queued', 'running', 'sent', 'skipped', 'failed'] as const;
export type TTaskRunStatus = (typeof TASK_RUN_STATUSES)[number];
export const TASK_RUN_TRIGGERS = ['schedule', 'webhook', 'sync_segment', 'chain', 'manual'] as const;
export type TTaskRunTrigger = (typeof TASK_RUN_TRIGGERS)[number];

// What a run came to, from its messages once handed to the send pipeline (its status says only that
// the run was handed over): sending while messages wait, then sent, partial (some failed), failed
// (none sent, some failed), skipped (every message held back by the send rules) or empty (no recipient).
export const TASK_RUN_OUTCOMES = [
  'queued',
  'running',
  'sending',
  'sent',
  'partial',
  'failed',
  'skipped',
  'empty',
] as const;
export type TTaskRunOutcome = (typeof TASK_RUN_OUTCOMES)[number];

// A run's messages by how they ended: sent (bounces included, also counted apart), failed (the
// provider refused, rendering failed, retries ran out, the channel is not set up), skipped (held back
// by a send rule: permission, consent, suppression, frequency cap, package quota), pending (not yet done).
const count = z.number().int();
export const ZTaskRunTally = z.object({
  total: count,
  pending: count.describe('Not yet done'),
  sent: count.describe('Bounces included, also counted apart'),
  failed: count,
  skipped: count.describe('Held back by a send rule'),
  bounced: count,
});
export type TTaskRunTally = z.infer<typeof ZTaskRunTally>;

export const ZTask = z.object({
  id: z.number().int(),
  title: z.string(),
  campaignId: z.number().int(),
  campaignName: z.string(),
  channel: ZChannel,
  audience: z.custom<TTaskAudience>().describe('Who receives it, as the request body gives it'),
  segmentName: z.string().nullable(),
  content: z.custom<z.infer<typeof ZMessageContent>>().describe('The message, as the request body gives it'),
  extra: z.custom<TTaskExtra>().describe('Send options, as the request body gives them'),
  schedule: z.custom<TTaskSchedule>().describe('When it runs, as the request body gives it'),
  periodType: ZTaskPeriodType,
  triggerTaskId: z.number().int().nullable(),
  status: z.enum(TASK_STATUSES),
  requeueCount: count,
  runCount: count,
  nextRunAt: ZTimestamp.nullable(),
  lastRunAt: ZTimestamp.nullable(),
  webhookUrl: z.string().nullable(),
  timezone: z.string(),
  createdAt: ZTimestamp,
});
export type TTask = z.infer<typeof ZTask>;
export const ZTaskPage = pageEnvelope(ZTask);

export const ZTaskRun = z.object({
  id: z.number().int(),
  slot: z.string(),
  trigger: z.enum(TASK_RUN_TRIGGERS),
  status: z.enum(TASK_RUN_STATUSES),
  recipients: count,
  sendRunId: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  startedAt: ZTimestamp.nullable(),
  finishedAt: ZTimestamp.nullable(),
  counts: z.record(z.string(), z.number()),
  outcome: z.enum(TASK_RUN_OUTCOMES),
  tally: ZTaskRunTally,
});
export type TTaskRun = z.infer<typeof ZTaskRun>;
export const ZTaskRunPage = pageEnvelope(ZTaskRun);

// Whether a send needs the owner's two-factor code (more recipients than the threshold, 2FA on).
export const ZVerificationNeed = z.object({
  required: z.boolean(),
  recipients: count,
  threshold: count,
  method: ZTwoFactorMethod.nullable(),
});
export type TVerificationNeed = z.infer<typeof ZVerificationNeed>;

// The webhook call's body: optional recipients and the variables templates read as `webhook.<name>`.
export const ZWebhookPayload = z.object({
  memberIds: z.array(z.number().int().positive()).max(10_000).optional(),
  emails: z.array(z.string().trim().toLowerCase().max(254)).max(10_000).optional(),
  variables: z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean()])).default({}),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
// The webhook call's answer: the run it queued, or the run of the first call it repeats.
export const ZWebhookResult = z.object({
  runId: z.number().int(),
  duplicate: z.boolean().describe('The call repeated an earlier one (same Idempotency-Key or body): no new send'),
});
export type TWebhookResult = z.infer<typeof ZWebhookResult>;
