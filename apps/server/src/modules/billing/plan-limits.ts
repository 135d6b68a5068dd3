// Member and device limits per plan (SPEC §3 Package). The billing issue will move this into its
// packets tables; until then every account's `packet_type` is looked up here. null = unlimited.
export type TPlanLimits = { members: number | null; devices: number | null };

export const PLAN_LIMITS: Record<string, TPlanLimits> = {
  free: { members: 1_000, devices: 1_000 },
  trial: { members: 1_000, devices: 1_000 },
  start: { members: 10_000, devices: 10_000 },
  basic: { members: 50_000, devices: 50_000 },
  plus: { members: 250_000, devices: 250_000 },
  pro: { members: 1_000_000, devices: 1_000_000 },
  custom: { members: null, devices: null },
};

export const DEFAULT_PLAN = 'free';
// The packet a new demo account starts on: every channel, to try them all.
export const TRIAL_PACKET = { name: 'Deneme', type: 'trial' } as const;

// Yearly variants share their plan's limits ("pro_yearly" → "pro").
export function limitsForPlan(packetType: string): TPlanLimits {
  const base = packetType.replace(/[_-]?yearly$/, '');
  return PLAN_LIMITS[base] ?? PLAN_LIMITS[DEFAULT_PLAN] ?? { members: 0, devices: 0 };
}
