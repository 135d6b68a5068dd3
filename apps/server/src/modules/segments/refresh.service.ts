import type { TSegmentRefresh } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { accountTimezone } from '../accounts';
import { compileCriteria } from './criteria-compiler';
import { useEvaluationMemory } from './evaluation-memory';
import { membershipRepository } from './membership.repository';
import { publishSegmentChanges } from './segment-events';
import { segmentsRepository, type TSegmentRow } from './segments.repository';

const compileFor = (segment: TSegmentRow, now: Date, timezone: string, memberIds: number[] | null = null) =>
  segment.criteria
    ? compileCriteria(segment.criteria, {
        accountId: segment.accountId,
        now,
        timezone,
        applicationId: segment.applicationId,
        memberIds,
      })
    : null;

// Recomputes a dynamic segment and writes only who entered and who left. Runs for passive
// segments too when asked explicitly ("refresh now"); jobs pass `activeOnly` and skip them.
export async function refreshSegment(
  db: DbOrTx,
  accountId: number,
  segmentId: number,
  now = new Date(),
  activeOnly = false,
): Promise<TSegmentRefresh | null> {
  return db.transaction(async (tx) => {
    const segment = await segmentsRepository(tx).lock(accountId, segmentId);
    const runs = segment?.kind === 'dynamic' && (!activeOnly || segment.status === 'active');
    const target = segment && runs ? compileFor(segment, now, await accountTimezone(tx, accountId)) : null;
    if (!segment || !target) return null;
    const membership = membershipRepository(tx);
    await useEvaluationMemory(tx);
    const { enteredIds, leftIds, ...delta } = await membership.sync(accountId, segmentId, target, now);
    await publishSegmentChanges(tx, accountId, segmentId, enteredIds, leftIds);
    await membership.recount(accountId, segmentId, now, true);
    const fresh = await segmentsRepository(tx).find(accountId, segmentId);
    return { ...delta, memberCount: fresh?.memberCount ?? 0 };
  });
}

// A member's data changed (event, tag, order, profile): re-evaluates only those members against
// every active dynamic segment of the account, without rescanning everyone.
export async function reevaluateMembers(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
  now = new Date(),
): Promise<{ entered: number; left: number }> {
  const total = { entered: 0, left: 0 };
  if (memberIds.length === 0) return total;
  const dynamic = await segmentsRepository(db).activeDynamic(accountId);
  const timezone = await accountTimezone(db, accountId);
  for (const candidate of dynamic) {
    const delta = await db.transaction(async (tx) => {
      const segment = await segmentsRepository(tx).lock(accountId, candidate.id);
      const target =
        segment?.kind === 'dynamic' && segment.status === 'active'
          ? compileFor(segment, now, timezone, memberIds)
          : null;
      if (!target) return { entered: 0, left: 0 };
      // sync adjusts member_count/device_count by the difference: recounting would read the whole segment.
      const { enteredIds, leftIds, ...counts } = await membershipRepository(tx).sync(
        accountId,
        candidate.id,
        target,
        now,
        memberIds,
      );
      await publishSegmentChanges(tx, accountId, candidate.id, enteredIds, leftIds);
      return counts;
    });
    total.entered += delta.entered;
    total.left += delta.left;
  }
  return total;
}
