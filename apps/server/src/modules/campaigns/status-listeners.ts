import type { DbOrTx } from '../../platform/db/database';

// Other modules that follow an automation campaign's status (automations: its scenarios), called in the
// status change's transaction. Campaigns import nothing of them.
export type TCampaignStatusListener = (
  tx: DbOrTx,
  accountId: number,
  campaignId: number,
  active: boolean,
) => Promise<void>;

const listeners: TCampaignStatusListener[] = [];

export function onAutomationCampaignStatus(listener: TCampaignStatusListener): void {
  listeners.push(listener);
}

export async function notifyAutomationCampaignStatus(
  tx: DbOrTx,
  accountId: number,
  campaignId: number,
  active: boolean,
): Promise<void> {
  for (const listener of listeners) await listener(tx, accountId, campaignId, active);
}
