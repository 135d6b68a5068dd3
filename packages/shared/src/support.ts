import { z } from 'zod';
import { ZPageMeta, ZTimestamp } from './http';

// Support and demo requests (/user/support) and roadmap notifications (/user/coming-soon).
export const SUPPORT_REQUEST_KINDS = ['support', 'demo', 'feature'] as const;
export type TSupportRequestKind = (typeof SUPPORT_REQUEST_KINDS)[number];
export const SUPPORT_REQUEST_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TSupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'sending', 'integration', 'other'] as const;
export type TSupportCategory = (typeof SUPPORT_CATEGORIES)[number];

// The roadmap shown on /user/coming-soon; a merchant may ask to be told when one lands.
export const ROADMAP_FEATURES = [
  { key: 'ai_subject_lines', quarter: '2027-Q1' },
  { key: 'ab_testing_sms', quarter: '2027-Q1' },
  { key: 'product_recommendations', quarter: '2027-Q2' },
  { key: 'instagram_dm', quarter: '2027-Q2' },
  { key: 'loyalty_points', quarter: '2027-Q3' },
] as const;
export type TRoadmapFeature = (typeof ROADMAP_FEATURES)[number]['key'];
export const ROADMAP_FEATURE_KEYS = ROADMAP_FEATURES.map((f) => f.key) as [TRoadmapFeature, ...TRoadmapFeature[]];

const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()-]{7,}$/, 'validation.phone_format');

export const ZSupportRequestInput = z
  .object({
    kind: z.enum(['support', 'demo']),
    subject: z.string().trim().min(3, 'validation.subject_min').max(200),
    category: z.enum(SUPPORT_CATEGORIES),
    message: z.string().trim().min(10, 'validation.message_min').max(5000),
    phone: phone.optional().or(z.literal('').transform(() => undefined)),
    // ISO date-time; a demo needs a preferred time in the future.
    preferredAt: z.iso.datetime({ offset: true }).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'demo') return;
    if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.demo_phone_required' });
    if (!v.preferredAt || Date.parse(v.preferredAt) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['preferredAt'], message: 'validation.demo_time_future' });
  });
export type TSupportRequestInput = z.input<typeof ZSupportRequestInput>;

export const ZFeatureNotifyInput = z.object({ feature: z.enum(ROADMAP_FEATURE_KEYS) });
export const ZSupportStatusInput = z.object({ status: z.enum(SUPPORT_REQUEST_STATUSES) });
export const ZSupportListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(SUPPORT_REQUEST_KINDS).optional(),
  status: z.enum(SUPPORT_REQUEST_STATUSES).optional(),
});

export const ZSupportRequest = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  account_email: z.string().nullable().optional(),
  kind: z.enum(SUPPORT_REQUEST_KINDS),
  subject: z.string(),
  category: z.string().nullable(),
  message: z.string(),
  phone: z.string().nullable(),
  preferred_at: ZTimestamp.nullable(),
  feature: z.string().nullable(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  created_at: ZTimestamp,
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
export const ZSupportPage = z.object({ data: z.array(ZSupportRequest), meta: ZPageMeta });
export type TSupportPage = z.infer<typeof ZSupportPage>;

// A roadmap entry and whether this account asked to be told when it lands.
export const ZRoadmapItem = z.object({
  key: z.enum(ROADMAP_FEATURE_KEYS),
  quarter: z.string(),
  requested: z.boolean(),
});
export type TRoadmapItem = z.infer<typeof ZRoadmapItem>;
