import type { TChannel } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { TRecipientFacts } from './recipients.repository';

// The IYS consent seam (Turkey's commercial message permission registry). The IYS module registers the
// check at load (it keeps the registry's statuses); the pipeline asks it, for commercial messages only,
// which of a batch's recipients the registry refuses. Informational messages are exempt.
export type TIysRecipient = { id: number; address: string | null; email: string | null; phone: string | null };
export type TIysConsentCheck = (
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  recipients: TIysRecipient[],
) => Promise<Set<number>>;

let check: TIysConsentCheck | null = null;

export function registerIysConsentCheck(next: TIysConsentCheck | null): void {
  check = next;
}

// Answers the ids of the messages IYS refuses (status RET for the channel's consent type).
export async function iysRejected(
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  commercial: boolean,
  facts: TRecipientFacts[],
): Promise<Set<number>> {
  if (!commercial || !check || facts.length === 0) return new Set();
  return check(
    deps,
    accountId,
    channel,
    facts.map((f) => ({ id: f.id, address: f.address, email: f.email, phone: f.phone })),
  );
}
