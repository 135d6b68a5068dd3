import type { TChannel } from '@ulak/shared';

// Monthly message quota per channel per plan (SPEC §3 Package: usage per channel). null = unlimited.
// The billing issue moves this into its packets tables (main + extra packets); until then it is the
// default plan table the send pipeline reserves against.
export type TChannelQuotas = Record<TChannel, number | null>;

export const CHANNEL_QUOTAS: Record<string, TChannelQuotas> = {
  free: { email: 1_000, sms: 0, whatsapp: 0, webpush: 1_000, mobilepush: 1_000 },
  // A trial includes every channel, with small quotas (the demo account starts on it).
  trial: { email: 1_000, sms: 100, whatsapp: 100, webpush: 1_000, mobilepush: 1_000 },
  start: { email: 20_000, sms: 1_000, whatsapp: 500, webpush: 20_000, mobilepush: 20_000 },
  basic: { email: 100_000, sms: 5_000, whatsapp: 2_500, webpush: 100_000, mobilepush: 100_000 },
  plus: { email: 500_000, sms: 25_000, whatsapp: 10_000, webpush: 500_000, mobilepush: 500_000 },
  pro: { email: 2_000_000, sms: 100_000, whatsapp: 50_000, webpush: 2_000_000, mobilepush: 2_000_000 },
  custom: { email: null, sms: null, whatsapp: null, webpush: null, mobilepush: null },
};

export function channelQuotaForPlan(packetType: string, channel: TChannel): number | null {
  const base = packetType.replace(/[_-]?yearly$/, '');
  const plan = CHANNEL_QUOTAS[base] ?? CHANNEL_QUOTAS.free;
  return plan ? plan[channel] : 0;
}

// The member email verification packet: addresses verified a month per plan (SPEC §3). null = unlimited,
// 0 = not in the plan. The billing issue moves this into its packets tables with the channel quotas.
export const EMAIL_VERIFICATION_QUOTAS: Record<string, number | null> = {
  free: 0,
  trial: 1_000,
  start: 10_000,
  basic: 50_000,
  plus: 250_000,
  pro: 1_000_000,
  custom: null,
};

export function emailVerificationQuotaForPlan(packetType: string): number | null {
  const base = packetType.replace(/[_-]?yearly$/, '');
  const quota = EMAIL_VERIFICATION_QUOTAS[base];
  return quota === undefined ? 0 : quota;
}
