import { z } from 'zod';
import { ZPageQuery } from '../http';
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
export type TSegment = {
  id: number;
  name: string;
  applicationId: number;
  kind: TSegmentKind;
  status: TSegmentStatus;
  platform: (typeof SEGMENT_PLATFORMS)[number];
  criteria: z.infer<typeof ZSegmentCriteria> | null;
  periodic: boolean;
  periodMinutes: number;
  memberCount: number;
  deviceCount: number;
  lastRunAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type TSegmentPreview = {
  count: number;
  sample: { id: number; name: string | null; surname: string | null; email: string | null }[];
};
export type TSegmentMember = {
  id: number;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  enteredAt: string;
};
export type TSegmentRefresh = { entered: number; left: number; memberCount: number };
export type TSegmentHistoryPoint = { day: string; entered: number; left: number; memberCount: number };
export type TSegmentAction = {
  id: number;
  segmentId: number | null;
  applicationId: number;
  kind: TSegmentActionKind;
  params: Record<string, unknown>;
  status: TSegmentActionStatus;
  total: number;
  processed: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
