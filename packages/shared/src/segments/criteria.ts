import { z } from 'zod';
import { DEVICE_PLATFORMS } from '../audience';
import { ZIsoDay } from '../http';
import { EMAIL_VERIFICATION_CLASSES } from '../audience-keys';

// Segment criteria (SPEC §3 Segment): criteria in blocks; inside a block they combine with AND and
// blocks with OR by default, both operators configurable. The server compiles this to one SQL query.
export const COMPARE_OPERATORS = [
  'equal',
  'not_equal',
  'greater_than',
  'less_than',
  'greater_than_or_equal',
  'less_than_or_equal',
] as const;
export const TEXT_OPERATORS = [...COMPARE_OPERATORS, 'contains', 'exists', 'not_exists'] as const;
export const DATE_OPERATORS = [...COMPARE_OPERATORS, 'exists', 'not_exists'] as const;
// A birth date's anniversary, whatever the year: "birthdays this month / today".
export const ANNIVERSARY_OPERATORS = ['anniversary_this_month', 'anniversary_today'] as const;
export const LOGIC_OPERATORS = ['and', 'or'] as const;

export type TCompareOperator = (typeof COMPARE_OPERATORS)[number];
export type TTextOperator = (typeof TEXT_OPERATORS)[number];
export type TDateOperator = (typeof DATE_OPERATORS)[number];

// The value kind of each profile field decides its operators and its input in the builder.
export const MEMBER_FIELDS = {
  name: 'text',
  surname: 'text',
  email: 'text',
  phone: 'text',
  city: 'text',
  district: 'text',
  country: 'text',
  customer_id: 'text',
  gender: 'enum',
  language: 'enum',
  source: 'enum',
  age: 'number',
  error_count: 'number',
  birth_date: 'date',
  created_at: 'date',
  last_login: 'date',
  sms_active: 'boolean',
  email_active: 'boolean',
  whatsapp_active: 'boolean',
  call_active: 'boolean',
  blocked: 'boolean',
} as const;
export const DEVICE_FIELDS = {
  platform: 'enum',
  language: 'text',
  push_approved: 'boolean',
  created_at: 'date',
  last_seen_at: 'date',
} as const;
export type TMemberField = keyof typeof MEMBER_FIELDS;
export type TDeviceField = keyof typeof DEVICE_FIELDS;
export type TFieldKind = 'text' | 'enum' | 'number' | 'date' | 'boolean';

const keysOf = <T extends Record<string, unknown>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

// A date value: a calendar day, or N days before the evaluation time (negative: ahead).
export const ZDateValue = z.union([
  z.object({ date: ZIsoDay }),
  z.object({ daysAgo: z.number().int().min(-36_500).max(36_500) }),
]);
export type TDateValue = z.infer<typeof ZDateValue>;

const ZScalar = z.union([z.string().max(500), z.number(), z.boolean()]);
export type TScalar = z.infer<typeof ZScalar>;
const ZText = z.string().trim().min(1, 'validation.fill_all_fields').max(200);
const ZDays = z.number().int().min(1).max(3650);

export const ZProfileCriterion = z.object({
  type: z.literal('member_profile'),
  field: z.enum(keysOf(MEMBER_FIELDS)),
  operator: z.enum([...TEXT_OPERATORS, ...ANNIVERSARY_OPERATORS]),
  value: z.union([ZScalar, ZDateValue]).nullable().default(null),
});
export const ZDeviceProfileCriterion = z.object({
  type: z.literal('device_profile'),
  field: z.enum(keysOf(DEVICE_FIELDS)),
  operator: z.enum(TEXT_OPERATORS),
  value: z.union([ZScalar, ZDateValue]).nullable().default(null),
});
export const ZTagCriterion = z.object({
  type: z.enum(['member_tag', 'device_tag']),
  name: ZText,
  operator: z.enum(TEXT_OPERATORS),
  value: z.string().max(500).nullable().default(null),
});
export const ZPlatformCriterion = z.object({
  type: z.literal('platform'),
  operator: z.enum(['equal', 'not_equal']),
  value: z.enum(DEVICE_PLATFORMS),
});
// "Performed X at least N times in the last D days"; `equal 0` is "did not perform".
export const ZEventCriterion = z.object({
  type: z.literal('event'),
  code: ZText,
  operator: z.enum(COMPARE_OPERATORS),
  count: z.number().int().min(0).max(1_000_000),
  days: ZDays,
});
export const ZOrderCriterion = z.object({
  type: z.literal('orders'),
  metric: z.enum(['count', 'total']),
  operator: z.enum(COMPARE_OPERATORS),
  value: z.number().min(0).max(1e12),
  days: ZDays,
});
export const ZCartCriterion = z.object({
  type: z.literal('cart'),
  operator: z.enum(['exists', 'not_exists']),
  olderThanHours: z.number().int().min(0).max(87_600),
});
export const ZSegmentRefCriterion = z.object({
  type: z.literal('segment'),
  operator: z.enum(['in', 'not_in']),
  segmentId: z.number().int().positive(),
});

export { EMAIL_VERIFICATION_CLASSES };
export const ZEmailVerificationCriterion = z.object({
  type: z.literal('email_verification'),
  operator: z.enum(['equal', 'not_equal']),
  value: z.enum(EMAIL_VERIFICATION_CLASSES),
});

export const ZSegmentCriterion = z.discriminatedUnion('type', [
  ZProfileCriterion,
  ZDeviceProfileCriterion,
  ZTagCriterion,
  ZPlatformCriterion,
  ZEventCriterion,
  ZOrderCriterion,
  ZCartCriterion,
  ZSegmentRefCriterion,
  ZEmailVerificationCriterion,
]);
export type TSegmentCriterion = z.infer<typeof ZSegmentCriterion>;
export type TCriterionType = TSegmentCriterion['type'];
export const CRITERION_TYPES: TCriterionType[] = [
  'member_profile',
  'member_tag',
  'device_profile',
  'device_tag',
  'platform',
  'event',
  'orders',
  'cart',
  'segment',
  'email_verification',
];

export const ZSegmentBlock = z.object({
  operator: z.enum(LOGIC_OPERATORS).default('and'),
  criteria: z.array(ZSegmentCriterion).max(30),
});
export const ZSegmentCriteria = z.object({
  operator: z.enum(LOGIC_OPERATORS).default('or'),
  blocks: z.array(ZSegmentBlock).max(20),
});
export type TSegmentBlock = z.infer<typeof ZSegmentBlock>;
export type TSegmentCriteria = z.infer<typeof ZSegmentCriteria>;

export const criterionCount = (c: TSegmentCriteria): number => c.blocks.reduce((n, b) => n + b.criteria.length, 0);

// The operators a builder offers for a profile field of the given kind.
export function operatorsForKind(kind: TFieldKind): readonly string[] {
  switch (kind) {
    case 'text':
      return TEXT_OPERATORS;
    case 'number':
    case 'date':
      return DATE_OPERATORS;
    case 'enum':
      return ['equal', 'not_equal', 'exists', 'not_exists'];
    case 'boolean':
      return ['equal', 'not_equal'];
  }
}
