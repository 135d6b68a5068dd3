// The dashboard's fixed lists, without the validation library: the dashboard screen draws its range switch and
// onboarding steps from them and need not load the schemas of `./dashboard` to do so.

// The statistics ranges of SPEC §9: last 7 days, 30 days, 1 year, and 1, 3 and 6 months.
export const DASHBOARD_RANGES = ['7d', '30d', '1m', '3m', '6m', '1y'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type TDashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

export const SUGGESTION_KEYS = [
  'abandoned_carts_no_automation',
  'sender_not_verified',
  'members_without_consent',
  'no_segment',
  'push_not_configured',
] as const;
export type TSuggestionKey = (typeof SUGGESTION_KEYS)[number];

export const ONBOARDING_STEPS = ['connect_shop', 'verify_sender', 'import_members', 'first_campaign'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];
