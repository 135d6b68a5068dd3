// The figures the plans table is seeded with (migration and demo seed); an admin edits them afterwards.
// Quotas are per quota period (a month from the main packet's start); null = unlimited, 0 = not included.
export const QUOTA_CHANNELS = ['email', 'sms', 'whatsapp', 'webpush', 'mobilepush', 'email_verification'] as const;
export type TQuotaChannel = (typeof QUOTA_CHANNELS)[number];

export const PLAN_FEATURE_CODES = ['automations', 'widgets', 'premium_templates', 'iys', 'segments_advanced'] as const;

export type TPlanDefaults = {
  code: string;
  name: string;
  sort: number;
  purchasable: boolean;
  monthlyPrice: number;
  yearlyPrice: number;
  quotas: Record<TQuotaChannel, number | null>;
  memberLimit: number | null;
  deviceLimit: number | null;
  features: string[];
};

const q = (
  email: number | null,
  sms: number | null,
  whatsapp: number | null,
  push: number | null,
  verification: number | null,
): Record<TQuotaChannel, number | null> => ({
  email,
  sms,
  whatsapp,
  webpush: push,
  mobilepush: push,
  email_verification: verification,
});

export const DEFAULT_PLANS: TPlanDefaults[] = [
  {
    code: 'free',
    name: 'Free',
    sort: 0,
    purchasable: true,
    monthlyPrice: 0,
    yearlyPrice: 0,
    quotas: q(1_000, 0, 0, 1_000, 0),
    memberLimit: 1_000,
    deviceLimit: 1_000,
    features: [],
  },
  {
    code: 'start',
    name: 'Start',
    sort: 1,
    purchasable: true,
    monthlyPrice: 49_900,
    yearlyPrice: 499_000,
    quotas: q(20_000, 1_000, 500, 20_000, 1_000),
    memberLimit: 10_000,
    deviceLimit: 10_000,
    features: ['widgets'],
  },
  {
    code: 'basic',
    name: 'Basic',
    sort: 2,
    purchasable: true,
    monthlyPrice: 99_900,
    yearlyPrice: 999_000,
    quotas: q(100_000, 5_000, 2_500, 100_000, 5_000),
    memberLimit: 50_000,
    deviceLimit: 50_000,
    features: ['widgets', 'premium_templates', 'automations'],
  },
  {
    code: 'plus',
    name: 'Plus',
    sort: 3,
    purchasable: true,
    monthlyPrice: 249_900,
    yearlyPrice: 2_499_000,
    quotas: q(500_000, 25_000, 10_000, 500_000, 25_000),
    memberLimit: 250_000,
    deviceLimit: 250_000,
    features: ['widgets', 'premium_templates', 'automations', 'iys'],
  },
  {
    code: 'pro',
    name: 'Pro',
    sort: 4,
    purchasable: true,
    monthlyPrice: 599_900,
    yearlyPrice: 5_999_000,
    quotas: q(2_000_000, 100_000, 50_000, 2_000_000, 100_000),
    memberLimit: 1_000_000,
    deviceLimit: 1_000_000,
    features: ['widgets', 'premium_templates', 'automations', 'iys', 'segments_advanced'],
  },
  // A new demo account starts on the trial: every channel with small quotas and every feature.
  {
    code: 'trial',
    name: 'Deneme',
    sort: 5,
    purchasable: false,
    monthlyPrice: 0,
    yearlyPrice: 0,
    quotas: q(1_000, 100, 100, 1_000, 100),
    memberLimit: 1_000,
    deviceLimit: 1_000,
    features: [...PLAN_FEATURE_CODES],
  },
  {
    code: 'custom',
    name: 'Custom',
    sort: 6,
    purchasable: false,
    monthlyPrice: 0,
    yearlyPrice: 0,
    quotas: q(null, null, null, null, null),
    memberLimit: null,
    deviceLimit: null,
    features: [...PLAN_FEATURE_CODES],
  },
];

// The packet a new demo account starts on: every channel, to try them all.
export const TRIAL_PACKET = { name: 'Deneme', type: 'trial' } as const;
export const TRIAL_DAYS = 15;
// After a failed automatic renewal the packet keeps working this long (the owner is mailed).
export const RENEWAL_GRACE_DAYS = 3;
export const KDV_PERCENT = 20;

// Price of one message (or verification) bought as an extra packet, in kuruş.
export const EXTRA_UNIT_PRICES: Record<TQuotaChannel, number> = {
  email: 2,
  sms: 20,
  whatsapp: 40,
  webpush: 1,
  mobilepush: 1,
  email_verification: 5,
};
