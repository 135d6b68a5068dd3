import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { accountExists } from '../accounts';
import { recordMemberPermissionChange, recordPermissionChanges, setMemberChannelPermission } from '../audience';
import { notFound } from '../../platform/http/app-error';
import { safeEqual } from '../../platform/crypto/tokens';
import { recordMessageEvent } from './message-events.service';
import { messagesRepository } from './messages.repository';
import { messagingRepository } from './messaging.repository';
import { accountSigningKey, signFields, verifyMessageRef } from './signing';
import { decodeUrl } from './tracking-links';

// Public member-side actions. Every token is verified before anything is read; a wrong token,
// a token of another purpose or a changed field all answer 404 (the not-found page).

async function unsubscribeTarget(deps: AppDeps, uniqueId: string, actionId: string) {
  const ref = await verifyMessageRef(deps, 'unsub', actionId, uniqueId);
  const message = ref ? await messagesRepository.findByRef(deps.db, ref) : null;
  if (!ref || !message?.address) throw notFound();
  return { ref, message, address: message.address };
}

// The member's own permission for the channel follows an unsubscribe (and the way back).
async function memberPermission(
  db: DbOrTx,
  message: { account_id: number; member_id: number | null; channel: string },
  active: boolean,
) {
  const channel = message.channel;
  if (message.member_id === null) return;
  if (channel === 'email' || channel === 'sms' || channel === 'whatsapp')
    await setMemberChannelPermission(db, message.account_id, message.member_id, channel, active);
}

function maskAddress(address: string): string {
  const [local, domain] = address.split('@');
  if (!domain || !local) return `${address.slice(0, 2)}***${address.slice(-2)}`;
  return `${local.slice(0, 1)}***@${domain}`;
}

export async function dontSendPage(deps: AppDeps, uniqueId: string, actionId: string) {
  const { message, address } = await unsubscribeTarget(deps, uniqueId, actionId);
  const row = await messagingRepository.findSuppression(deps.db, message.account_id, message.channel, address);
  return { channel: message.channel, address: maskAddress(address), unsubscribed: Boolean(row?.suppressedAt) };
}

// The channels whose permission is an IYS consent type (push and WhatsApp are not recorded).
const PERMISSION_OF: Partial<Record<string, 'sms' | 'email'>> = { sms: 'sms', email: 'email' };

// An unsubscribe or resubscribe is a permission change of the member (the audience outbox takes it to IYS).
async function recordUnsubscribe(
  tx: DbOrTx,
  message: { account_id: number; member_id: number | null; channel: string },
  address: string,
  granted: boolean,
  source: 'dont_send' | 'unsubscribe',
): Promise<void> {
  const channel = PERMISSION_OF[message.channel];
  if (!channel) return;
  await recordPermissionChanges(tx, message.account_id, source, [
    { memberId: message.member_id, channel, granted, recipient: address },
  ]);
}

export async function unsubscribe(
  deps: AppDeps,
  uniqueId: string,
  actionId: string,
  source: 'dont_send' | 'unsubscribe' = 'dont_send',
) {
  const { ref, message, address } = await unsubscribeTarget(deps, uniqueId, actionId);
  await deps.db.transaction(async (tx) => {
    await recordUnsubscribe(tx, message, address, false, source);
    await messagingRepository.suppress(tx, message.account_id, message.channel, address, 'unsubscribed', {
      messageId: message.id,
    });
    await messagesRepository.insertEvents(tx, ref.accountId, [
      { messageId: message.id, runMonth: message.run_month, type: 'unsubscribe' },
    ]);
    await memberPermission(tx, message, false);
  });
  return { channel: message.channel, unsubscribed: true };
}

// The way back from the dont-send page: lifts the unsubscribe (never a bounce or complaint).
export async function resubscribe(deps: AppDeps, uniqueId: string, actionId: string) {
  const { message, address } = await unsubscribeTarget(deps, uniqueId, actionId);
  await deps.db.transaction(async (tx) => {
    await messagingRepository.unsuppress(tx, message.account_id, message.channel, address);
    await recordUnsubscribe(tx, message, address, true, 'dont_send');
    await memberPermission(tx, message, true);
  });
  return { channel: message.channel, unsubscribed: false };
}

async function blockTarget(deps: AppDeps, accountId: number, memberId: number, hash: string) {
  if (!(await accountExists(deps.db, accountId))) throw notFound();
  const key = await accountSigningKey(deps, accountId);
  if (!/^[0-9a-f]+$/.test(hash) || !safeEqual(signFields(key, 'block', [accountId, memberId]), hash)) throw notFound();
  return `member:${memberId}`;
}

export async function postBlockPage(deps: AppDeps, accountId: number, memberId: number, hash: string) {
  const address = await blockTarget(deps, accountId, memberId, hash);
  const row = await messagingRepository.findSuppression(deps.db, accountId, '*', address);
  return { blocked: Boolean(row?.suppressedAt) };
}

export async function postBlock(deps: AppDeps, accountId: number, memberId: number, hash: string, block: boolean) {
  const address = await blockTarget(deps, accountId, memberId, hash);
  await deps.db.transaction(async (tx) => {
    if (block) await messagingRepository.suppress(tx, accountId, '*', address, 'blocked');
    else await messagingRepository.unsuppress(tx, accountId, '*', address);
    await recordMemberPermissionChange(tx, accountId, memberId, !block, 'post_block');
  });
  return { blocked: block };
}

export async function trackOpen(deps: AppDeps, refText: string, signature: string): Promise<void> {
  const ref = await verifyMessageRef(deps, 'open', refText, signature);
  if (ref)
    await recordMessageEvent(deps, { message: { accountId: ref.accountId, messageId: ref.messageId }, type: 'open' });
}

// Only the exact URL that was signed into the message redirects: no open redirect.
export async function trackClick(deps: AppDeps, refText: string, signature: string, encoded: string): Promise<string> {
  const url = decodeUrl(encoded);
  const ref = url ? await verifyMessageRef(deps, 'click', refText, signature, [url]) : null;
  if (!ref || !url) throw notFound();
  await recordMessageEvent(deps, {
    message: { accountId: ref.accountId, messageId: ref.messageId },
    type: 'click',
    url,
  });
  return url;
}
