import { z } from 'zod';

// The statistics ranges of SPEC §9: last 7 days, 30 days, 1 year, and 1, 3 and 6 months.
export const DASHBOARD_RANGES = ['7d', '30d', '1m', '3m', '6m', '1y'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];
export const ZDashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('30d') });

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type TDashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

const count = z.number().int();
export const ZChannelFigures = z.object({
  channel: z.string(),
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
});
export type TChannelFigures = z.infer<typeof ZChannelFigures>;

const ZDashboardFigures = z.object({
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
  revenue: z.number(),
  automation_revenue: z.number(),
  new_members: count,
});
export const ZDashboardPoint = ZDashboardFigures.extend({ bucket: z.string().describe('The first day of the bucket') });
export type TDashboardPoint = z.infer<typeof ZDashboardPoint>;

export const ZDashboardStats = z.object({
  range: z.enum(DASHBOARD_RANGES),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(DASHBOARD_BUCKETS),
  totals: ZDashboardFigures,
  channels: z.array(ZChannelFigures),
  series: z.array(ZDashboardPoint),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

export const SUGGESTION_KEYS = [
  'abandoned_carts_no_automation',
  'sender_not_verified',
  'members_without_consent',
  'no_segment',
  'push_not_configured',
] as const;
export type TSuggestionKey = (typeof SUGGESTION_KEYS)[number];
export const ZSuggestionParams = z.object({ key: z.enum(SUGGESTION_KEYS) });

// A recommendation computed from the account's own data: why (with its figure) and where to fix it.
export const ZSuggestion = z.object({
  key: z.enum(SUGGESTION_KEYS),
  count: count.describe('The figure behind the suggestion'),
  link: z.string().describe('The screen that fixes it'),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ONBOARDING_STEPS = ['connect_shop', 'verify_sender', 'import_members', 'first_campaign'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ZOnboardingStepParams = z.object({ step: z.enum(ONBOARDING_STEPS) });

export const ZOnboardingState = z.object({
  steps: z.array(z.object({ key: z.enum(ONBOARDING_STEPS), done: z.boolean(), skipped: z.boolean() })),
  current: z
    .enum(ONBOARDING_STEPS)
    .nullable()
    .describe('The first step neither done nor skipped (where the wizard resumes); null when all are through'),
  closed: z.boolean(),
  sdk_token: z.string().nullable().describe("The first application's SDK token (null before any application)"),
  snippet: z.string().nullable(),
});
export type TOnboardingState = z.infer<typeof ZOnboardingState>;
