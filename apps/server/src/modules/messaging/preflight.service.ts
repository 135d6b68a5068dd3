import { sql } from 'drizzle-orm';
import { HTTP_STATUS, type TChannel, type TSendPreflight } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { channelQuotaPeriod, channelRefusal } from '../billing';
import { segmentExists, segmentMemberIdsQuery } from '../segments';
import { channelProvider } from './channel-provider';
import { normalizeAddress } from './message-events.service';
import { messagingRepository } from './messaging.repository';
import { preflightRepository, type TSkipCounts } from './preflight.repository';
import { isDeviceChannel } from './recipients.repository';

// Who a send goes to, whichever trigger asks (direct send, a task run, the lite form).
export type TPreflightAudience =
  | { kind: 'members'; memberIds: number[] }
  | { kind: 'addresses'; addresses: string[] }
  | { kind: 'segment'; segmentId: number }
  | { kind: 'all' };

const refuse = (code: 'setting_not_found') => new AppError(code, HTTP_STATUS.warning);

// Checked before anything is queued: the channel's settings and package quota (refused with the
// SPEC §8 message), then who the send gates would skip and why. Nothing able to go out is refused
// too; otherwise the counts are what the confirmation shows.
export async function sendPreflight(
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  audience: TPreflightAudience,
): Promise<TSendPreflight> {
  // The audience first: another account's member or segment answers 404 before anything else.
  const counts = await skipCounts(deps, accountId, channel, audience);
  const provider = channelProvider(channel);
  if (!provider || (await provider.loadSettings(deps, accountId)) === null) throw refuse('setting_not_found');
  const { quota, period } = await channelQuotaPeriod(deps.db, accountId, channel);
  const used =
    (await messagingRepository.usage(deps.db, accountId, period)).find((u) => u.channel === channel)?.used ?? 0;
  // Expired packet, channel not in the plan, or quota used up: SPEC §8's messages.
  const refusal = await channelRefusal(deps.db, accountId, channel, used);
  if (refusal) throw refusal;
  const skipped = counts ? counts.noAddress + counts.suppressed + counts.noPermission : 0;
  const sendable = counts ? counts.total - skipped : null;
  if (counts && sendable === 0)
    throw new AppError('nothing_to_send', HTTP_STATUS.warning, 'errors.nothing_to_send', {
      total: counts.total,
      noPermission: counts.noPermission,
      suppressed: counts.suppressed,
      noAddress: counts.noAddress,
    });
  return {
    channel,
    total: counts?.total ?? null,
    sendable,
    skipped: counts
      ? { noPermission: counts.noPermission, suppressed: counts.suppressed, noAddress: counts.noAddress }
      : null,
    quotaLeft: quota === null ? null : quota - used,
    // Recipients past what is left: said in the confirmation before the send starts.
    overQuota: quota === null || sendable === null ? 0 : Math.max(0, sendable - (quota - used)),
  };
}

// Push goes to devices: their registrations are checked at send time, not counted here.
async function skipCounts(
  deps: AppDeps,
  accountId: number,
  channel: TChannel,
  audience: TPreflightAudience,
): Promise<TSkipCounts | null> {
  if (isDeviceChannel(channel)) return null;
  if (audience.kind === 'addresses') {
    const addresses = [...new Set(audience.addresses.map((a) => normalizeAddress(channel, a)))];
    return preflightRepository.countAddresses(deps.db, accountId, channel, addresses);
  }
  if (channel !== 'email' && channel !== 'sms' && channel !== 'whatsapp') return null;
  if (audience.kind === 'segment') {
    if (!(await segmentExists(deps.db, accountId, audience.segmentId))) throw notFound();
    return preflightRepository.countMembers(
      deps.db,
      accountId,
      channel,
      segmentMemberIdsQuery(accountId, audience.segmentId),
    );
  }
  if (audience.kind === 'members') {
    const ids = [...new Set(audience.memberIds.map((id) => Math.trunc(id)))];
    const counts = await preflightRepository.countMembers(
      deps.db,
      accountId,
      channel,
      sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`,
    );
    if (counts.total < ids.length) throw notFound();
    return counts;
  }
  return preflightRepository.countMembers(deps.db, accountId, channel, null);
}
