import { HTTP_STATUS, type TChannel } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { accountEntitlements } from './entitlements.service';
import type { PLAN_FEATURE_CODES } from './plan-defaults';

export type TPlanFeature = (typeof PLAN_FEATURE_CODES)[number];

export type TPlanLimits = { members: number | null; devices: number | null };

// The account's member and device limits: its main packet's plan plus custom packets.
export async function accountLimits(db: DbOrTx, accountId: number): Promise<TPlanLimits> {
  const e = await accountEntitlements(db, accountId);
  return { members: e.memberLimit, devices: e.deviceLimit };
}

export type TLimitKind = 'member' | 'device';

// 418 with the limit in the message: the web shows it as a warning dialog (SPEC §8).
export function limitReached(kind: TLimitKind, limit: number): AppError {
  return new AppError(`${kind}_limit`, HTTP_STATUS.warning, `errors.${kind}_limit`, { limit });
}

export function assertRoom(kind: TLimitKind, limit: number | null, current: number, adding = 1): void {
  if (limit !== null && current + adding > limit) throw limitReached(kind, limit);
}

// The account's quota for one channel in the current quota period (null = unlimited).
export async function accountChannelQuota(db: DbOrTx, accountId: number, channel: TChannel): Promise<number | null> {
  return (await accountEntitlements(db, accountId)).quotas[channel];
}

// Features of the plan, custom packets and running trials (SPEC §6: features are gated by package).
export async function accountHasFeature(db: DbOrTx, accountId: number, feature: string): Promise<boolean> {
  return (await accountEntitlements(db, accountId)).features.includes(feature);
}

// The gate of an act that costs the plan (activating an automation or a widget, switching IYS on):
// refused with SPEC §8's 'You do not have the right to use the package. Please purchase the package.'
// unless the plan, a custom packet or a running 15-day trial includes the feature. Drafts stay editable.
export async function assertFeature(db: DbOrTx, accountId: number, feature: TPlanFeature): Promise<void> {
  if (!(await accountHasFeature(db, accountId, feature)))
    throw new AppError('feature_not_purchased', HTTP_STATUS.warning);
}

// The account's member email verification packet for the current quota period (null = unlimited,
// 0 = not purchased).
export async function accountEmailVerificationQuota(db: DbOrTx, accountId: number): Promise<number | null> {
  return (await accountEntitlements(db, accountId)).quotas.email_verification;
}
