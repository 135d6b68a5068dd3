import type { DbOrTx } from '../../platform/db/database';

// Coupon pools belong to campaigns, but the campaigns module depends on coupons (it generates and assigns
// them), so coupons does not call back up: the campaigns module registers how to tell that an account's
// campaign exists, at load time.
type TCampaignLookup = (db: DbOrTx, accountId: number, campaignId: number) => Promise<boolean>;

let lookup: TCampaignLookup | null = null;

export function registerCampaignLookup(fn: TCampaignLookup): void {
  lookup = fn;
}

export async function campaignExists(db: DbOrTx, accountId: number, campaignId: number): Promise<boolean> {
  if (!lookup) throw new Error('coupons: no campaign lookup registered (the campaigns module registers it)');
  return lookup(db, accountId, campaignId);
}
