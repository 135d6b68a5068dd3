import { USAGE_WARN_AT } from '@ulak/shared/billing';

const [WARN, DANGER] = USAGE_WARN_AT;

export type TUsageLevel = 'unlimited' | 'not_included' | 'ok' | 'warn' | 'danger';

// How full one limit is: a warning from 70% used, a stronger one from 90% (SPEC §2 usage bars); a
// limit of 0 is a channel the package does not include.
export function usageLevel(used: number, limit: number | null): { level: TUsageLevel; share: number } {
  if (limit === null) return { level: 'unlimited', share: 0 };
  if (limit === 0) return { level: 'not_included', share: 0 };
  const share = Math.min(1, used / limit);
  return { level: share >= DANGER ? 'danger' : share >= WARN ? 'warn' : 'ok', share };
}
