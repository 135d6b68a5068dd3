import type { TChannel } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { TRecipientFacts } from './recipients.repository';

// Skip reasons decided by modules above messaging (email verification marks invalid addresses): each
// registers a check at load; the pipeline asks every check for a batch and records the first reason a
// message gets, with its code, instead of sending it.
export type TRecipientCheckInput = { id: number; memberId: number | null; address: string | null };
export type TRecipientCheck = (
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  recipients: TRecipientCheckInput[],
) => Promise<Map<number, { code: string; reason: string }>>;

const checks = new Map<string, TRecipientCheck>();

// One check per name; registering again replaces it.
export function registerRecipientCheck(name: string, check: TRecipientCheck): void {
  checks.set(name, check);
}

export async function recipientSkips(
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  facts: TRecipientFacts[],
): Promise<Map<number, { code: string; reason: string }>> {
  const skips = new Map<number, { code: string; reason: string }>();
  if (facts.length === 0) return skips;
  const recipients = facts.map((f) => ({ id: f.id, memberId: f.member_id, address: f.address }));
  for (const check of checks.values())
    for (const [id, skip] of await check(deps, accountId, channel, recipients)) if (!skips.has(id)) skips.set(id, skip);
  return skips;
}
