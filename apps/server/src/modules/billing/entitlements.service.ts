import { HTTP_STATUS, type TChannel } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { accountPacketType } from '../accounts';
import type { TQuotaMap } from './billing.tables';
import { QUOTA_CHANNELS, type TQuotaChannel } from './plan-defaults';
import { packetsRepository, type TPacketRow, type TPlanRow } from './packets.repository';

export type TMainPacket = {
  id: number | null;
  planCode: string;
  planName: string;
  period: 'monthly' | 'yearly' | null;
  startsAt: Date;
  endsAt: Date | null;
  graceUntil: Date | null;
  autoRenew: boolean;
  expired: boolean;
};

// What an account may use right now: its main packet (or the free plan once it expired), extra and
// custom packets on top, and feature trials. Every limit, quota and gate reads this.
export type TEntitlements = {
  main: TMainPacket;
  quotas: Record<TQuotaChannel, number | null>;
  memberLimit: number | null;
  deviceLimit: number | null;
  features: string[];
  trials: { feature: string; startedAt: Date; endsAt: Date; active: boolean }[];
  addOns: TPacketRow[];
  // The quota period: a month from the main packet's start (calendar month without one).
  period: { start: string; end: Date };
};

const DAY = 86_400_000;
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

function addMonths(anchor: Date, months: number): Date {
  const d = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(anchor.getUTCDate(), last));
  return d;
}

// The monthly cycle of `anchor` that contains `now`, as whole UTC days.
export function quotaCycle(anchor: Date | null, now: Date): { start: Date; end: Date } {
  if (!anchor) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return { start, end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
  }
  const day = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate()));
  let months = (now.getUTCFullYear() - day.getUTCFullYear()) * 12 + now.getUTCMonth() - day.getUTCMonth();
  if (addMonths(day, months) > now) months -= 1;
  months = Math.max(0, months);
  return { start: addMonths(day, months), end: addMonths(day, months + 1) };
}

const sumQuota = (a: number | null, b: number | null | undefined): number | null =>
  a === null || b === null ? null : a + (b ?? 0);

function planQuotas(plan: TPlanRow | undefined, quotas?: TQuotaMap): Record<TQuotaChannel, number | null> {
  const source = quotas ?? plan?.quotas ?? {};
  return Object.fromEntries(
    QUOTA_CHANNELS.map((c) => [c, source[c] === undefined ? 0 : (source[c] ?? null)]),
  ) as Record<TQuotaChannel, number | null>;
}

export async function accountEntitlements(db: DbOrTx, accountId: number, now = new Date()): Promise<TEntitlements> {
  // One after another: `db` may be a transaction's single connection.
  const row = await packetsRepository.mainPacket(db, accountId);
  const addOns = await packetsRepository.addOns(db, accountId, now);
  const trialRows = await packetsRepository.trials(db, accountId);
  const allPlans = await packetsRepository.plans(db);
  const planOf = (code: string) => allPlans.find((p) => p.code === code.replace(/[_-]?yearly$/, ''));
  const free = planOf('free');
  let main: TMainPacket;
  if (row) {
    const until = row.graceUntil ?? row.endsAt;
    main = {
      id: row.id,
      planCode: row.planCode ?? 'custom',
      planName: planOf(row.planCode ?? 'custom')?.name ?? row.planCode ?? '',
      period: row.period,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      graceUntil: row.graceUntil,
      autoRenew: row.autoRenew,
      expired: until !== null && until <= now,
    };
  } else {
    // The plan an account without packet rows is on (accounts made before packets, test factories).
    const legacy = await accountPacketType(db, accountId);
    const code = legacy?.packetType.replace(/[_-]?yearly$/, '') ?? 'free';
    main = {
      id: null,
      planCode: planOf(code) ? code : 'free',
      planName: planOf(code)?.name ?? free?.name ?? 'Free',
      period: /yearly$/.test(legacy?.packetType ?? '') ? 'yearly' : null,
      startsAt: legacy?.createdAt ?? now,
      endsAt: null,
      graceUntil: null,
      autoRenew: false,
      expired: false,
    };
  }
  const plan = main.expired ? undefined : planOf(main.planCode);
  const base = plan ?? free;
  const quotas = main.expired ? planQuotas(undefined, {}) : planQuotas(plan);
  let memberLimit: number | null = base ? base.memberLimit : 0;
  let deviceLimit: number | null = base ? base.deviceLimit : 0;
  const features = new Set(base?.features ?? []);
  for (const addOn of addOns) {
    for (const c of QUOTA_CHANNELS) if (addOn.quotas[c] !== undefined) quotas[c] = sumQuota(quotas[c], addOn.quotas[c]);
    if (addOn.memberLimit !== null) memberLimit = sumQuota(memberLimit, addOn.memberLimit);
    if (addOn.deviceLimit !== null) deviceLimit = sumQuota(deviceLimit, addOn.deviceLimit);
    for (const f of addOn.features) features.add(f);
  }
  const trials = trialRows.map((t) => ({ ...t, active: t.endsAt > now }));
  for (const t of trials) if (t.active) features.add(t.feature);
  const cycle = quotaCycle(row ? main.startsAt : null, now);
  return {
    main,
    quotas,
    memberLimit,
    deviceLimit,
    features: [...features].sort(),
    trials: trials.map(({ feature, startedAt, endsAt, active }) => ({ feature, startedAt, endsAt, active })),
    addOns,
    period: { start: dateOnly(cycle.start), end: cycle.end },
  };
}

// The quota and its period for one channel: the send pipeline reserves against these.
export async function channelQuotaPeriod(
  db: DbOrTx,
  accountId: number,
  channel: TChannel | TQuotaChannel,
): Promise<{ quota: number | null; period: string }> {
  const e = await accountEntitlements(db, accountId);
  return { quota: e.quotas[channel], period: e.period.start };
}

const CHANNEL_PACKET_NAMES: Record<TQuotaChannel, string> = {
  email: 'Email',
  sms: 'Sms',
  whatsapp: 'WhatsApp',
  webpush: 'Web push',
  mobilepush: 'Mobile push',
  email_verification: 'Member email verified',
};

// Why a channel cannot send at all (SPEC §8), or null: the main packet expired ("Plus package has
// expired."), the channel's extra packet expired, or the plan does not include it.
export async function channelRefusal(
  db: DbOrTx,
  accountId: number,
  channel: TChannel | TQuotaChannel,
  used: number,
): Promise<AppError | null> {
  const e = await accountEntitlements(db, accountId);
  const quota = e.quotas[channel];
  if (quota !== null && used < quota) return null;
  if (quota === null) return null;
  if (e.main.expired) return packetExpired(e.main.planName);
  if (quota === 0) {
    const ended = (await packetsRepository.list(db, accountId)).find(
      (p) => p.kind === 'extra' && p.quotas[channel] !== undefined && p.endsAt !== null && p.endsAt <= new Date(),
    );
    if (ended && ended.endsAt && Date.now() - ended.endsAt.getTime() < 31 * DAY)
      return packetExpired(CHANNEL_PACKET_NAMES[channel]);
    return new AppError('feature_not_purchased', HTTP_STATUS.warning);
  }
  return new AppError('packet_limit', HTTP_STATUS.warning);
}

// A run whose reachable recipients pass what is left of the channel's quota: refused before it starts
// (SPEC §6/§8 say nothing of a partial send; a run never stops half-way).
export const overQuota = (recipients: number, left: number): AppError =>
  new AppError('over_quota', HTTP_STATUS.warning, 'errors.over_quota', { recipients, left });

// The refusals that come from the package (expired, not purchased, used up, too small): the owner is told.
export const PACKAGE_REFUSALS: readonly string[] = [
  'packet_expired',
  'feature_not_purchased',
  'packet_limit',
  'over_quota',
];

export const packetExpired = (name: string): AppError =>
  new AppError('packet_expired', HTTP_STATUS.warning, 'errors.packet_expired', { name });
