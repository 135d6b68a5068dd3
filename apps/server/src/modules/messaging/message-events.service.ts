import type { TChannel, TSuppressionReason } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { messagesRepository, type TMessageRow } from './messages.repository';
import { messagingRepository } from './messaging.repository';
import { parseReturnPathToken } from './signing';

// Soft bounces (4.x.x) of one address before it is suppressed like a hard bounce.
export const SOFT_BOUNCE_LIMIT = 3;

export type TMessageLookup =
  | { messageId: number; accountId: number }
  | { returnPathToken: string }
  | { providerMessageId: string; accountId: number };

export type TMessageEventInput = {
  message: TMessageLookup;
  type: 'delivered' | 'bounce' | 'complaint' | 'open' | 'click' | 'failed';
  // failed: a provider's later report that an accepted message was not delivered (not the address's fault).
  failure?: { code: string; reason: string };
  // bounce: hard (5.x.x) suppresses at once; soft (4.x.x) after SOFT_BOUNCE_LIMIT.
  bounce?: { kind: 'hard' | 'soft'; status?: string; diagnostic?: string };
  url?: string;
  detail?: Record<string, unknown>;
};

export type TRecordedEvent = { accountId: number; messageId: number; channel: TChannel; suppressed: boolean };

async function findMessage(deps: Pick<AppDeps, 'db' | 'secretBox'>, lookup: TMessageLookup) {
  if ('returnPathToken' in lookup) {
    const ref = await parseReturnPathToken(deps, lookup.returnPathToken);
    return ref ? messagesRepository.findByRef(deps.db, ref) : null;
  }
  if ('providerMessageId' in lookup) {
    return messagesRepository.findByProviderId(deps.db, lookup.accountId, lookup.providerMessageId);
  }
  return messagesRepository.findById(deps.db, lookup.accountId, lookup.messageId);
}

function refOf(message: TMessageRow) {
  return { accountId: message.account_id, messageId: message.id, runMonth: message.run_month };
}

// Records a provider or tracking fact about a sent message: writes the event, sets the message's
// first delivered/opened/clicked/bounce time, and suppresses the address after a hard bounce, a
// complaint, or SOFT_BOUNCE_LIMIT soft bounces. Returns null when no message matches (unknown or
// forged token): callers treat that as "ignore".
export async function recordMessageEvent(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  input: TMessageEventInput,
): Promise<TRecordedEvent | null> {
  const message = await findMessage(deps, input.message);
  if (!message) return null;
  const ref = refOf(message);
  let suppressed = false;
  await deps.db.transaction(async (tx) => {
    await messagesRepository.insertEvents(tx, message.account_id, [
      {
        messageId: message.id,
        runMonth: message.run_month,
        type: input.type,
        url: input.url,
        detail: {
          ...input.detail,
          ...(input.bounce ? { bounce: input.bounce } : {}),
          ...(input.failure ? { code: input.failure.code, reason: input.failure.reason } : {}),
        },
      },
    ]);
    if (input.type === 'delivered') await messagesRepository.markFact(tx, ref, 'delivered');
    if (input.type === 'failed') {
      const failure = input.failure ?? { code: 'provider_failed', reason: 'Provider reported a failure' };
      await messagesRepository.markProviderFailure(tx, ref, failure.code, failure.reason.slice(0, 500));
    }
    // An open or a click proves delivery (email has no delivery receipt past the relay).
    if (input.type === 'open' || input.type === 'click') await messagesRepository.markFact(tx, ref, 'delivered');
    if (input.type === 'open') await messagesRepository.markFact(tx, ref, 'opened');
    if (input.type === 'click') {
      // A click proves the open, even when images were blocked.
      await messagesRepository.markFact(tx, ref, 'opened');
      await messagesRepository.markFact(tx, ref, 'clicked');
    }
    if (!message.address) return;
    const detail = { messageId: message.id, text: input.bounce?.diagnostic ?? input.bounce?.status };
    if (input.type === 'complaint') {
      await messagingRepository.suppress(tx, message.account_id, message.channel, message.address, 'complaint', detail);
      suppressed = true;
    }
    if (input.type === 'bounce') {
      if (input.bounce?.kind === 'soft') {
        suppressed = await messagingRepository.countSoftBounce(
          tx,
          message.account_id,
          message.channel,
          message.address,
          SOFT_BOUNCE_LIMIT,
          detail,
        );
        if (suppressed) await messagesRepository.markFact(tx, ref, 'bounced');
      } else {
        await messagesRepository.markFact(tx, ref, 'bounced');
        await messagingRepository.suppress(
          tx,
          message.account_id,
          message.channel,
          message.address,
          'hard_bounce',
          detail,
        );
        suppressed = true;
      }
    }
  });
  return { accountId: message.account_id, messageId: message.id, channel: message.channel, suppressed };
}

// Adds an address to the account's suppression list for a channel (or '*' for every channel).
// Addresses are compared lower-cased for email.
export async function suppress(
  db: DbOrTx,
  accountId: number,
  channel: TChannel | '*',
  address: string,
  reason: TSuppressionReason,
  detail: { messageId?: number; text?: string } = {},
): Promise<void> {
  await messagingRepository.suppress(db, accountId, channel, normalizeAddress(channel, address), reason, detail);
}

export function normalizeAddress(channel: TChannel | '*', address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : address.trim();
}
