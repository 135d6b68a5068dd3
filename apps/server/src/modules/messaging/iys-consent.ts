import type { TChannel } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { TRecipientFacts } from './recipients.repository';

// The IYS consent hook (Turkey's commercial message permission registry): returns the ids of the
// messages IYS allows. Until the IYS module keeps consent records every message is allowed; the IYS
// issue replaces this body with a set-based lookup of its consent table for commercial messages.
export async function iysConsent(
  _deps: AppDeps,
  _accountId: number,
  _channel: TChannel,
  _commercial: boolean,
  facts: TRecipientFacts[],
): Promise<Set<number>> {
  return new Set(facts.map((f) => f.id));
}
