import { z } from 'zod';

// The channels a message can go out on (ARCHITECTURE "channels/<email|sms|whatsapp|webpush|mobilepush>").
export const CHANNELS = ['email', 'sms', 'whatsapp', 'webpush', 'mobilepush'] as const;
export const ZChannel = z.enum(CHANNELS);
export type TChannel = z.infer<typeof ZChannel>;

// Action statuses of SPEC §4. `sending` is internal: claimed by a send job, outcome not yet known.
export const MESSAGE_STATUSES = ['in_queue', 'waiting', 'sending', 'success', 'failed', 'error', 'bounce'] as const;
export const ZMessageStatus = z.enum(MESSAGE_STATUSES);
export type TMessageStatus = z.infer<typeof ZMessageStatus>;

// What produced a message; with the source id it is part of the message's unique key.
export const MESSAGE_SOURCES = ['campaign', 'automation', 'direct', 'transactional', 'test'] as const;
export const ZMessageSource = z.enum(MESSAGE_SOURCES);
export type TMessageSource = z.infer<typeof ZMessageSource>;

// Events written against a message: by the pipeline, by providers (webhooks, DSNs) and by tracking.
export const MESSAGE_EVENT_TYPES = [
  'queued',
  'blocked',
  'accepted',
  'retry',
  'failed',
  'delivered',
  'bounce',
  'complaint',
  'open',
  'click',
  'unsubscribe',
] as const;
export const ZMessageEventType = z.enum(MESSAGE_EVENT_TYPES);
export type TMessageEventType = z.infer<typeof ZMessageEventType>;

// Why a message was suppressed for an address (per account, per channel).
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'soft_bounce', 'complaint', 'blocked'] as const;
export const ZSuppressionReason = z.enum(SUPPRESSION_REASONS);
export type TSuppressionReason = z.infer<typeof ZSuppressionReason>;

// Each message is commercial (IYS-controlled: consent checked, SMS sent with the provider's commercial
// IYS filter) or informational (an order notice, a login code, a test: exempt). A run's class follows
// its source unless its trigger says otherwise.
export const MESSAGE_CLASS_OF: Record<TMessageSource, 'commercial' | 'informational'> = {
  campaign: 'commercial',
  automation: 'commercial',
  direct: 'commercial',
  transactional: 'informational',
  test: 'informational',
};
