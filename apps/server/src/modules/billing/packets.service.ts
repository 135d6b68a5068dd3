import type { TGrantPacketInput, TPlanInput } from '@ulak/shared/billing';
import { HTTP_STATUS } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { addJob } from '../../platform/jobs/add-job';
import { accountIdsWithPacketTypes, accountPacketType, setAccountPacket } from '../accounts';
import { accountEntitlements } from './entitlements.service';
import { QUOTA_CHANNELS, TRIAL_DAYS } from './plan-defaults';
import { packetsRepository, type TPacketRow } from './packets.repository';
import { packetsChanged, usageSources } from './usage-sources';

const DAY = 86_400_000;

// Dates go out as they are: the answer's schema writes them as ISO text.
const packetView = (p: TPacketRow) => ({
  id: p.id,
  kind: p.kind,
  planCode: p.planCode,
  period: p.period,
  quotas: p.quotas,
  memberLimit: p.memberLimit,
  deviceLimit: p.deviceLimit,
  features: p.features,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  graceUntil: p.graceUntil,
  autoRenew: p.autoRenew,
  status: p.status,
  note: p.note,
});

// My packets: the main packet, extras in force, usage per channel, member and device bars, trials.
export async function packetOverview(db: DbOrTx, accountId: number) {
  const e = await accountEntitlements(db, accountId);
  const sources = usageSources();
  const used = await sources.channels(db, accountId, e.period.start);
  const members = await sources.members(db, accountId);
  const devices = await sources.devices(db, accountId);
  const history = await packetsRepository.list(db, accountId);
  return {
    main: e.main,
    period: e.period,
    channels: QUOTA_CHANNELS.map((channel) => ({
      channel,
      limit: e.quotas[channel],
      used: used.find((u) => u.channel === channel)?.used ?? 0,
    })),
    members: { limit: e.memberLimit, used: members },
    devices: { limit: e.deviceLimit, used: devices },
    features: e.features,
    trials: e.trials,
    extras: e.addOns.map(packetView),
    history: history.map(packetView),
  };
}

export async function listPlans(db: DbOrTx) {
  return packetsRepository.plans(db);
}

// The 15-day trial of a feature the plan lacks (SPEC §4): once per account and feature.
export async function startTrial(db: DbOrTx, accountId: number, feature: string) {
  const e = await accountEntitlements(db, accountId);
  const existing = e.trials.find((t) => t.feature === feature);
  if (e.features.includes(feature) && !existing) return { feature, endsAt: null, included: true };
  if (existing) {
    if (existing.active) return { feature, endsAt: existing.endsAt, included: false };
    throw new AppError('trial_used', HTTP_STATUS.warning);
  }
  const row = await packetsRepository.startTrial(db, accountId, feature, new Date(Date.now() + TRIAL_DAYS * DAY));
  if (!row) throw new AppError('trial_used', HTTP_STATUS.warning);
  return { feature, endsAt: row.endsAt, included: false };
}

export async function setAutoRenew(db: DbOrTx, accountId: number, autoRenew: boolean) {
  const main = await packetsRepository.mainPacket(db, accountId);
  if (!main) throw new AppError('not_found', HTTP_STATUS.notFound, 'errors.packet_not_found');
  await packetsRepository.update(db, accountId, main.id, { autoRenew });
  return { autoRenew };
}

// A main packet starts now and replaces the previous one; its limits apply at once (SPEC §4).
export async function activateMainPacket(
  db: DbOrTx,
  accountId: number,
  values: {
    planCode: string;
    period: 'monthly' | 'yearly';
    endsAt: Date;
    startsAt?: Date;
    autoRenew?: boolean;
    orderId?: number;
    adminId?: number;
    note?: string;
  },
): Promise<TPacketRow> {
  await packetsRepository.replaceMain(db, accountId);
  const row = await packetsRepository.insert(db, {
    accountId,
    kind: 'main',
    planCode: values.planCode,
    period: values.period,
    startsAt: values.startsAt ?? new Date(),
    endsAt: values.endsAt,
    autoRenew: values.autoRenew ?? false,
    orderId: values.orderId,
    grantedByAdminId: values.adminId,
    note: values.note,
  });
  const plan = await packetsRepository.plan(db, values.planCode);
  await setAccountPacket(db, accountId, {
    name: plan?.name ?? values.planCode,
    type: values.period === 'yearly' ? `${values.planCode}_yearly` : values.planCode,
  });
  await packetsChanged(db, accountId);
  return row;
}

// An extra packet lasts until the end of the current quota period.
export async function addExtraPacket(
  db: DbOrTx,
  accountId: number,
  values: { channel: string; amount: number; endsAt?: Date; orderId?: number; adminId?: number; note?: string },
): Promise<TPacketRow> {
  const e = await accountEntitlements(db, accountId);
  return packetsRepository.insert(db, {
    accountId,
    kind: 'extra',
    quotas: { [values.channel]: values.amount },
    endsAt: values.endsAt ?? e.period.end,
    orderId: values.orderId,
    grantedByAdminId: values.adminId,
    note: values.note,
  });
}

// Admin: grant a main, extra or custom packet to a merchant account.
export async function grantPacket(deps: AppDeps, adminId: number, accountId: number, input: TGrantPacketInput) {
  if (!(await accountPacketType(deps.db, accountId))) throw notFound();
  const endsAt = new Date(Date.now() + input.days * DAY);
  return deps.db.transaction(async (tx) => {
    if (input.kind === 'main') {
      const row = await activateMainPacket(tx, accountId, { ...input, endsAt, adminId });
      return packetView(row);
    }
    if (input.kind === 'extra') {
      return packetView(await addExtraPacket(tx, accountId, { ...input, endsAt, adminId }));
    }
    const row = await packetsRepository.insert(tx, {
      accountId,
      kind: 'custom',
      quotas: input.quotas,
      memberLimit: input.memberLimit,
      deviceLimit: input.deviceLimit,
      features: input.features,
      endsAt,
      grantedByAdminId: adminId,
      note: input.note,
    });
    await packetsChanged(tx, accountId);
    return packetView(row);
  });
}

// Admin: extend a packet's end by some days (an expired one starts counting from now).
export async function extendPacket(db: DbOrTx, accountId: number, packetId: number, days: number) {
  const packet = await packetsRepository.find(db, accountId, packetId);
  if (!packet || packet.status !== 'active') throw notFound();
  const from = packet.endsAt && packet.endsAt > new Date() ? packet.endsAt : new Date();
  const row = await packetsRepository.update(db, accountId, packetId, {
    endsAt: new Date(from.getTime() + days * DAY),
    graceUntil: null,
  });
  if (!row) throw notFound();
  await packetsChanged(db, accountId);
  return packetView(row);
}

// An admin's plan edit applies to every account on the plan: a job reconciles their member and device
// limits (past a lowered limit the newest go passive, a raised one brings them back; SPEC §4).
export const PLAN_LIMITS_JOB_NAME = 'billing.plan-limits';

export async function updatePlan(db: DbOrTx, code: string, input: TPlanInput) {
  return db.transaction(async (tx) => {
    const row = await packetsRepository.updatePlan(tx, code, input);
    if (!row) throw notFound();
    await addJob(tx, PLAN_LIMITS_JOB_NAME, { code }, { jobKey: `${PLAN_LIMITS_JOB_NAME}:${code}` });
    return row;
  });
}

// A packet that ran out (a main packet past its end and grace, an extra or custom one past its end) lowers
// the account's limits: the hourly billing job reconciles the accounts whose packets ended since the last
// day (the window overlaps runs; reconciling twice changes nothing).
export async function reconcileEndedPackets(db: DbOrTx, now = new Date()): Promise<number> {
  const accountIds = await packetsRepository.endedBetween(db, new Date(now.getTime() - 25 * 3_600_000), now);
  for (const accountId of accountIds) await packetsChanged(db, accountId);
  return accountIds.length;
}

// The accounts a plan's limits apply to: an active main packet of the plan, or the plan as the account's
// packet type (yearly variants too; accounts made before packets). A superset is harmless: its readers
// reconcile, which is idempotent.
async function accountsOnPlan(db: DbOrTx, code: string): Promise<number[]> {
  const types = [code, `${code}_yearly`, `${code}-yearly`, `${code}yearly`];
  const byType = await accountIdsWithPacketTypes(db, types);
  const withPacket = await packetsRepository.accountsWithMainPacket(db, code);
  return [...new Set([...byType, ...withPacket])].sort((a, b) => a - b);
}

export async function reconcilePlanAccounts(db: DbOrTx, code: string): Promise<number> {
  const accountIds = await accountsOnPlan(db, code);
  for (const accountId of accountIds) await packetsChanged(db, accountId);
  return accountIds.length;
}

// The end of a main packet bought now for a period.
export function periodEnd(start: Date, period: 'monthly' | 'yearly'): Date {
  const d = new Date(start);
  d.setUTCMonth(d.getUTCMonth() + (period === 'yearly' ? 12 : 1));
  return d;
}
