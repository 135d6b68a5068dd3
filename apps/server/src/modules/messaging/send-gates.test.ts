import { describe, expect, it } from 'vitest';
import { decideGate, quietUntil } from './send-gates';
import type { TRecipientFacts } from './recipients.repository';

const facts = (over: Partial<TRecipientFacts> = {}): TRecipientFacts => ({
  id: 1,
  member_id: 1,
  address: 'a@shop.test',
  member_found: true,
  email: 'a@shop.test',
  phone: null,
  email_active: true,
  sms_active: false,
  whatsapp_active: false,
  blocked: false,
  passive: false,
  suppression: null,
  recent_count: 0,
  cap_free_at: null,
  device_id: null,
  device_state: null,
  ...over,
});
const rules = { channel: 'email' as const, frequencyCapCount: 2, quietHours: null };
const now = new Date('2026-11-22T12:00:00Z');

describe('send gates', () => {
  it('records each block with its SPEC reason', () => {
    expect(decideGate(facts({ email_active: false }), rules, now)).toMatchObject({
      reason: 'Member email permission not active',
    });
    expect(decideGate(facts({ address: 'nope' }), rules, now)).toMatchObject({ reason: 'Member email invalid' });
    expect(decideGate(facts({ suppression: 'complaint' }), rules, now)).toMatchObject({ code: 'suppressed_complaint' });
    expect(decideGate(facts({ recent_count: 2, cap_free_at: '2026-11-22T15:00:00Z' }), rules, now)).toMatchObject({
      kind: 'wait',
      code: 'frequency_cap',
      until: new Date('2026-11-22T15:00:00Z'),
    });
    expect(
      decideGate(facts({ sms_active: false, address: '+905321234567' }), { ...rules, channel: 'sms' }, now),
    ).toMatchObject({ reason: 'Member sms permission not active' });
    expect(decideGate(facts(), rules, now)).toEqual({ kind: 'send', address: 'a@shop.test' });
  });

  it('sends SMS and WhatsApp to valid mobile numbers only', () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      const on = { ...rules, channel };
      const member = { sms_active: true, whatsapp_active: true };
      expect(decideGate(facts({ ...member, address: '+905321234567' }), on, now)).toEqual({
        kind: 'send',
        address: '+905321234567',
      });
      expect(decideGate(facts({ ...member, address: '+902125551234' }), on, now)).toMatchObject({
        kind: 'block',
        code: 'phone_not_mobile',
        reason: 'Member phone is not a mobile number',
      });
      // Stored before numbers were normalised: the trunk 0 after the country code is dropped on sending.
      expect(decideGate(facts({ ...member, address: '+9005321112233' }), on, now)).toEqual({
        kind: 'send',
        address: '+905321112233',
      });
      expect(decideGate(facts({ ...member, address: '+90532' }), on, now)).toMatchObject({ code: 'phone_invalid' });
    }
  });

  it('blocks push to a device that is gone or unregistered with the SPEC wording', () => {
    const push = { ...rules, channel: 'webpush' as const };
    const device = (state: TRecipientFacts['device_state']) =>
      facts({ device_id: 5, device_state: state, address: state === 'active' ? 'https://push.test/x' : null });
    expect(decideGate(device('missing'), push, now)).toMatchObject({ reason: 'Device not registered' });
    expect(decideGate(device('unregistered'), push, now)).toMatchObject({
      code: 'device_unregistered',
      reason: 'Device unregistered',
    });
    expect(decideGate(device('active'), push, now)).toEqual({ kind: 'send', address: 'https://push.test/x' });
  });

  it('holds messages in quiet hours until the window ends, across midnight', () => {
    const quiet = { start: 22, end: 8, timezone: 'UTC' };
    expect(quietUntil(new Date('2026-11-22T23:30:00Z'), quiet)?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(quietUntil(new Date('2026-11-22T12:00:00Z'), quiet)).toBeNull();
    expect(decideGate(facts(), { ...rules, quietHours: quiet }, new Date('2026-11-22T03:10:00Z'))).toMatchObject({
      kind: 'wait',
    });
  });

  it('ends quiet hours at the top of the hour on the account clock, also in half-hour zones', () => {
    // 23:40 in Istanbul (UTC+3) → 08:00 Istanbul = 05:00Z.
    const istanbul = { start: 22, end: 8, timezone: 'Europe/Istanbul' };
    expect(quietUntil(new Date('2026-11-22T20:40:00Z'), istanbul)?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // 01:15 in Kolkata (UTC+5:30) → 08:00 Kolkata = 02:30Z, not 02:00Z.
    const kolkata = { start: 22, end: 8, timezone: 'Asia/Kolkata' };
    expect(quietUntil(new Date('2026-11-22T19:45:00Z'), kolkata)?.toISOString()).toBe('2026-11-23T02:30:00.000Z');
    // A window that does not wrap midnight, on a DST day in New York (2026-03-08, clocks go forward at 02:00).
    const newYork = { start: 1, end: 6, timezone: 'America/New_York' };
    expect(quietUntil(new Date('2026-03-08T06:30:00Z'), newYork)?.toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});
