import { z } from 'zod';
import { DASHBOARD_BUCKETS, DASHBOARD_RANGES, ONBOARDING_STEPS, SUGGESTION_KEYS } from './dashboard-keys';

export * from './dashboard-keys';

export const ZDashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('30d') });

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

export const ZSuggestionParams = z.object({ key: z.enum(SUGGESTION_KEYS) });

// A recommendation computed from the account's own data: why (with its figure) and where to fix it.
export const ZSuggestion = z.object({
  key: z.enum(SUGGESTION_KEYS),
  count: count.describe('The figure behind the suggestion'),
  link: z.string().describe('The screen that fixes it'),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

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
