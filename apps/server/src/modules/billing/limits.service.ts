import { sql } from 'drizzle-orm';
import { HTTP_STATUS, type TChannel } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { limitsForPlan, type TPlanLimits } from './plan-limits';
import { channelQuotaForPlan, emailVerificationQuotaForPlan } from './channel-quotas';

// The account's plan limits. Reads accounts.packet_type directly until billing owns packets.
export async function accountLimits(db: DbOrTx, accountId: number): Promise<TPlanLimits> {
  const result = await db.execute<{ packet_type: string }>(
    sql`select packet_type from accounts where id = ${accountId}`,
  );
  return limitsForPlan(result.rows[0]?.packet_type ?? 'free');
}

export type TLimitKind = 'member' | 'device';

// 418 with the limit in the message: the web shows it as a warning dialog (SPEC §8).
export function limitReached(kind: TLimitKind, limit: number): AppError {
  return new AppError(`${kind}_limit`, HTTP_STATUS.warning, `errors.${kind}_limit`, { limit });
}

export function assertRoom(kind: TLimitKind, limit: number | null, current: number, adding = 1): void {
  if (limit !== null && current + adding > limit) throw limitReached(kind, limit);
}

async function packetType(db: DbOrTx, accountId: number): Promise<string> {
  const result = await db.execute<{ packet_type: string }>(
    sql`select packet_type from accounts where id = ${accountId}`,
  );
  return result.rows[0]?.packet_type ?? 'free';
}

// The account's monthly quota for one channel (null = unlimited).
export async function accountChannelQuota(db: DbOrTx, accountId: number, channel: TChannel): Promise<number | null> {
  return channelQuotaForPlan(await packetType(db, accountId), channel);
}

// The account's monthly member email verification packet (null = unlimited, 0 = not purchased).
export async function accountEmailVerificationQuota(db: DbOrTx, accountId: number): Promise<number | null> {
  return emailVerificationQuotaForPlan(await packetType(db, accountId));
}
