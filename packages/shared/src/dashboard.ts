import { z } from 'zod';

// The statistics ranges of SPEC §9: last 7 days, 30 days, 1 year, and 1, 3 and 6 months.
export const DASHBOARD_RANGES = ['7d', '30d', '1m', '3m', '6m', '1y'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];
export const ZDashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('30d') });

export type TDashboardBucket = 'day' | 'week' | 'month';

export type TChannelFigures = { channel: string; sent: number; delivered: number; opened: number; clicked: number };

export type TDashboardPoint = {
  bucket: string;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  revenue: number;
  automation_revenue: number;
  new_members: number;
};

export type TDashboardStats = {
  range: TDashboardRange;
  from: string;
  to: string;
  bucket: TDashboardBucket;
  totals: Omit<TDashboardPoint, 'bucket'>;
  channels: TChannelFigures[];
  series: TDashboardPoint[];
};

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
export type TSuggestion = { key: TSuggestionKey; count: number; link: string };

export const ONBOARDING_STEPS = ['connect_shop', 'verify_sender', 'import_members', 'first_campaign'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const ZOnboardingStepParams = z.object({ step: z.enum(ONBOARDING_STEPS) });

export type TOnboardingState = {
  steps: { key: TOnboardingStep; done: boolean; skipped: boolean }[];
  // The first step neither done nor skipped (where the wizard resumes); null when all are through.
  current: TOnboardingStep | null;
  closed: boolean;
  // The first application's SDK token for the script option's snippet (null before any application).
  sdk_token: string | null;
  snippet: string | null;
};
