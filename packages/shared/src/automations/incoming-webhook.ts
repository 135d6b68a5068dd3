import { z } from 'zod';

// An incoming webhook that starts a journey: POST <incomingUrl> with this JSON body.
// - Authentication: `x-ulak-timestamp: <unix seconds>` and `x-ulak-signature: sha256=<hex HMAC-SHA256 of
//   "<timestamp>.<raw body>" with the workflow's secret>` (the same scheme as outgoing webhooks), or
//   `authorization: Bearer <secret>`.
// - `idempotency-key` (or `x-ulak-delivery`) header, or `deliveryId` in the body: a retried delivery with the
//   same id starts no second journey.
// - `member`: who the journey is for, by customer id, email or phone (first one given, in that order);
//   the member must exist.
// - `data`: the trigger data (`trigger.*` in messages, conditions and waits).
export const INCOMING_WEBHOOK_PATH = '/api/v1/hooks/workflows';
export const INCOMING_WEBHOOK_MAX_SKEW_SECONDS = 300;

export const ZIncomingWebhookBody = z.object({
  deliveryId: z.string().trim().min(1).max(200).optional(),
  member: z
    .object({
      customerId: z.string().trim().min(1).max(200).optional(),
      email: z.string().trim().min(3).max(320).optional(),
      phone: z.string().trim().min(3).max(40).optional(),
    })
    .refine((m) => m.customerId !== undefined || m.email !== undefined || m.phone !== undefined, {
      message: 'validation.webhook_member_required',
    }),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type TIncomingWebhookBody = z.infer<typeof ZIncomingWebhookBody>;

export const INCOMING_WEBHOOK_OUTCOMES = ['entered', 'duplicate', 'not_entered'] as const;
export const ZIncomingWebhookResult = z.object({
  status: z
    .enum(INCOMING_WEBHOOK_OUTCOMES)
    .describe(
      'entered: a journey started; duplicate: this delivery id was seen before; not_entered: the entry rule kept the member out',
    ),
  memberId: z.number().int(),
  deliveryId: z.string(),
});
export type TIncomingWebhookResult = z.infer<typeof ZIncomingWebhookResult>;
