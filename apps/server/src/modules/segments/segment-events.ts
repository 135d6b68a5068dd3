import type { DbOrTx } from '../../platform/db/database';
import { publishMemberEvents, type TMemberEvent } from '../../platform/jobs/member-events';

// Who entered or left a dynamic segment, as member events (`segment_entered` / `segment_left` with the
// segment's id) in the same transaction as the membership change: journeys start on them.
const EVENTS_PER_JOB = 1000;

export async function publishSegmentChanges(
  tx: DbOrTx,
  accountId: number,
  segmentId: number,
  enteredIds: number[],
  leftIds: number[],
): Promise<void> {
  const event = (name: string) => (memberId: number) =>
    ({ accountId, memberId, name, properties: { segmentId }, applicationId: null }) satisfies TMemberEvent;
  const events = [...enteredIds.map(event('segment_entered')), ...leftIds.map(event('segment_left'))];
  for (let i = 0; i < events.length; i += EVENTS_PER_JOB)
    await publishMemberEvents(tx, events.slice(i, i + EVENTS_PER_JOB));
}
