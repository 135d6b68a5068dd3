import { z } from 'zod';
import type { DbOrTx } from '../db/database';
import { addJob } from './add-job';

// What identified members did (an SDK event, an order's new status), published by the modules that
// record it inside their own transaction, as one job other modules handle (automations starts, wakes
// and ends journeys on it). The publishers import nothing of their subscribers.
export const MEMBER_EVENTS_JOB = 'members.events';

export const ZMemberEvent = z.object({
  accountId: z.number().int(),
  memberId: z.number().int(),
  // The SDK event type, `custom:<name>` for custom events, or a derived fact (order_status_changed).
  name: z.string().max(120),
  properties: z.record(z.string(), z.unknown()).default({}),
  // The site or app it happened on (null for facts from the API).
  applicationId: z.number().int().nullable().default(null),
});
export type TMemberEvent = z.infer<typeof ZMemberEvent>;

export async function publishMemberEvents(tx: DbOrTx, events: TMemberEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One queue: events are handled in order, so a member's entry rule is never checked by two jobs at once.
  await addJob(tx, MEMBER_EVENTS_JOB, { events }, { queueName: 'member-events', maxAttempts: 10 });
}
