import type { TChannel } from '@ulak/shared';
import { parsePhone } from '@ulak/shared/phone';
import { localParts, zonedTime } from '../../platform/zoned-time';
import type { TRecipientFacts } from './recipients.repository';

// The send-time gates of one message, decided from facts loaded for the whole batch.
// Reasons use the SPEC §8 wording; codes are stable for filters and reports.
export type TGateVerdict =
  | { kind: 'send'; address: string }
  | { kind: 'block'; code: string; reason: string; address: string | null }
  | { kind: 'wait'; until: Date; code: string; reason: string };

export type TGateRules = {
  channel: TChannel;
  frequencyCapCount: number | null;
  quietHours: { start: number; end: number; timezone: string } | null;
};

const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

export function isValidAddress(channel: TChannel, address: string | null): address is string {
  if (!address) return false;
  if (channel === 'email') return EMAIL_PATTERN.test(address) && address.length <= 254;
  if (channel === 'sms' || channel === 'whatsapp') return parsePhone(address) !== null;
  return address.length > 0;
}

const PERMISSION: Partial<Record<TChannel, { field: keyof TRecipientFacts; code: string; reason: string }>> = {
  email: { field: 'email_active', code: 'email_permission', reason: 'Member email permission not active' },
  sms: { field: 'sms_active', code: 'sms_permission', reason: 'Member sms permission not active' },
  whatsapp: { field: 'whatsapp_active', code: 'whatsapp_permission', reason: 'Member whatsapp permission not active' },
};

const INVALID: Partial<Record<TChannel, { code: string; reason: string }>> = {
  email: { code: 'email_invalid', reason: 'Member email invalid' },
  sms: { code: 'phone_invalid', reason: 'Member phone invalid' },
  whatsapp: { code: 'phone_invalid', reason: 'Member phone invalid' },
};

const SUPPRESSION_REASON: Record<string, string> = {
  unsubscribed: 'Member unsubscribed from this channel',
  hard_bounce: 'Address suppressed after a hard bounce',
  soft_bounce: 'Address suppressed after repeated soft bounces',
  complaint: 'Address suppressed after a complaint',
  blocked: 'Member blocked all messages',
};

// A capped message whose release time is unknown (a concurrent send) looks again after this.
const CAP_RETRY_MS = 60_000;

// The end of the quiet window containing `now`, or null outside it. Windows may wrap midnight (22 → 8). The end is
// the top of the end hour on the account's wall clock, so zones with a half-hour offset and DST days end right.
export function quietUntil(now: Date, quiet: { start: number; end: number; timezone: string }): Date | null {
  if (quiet.start === quiet.end) return null;
  const local = localParts(now, quiet.timezone);
  const hour = local.hour;
  const inside =
    quiet.start < quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end;
  if (!inside) return null;
  // The end falls on today's calendar day, or tomorrow's when the window wraps past midnight.
  const dayShift = hour >= quiet.end ? 1 : 0;
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + dayShift));
  return zonedTime(quiet.timezone, day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), quiet.end, 0);
}

// SPEC §8 wording for devices that cannot receive push.
const DEVICE_BLOCK = {
  missing: { code: 'device_not_registered', reason: 'Device not registered' },
  unregistered: { code: 'device_unregistered', reason: 'Device unregistered' },
  passive: { code: 'device_passive', reason: 'Device passive (over package limit)' },
} as const;

export function decideGate(facts: TRecipientFacts, rules: TGateRules, now: Date): TGateVerdict {
  const { channel } = rules;
  const address = facts.address;
  if (facts.device_state && facts.device_state !== 'active') {
    return { kind: 'block', ...DEVICE_BLOCK[facts.device_state], address };
  }
  if (facts.member_id !== null && !facts.member_found) {
    return { kind: 'block', code: 'member_not_found', reason: 'Member not found', address };
  }
  if (facts.blocked) return { kind: 'block', code: 'member_blocked', reason: 'Member blocked', address };
  if (facts.passive)
    return { kind: 'block', code: 'member_passive', reason: 'Member passive (over package limit)', address };
  const invalid = INVALID[channel];
  if (!isValidAddress(channel, address)) {
    return {
      kind: 'block',
      code: invalid?.code ?? 'address_invalid',
      reason: invalid?.reason ?? 'Recipient address invalid',
      address,
    };
  }
  // SMS and WhatsApp reach mobile phones only: a landline number is skipped, not sent to. The number
  // goes out in E.164 (a number stored as '+9005321112233' reaches +905321112233).
  const phone = channel === 'sms' || channel === 'whatsapp' ? parsePhone(address) : null;
  if (phone && !phone.mobile) {
    return { kind: 'block', code: 'phone_not_mobile', reason: 'Member phone is not a mobile number', address };
  }
  // An unsubscribe also turns the permission off: its own reason says why.
  if (facts.suppression) {
    const reason = SUPPRESSION_REASON[facts.suppression] ?? 'Address suppressed';
    return { kind: 'block', code: `suppressed_${facts.suppression}`, reason, address };
  }
  const permission = PERMISSION[channel];
  // Only members carry a permission; raw list addresses are the merchant's own opt-in list.
  if (permission && facts.member_found && facts[permission.field] !== true) {
    return { kind: 'block', code: permission.code, reason: permission.reason, address };
  }
  if (rules.frequencyCapCount !== null && facts.recent_count >= rules.frequencyCapCount) {
    // Deferred, as in quiet hours: it goes out when the oldest counted message leaves the window.
    const free = facts.cap_free_at ? new Date(facts.cap_free_at) : null;
    const until = free && free.getTime() > now.getTime() ? free : new Date(now.getTime() + CAP_RETRY_MS);
    return { kind: 'wait', until, code: 'frequency_cap', reason: 'Waiting for the frequency cap' };
  }
  const until = rules.quietHours ? quietUntil(now, rules.quietHours) : null;
  if (until) return { kind: 'wait', until, code: 'quiet_hours', reason: 'Waiting for the end of quiet hours' };
  return { kind: 'send', address: phone?.e164 ?? address };
}
