import { z } from 'zod';
import { ZTimestamp } from '../http';
import { ZMessageContent } from './api';

// Rows of the action logs (/user/actions, /user/actions/detail/{id}) and the link logs (/user/links), as the API
// answers them: the server's queries select exactly these columns and the web screens render them.

const at = ZTimestamp.nullable();

// One message on one channel to one recipient.
export const ZActionLog = z.object({
  id: z.number().int(),
  run_id: z.number().int(),
  channel: z.string(),
  source_type: z.string(),
  member_id: z.number().int().nullable(),
  address: z.string().nullable(),
  language: z.string().nullable(),
  status: z.string(),
  reason_code: z.string().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: ZTimestamp,
  sent_at: at,
  delivered_at: at,
  opened_at: at,
  clicked_at: at,
  bounced_at: at,
  next_attempt_at: at.describe('When a waiting message (quiet hours, frequency cap, retry) is due to go out'),
});
export type TActionLog = z.infer<typeof ZActionLog>;

export const ZMessageEvent = z.object({
  id: z.number().int(),
  type: z.string(),
  url: z.string().nullable(),
  detail: z.unknown(),
  occurred_at: ZTimestamp,
});
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

// The message, its events and the content of the send it belongs to (rendered for the member on screen).
export const ZMessageDetail = ZActionLog.extend({
  events: z.array(ZMessageEvent),
  content: ZMessageContent.nullable(),
});
export type TMessageDetail = z.infer<typeof ZMessageDetail>;

// One tracked click.
export const ZLinkClick = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  url: z.string().nullable(),
  occurred_at: ZTimestamp,
  channel: z.string(),
  member_id: z.number().int().nullable(),
  address: z.string().nullable(),
});
export type TLinkClick = z.infer<typeof ZLinkClick>;
