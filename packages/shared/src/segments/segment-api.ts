import { z } from 'zod';
import { ZPageQuery, ZTimestamp, pageEnvelope } from '../http';
import { ZSegmentCriteria } from './criteria';

// Segments and their actions (SPEC §3/§4 Segment): the API inputs shared by server and web.
export const SEGMENT_KINDS = ['empty', 'dynamic'] as const;
export const SEGMENT_STATUSES = ['active', 'passive'] as const;
export const SEGMENT_PLATFORMS = ['all', 'web', 'ios', 'android'] as const;
export const SEGMENT_ACTION_KINDS = ['add_tag', 'remove_tag', 'move', 'export'] as const;
export const SEGMENT_ACTION_STATUSES = ['in_queue', 'running', 'success', 'failed'] as const;
export const SEGMENT_PERIOD_MIN_MINUTES = 15;
export const SEGMENT_SAMPLE_SIZE = 10;
export const SEGMENT_MEMBER_IDS_MAX = 10_000;

export type TSegmentKind = (typeof SEGMENT_KINDS)[number];
export type TSegmentStatus = (typeof SEGMENT_STATUSES)[number];
export type TSegmentActionKind = (typeof SEGMENT_ACTION_KINDS)[number];
export type TSegmentActionStatus = (typeof SEGMENT_ACTION_STATUSES)[number];

export const ZSegmentInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  applicationId: z.coerce.number().int().positive('validation.fill_all_fields'),
  kind: z.enum(SEGMENT_KINDS).default('dynamic'),
  platform: z.enum(SEGMENT_PLATFORMS).default('all'),
  criteria: ZSegmentCriteria.nullable().default(null),
  periodic: z.boolean().default(true),
  periodMinutes: z
    .number()
    .int()
    .min(SEGMENT_PERIOD_MIN_MINUTES)
    .max(60 * 24 * 30)
    .default(60),
});
export type TSegmentInput = z.infer<typeof ZSegmentInput>;
export type TSegmentInputDraft = z.input<typeof ZSegmentInput>;

export const ZSegmentListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(SEGMENT_STATUSES).optional(),
  kind: z.enum(SEGMENT_KINDS).optional(),
  applicationId: z.coerce.number().int().positive().optional(),
});
export type TSegmentListQuery = z.infer<typeof ZSegmentListQuery>;

export const ZSegmentPreviewInput = z.object({
  criteria: ZSegmentCriteria,
  applicationId: z.coerce.number().int().positive().nullable().default(null),
  // The segment being edited: a criterion may not refer to it.
  segmentId: z.coerce.number().int().positive().nullable().default(null),
});
export type TSegmentPreviewInput = z.infer<typeof ZSegmentPreviewInput>;

export const ZSegmentMemberIdsInput = z.object({
  memberIds: z.array(z.number().int().positive()).min(1, 'validation.fill_all_fields').max(SEGMENT_MEMBER_IDS_MAX),
});
export type TSegmentMemberIdsInput = z.infer<typeof ZSegmentMemberIdsInput>;

export const ZSegmentActionInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['add_tag', 'remove_tag']),
    tag: z.string().trim().min(1, 'validation.fill_all_fields').max(100),
    value: z.string().max(1000).nullable().default(null),
  }),
  z.object({ kind: z.literal('move'), targetSegmentId: z.number().int().positive() }),
  z.object({ kind: z.literal('export') }),
]);
export type TSegmentActionInput = z.infer<typeof ZSegmentActionInput>;

export const ZSegmentActionParams = z.object({
  applicationId: z.coerce.number().int().positive(),
  actionId: z.coerce.number().int().positive(),
});

// What the API answers.
export const ZSegment = z.object({
  id: z.number().int(),
  name: z.string(),
  applicationId: z.number().int(),
  kind: z.enum(SEGMENT_KINDS).describe('empty: members added by hand; dynamic: members matched by the criteria'),
  status: z.enum(SEGMENT_STATUSES),
  platform: z.enum(SEGMENT_PLATFORMS),
  criteria: z
    .custom<z.infer<typeof ZSegmentCriteria>>()
    .nullable()
    .describe('The criteria tree of a dynamic segment, as the request body gives it'),
  periodic: z.boolean(),
  periodMinutes: z.number().int(),
  memberCount: z.number().int(),
  deviceCount: z.number().int(),
  lastRunAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TSegment = z.infer<typeof ZSegment>;
export const ZSegmentPreview = z.object({
  count: z.number().int().describe('Members the criteria match now'),
  sample: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      surname: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type TSegmentPreview = z.infer<typeof ZSegmentPreview>;
export const ZSegmentMember = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  enteredAt: ZTimestamp,
});
export type TSegmentMember = z.infer<typeof ZSegmentMember>;
export const ZSegmentRefresh = z.object({
  entered: z.number().int(),
  left: z.number().int(),
  memberCount: z.number().int(),
});
export type TSegmentRefresh = z.infer<typeof ZSegmentRefresh>;
export const ZSegmentHistoryPoint = ZSegmentRefresh.extend({ day: z.string().describe('YYYY-MM-DD') });
export type TSegmentHistoryPoint = z.infer<typeof ZSegmentHistoryPoint>;
export const ZSegmentAction = z.object({
  id: z.number().int(),
  segmentId: z.number().int().nullable(),
  applicationId: z.number().int(),
  kind: z.enum(SEGMENT_ACTION_KINDS),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(SEGMENT_ACTION_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  startedAt: ZTimestamp.nullable(),
  finishedAt: ZTimestamp.nullable(),
});
export type TSegmentAction = z.infer<typeof ZSegmentAction>;
export const ZSegmentPage = pageEnvelope(ZSegment);
export const ZSegmentMemberPage = pageEnvelope(ZSegmentMember);
export const ZSegmentCsvResult = z.object({
  rows: z.number().int().describe('Distinct values in the file'),
  matched: z.number().int().describe('Members found by them'),
  added: z.number().int().describe('Members newly added'),
});
