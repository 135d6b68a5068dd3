import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Features a plan includes beyond its limits (SPEC §6: features are gated by package). The billing
// issue moves this into its packets data; until then the account's `packet_type` is looked up here.
export const PLAN_FEATURES: Record<string, readonly string[]> = {
  free: [],
  start: [],
  basic: ['premium_templates'],
  plus: ['premium_templates'],
  pro: ['premium_templates'],
  custom: ['premium_templates'],
};

export function planHasFeature(packetType: string, feature: string): boolean {
  const base = packetType.replace(/[_-]?yearly$/, '');
  return (PLAN_FEATURES[base] ?? []).includes(feature);
}

export async function accountHasFeature(db: DbOrTx, accountId: number, feature: string): Promise<boolean> {
  const result = await db.execute<{ packet_type: string }>(
    sql`select packet_type from accounts where id = ${accountId}`,
  );
  return planHasFeature(result.rows[0]?.packet_type ?? 'free', feature);
}
