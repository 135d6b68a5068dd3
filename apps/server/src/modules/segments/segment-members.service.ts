import {
  SEGMENT_MEMBER_IDS_MAX,
  type TPageMeta,
  type TPageQuery,
  type TSegmentHistoryPoint,
  type TSegmentMember,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { validationError } from '../../platform/http/app-error';
import { memberIdsByKeys, parseAll } from '../audience';
import { idList, membershipRepository } from './membership.repository';
import { segmentsRepository } from './segments.repository';
import { findSegmentOr404 } from './segments.service';

type Deps = Pick<AppDeps, 'db'>;
const HISTORY_DAYS = 90;

export async function listSegmentMembers(
  deps: Deps,
  accountId: number,
  segmentId: number,
  q: TPageQuery,
): Promise<{ data: TSegmentMember[]; meta: TPageMeta }> {
  const segment = await findSegmentOr404(deps.db, accountId, segmentId);
  const rows = await segmentsRepository(deps.db).memberPage(accountId, segmentId, q.page, q.perPage);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      surname: r.surname,
      email: r.email,
      phone: r.phone,
      enteredAt: new Date(r.entered_at).toISOString(),
    })),
    meta: { page: q.page, perPage: q.perPage, total: segment.memberCount },
  };
}

// Hand edits are for empty (static) segments; a dynamic one is owned by its criteria.
async function editMembers(deps: Deps, accountId: number, segmentId: number, change: 'add' | 'remove', ids: number[]) {
  return deps.db.transaction(async (tx) => {
    const segment = await segmentsRepository(tx).lock(accountId, segmentId);
    if (!segment) return findSegmentOr404(tx, accountId, segmentId).then(() => 0);
    if (segment.kind !== 'empty') throw validationError('validation.segment_not_static');
    const membership = membershipRepository(tx);
    const now = new Date();
    const n =
      change === 'add'
        ? await membership.add(accountId, segmentId, idList(ids), now)
        : await membership.remove(accountId, segmentId, idList(ids), now);
    await membership.recount(accountId, segmentId, now, false);
    return n;
  });
}

export const addSegmentMembers = (deps: Deps, accountId: number, segmentId: number, ids: number[]) =>
  editMembers(deps, accountId, segmentId, 'add', ids);
export const removeSegmentMembers = (deps: Deps, accountId: number, segmentId: number, ids: number[]) =>
  editMembers(deps, accountId, segmentId, 'remove', ids);

const distinctValues = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))].slice(0, SEGMENT_MEMBER_IDS_MAX);

// A CSV whose first column holds member ids, emails, phones or customer ids (a header row is fine:
// it simply matches nobody). Answers how many members were added.
export async function addSegmentMembersCsv(deps: Deps, accountId: number, segmentId: number, text: string) {
  await findSegmentOr404(deps.db, accountId, segmentId);
  const values = distinctValues(parseAll(text).map((r) => r.fields[0] ?? ''));
  if (values.length === 0) throw validationError('validation.fill_all_fields');
  const ids = await memberIdsByKeys(deps.db, accountId, values);
  const added = ids.length > 0 ? await addSegmentMembers(deps, accountId, segmentId, ids) : 0;
  return { rows: values.length, matched: ids.length, added };
}

// The web service: adds or removes members of an empty segment, passive or not (SPEC §4).
export async function changeSegmentMembersByKey(
  deps: Deps,
  accountId: number,
  segmentId: number,
  change: 'add' | 'remove',
  members: string[],
) {
  await findSegmentOr404(deps.db, accountId, segmentId);
  const ids = await memberIdsByKeys(deps.db, accountId, distinctValues(members));
  if (ids.length === 0) return { matched: 0, changed: 0 };
  const changed = await (change === 'add' ? addSegmentMembers : removeSegmentMembers)(deps, accountId, segmentId, ids);
  return { matched: ids.length, changed };
}

export async function segmentHistory(
  deps: Deps,
  accountId: number,
  segmentId: number,
): Promise<TSegmentHistoryPoint[]> {
  const segment = await findSegmentOr404(deps.db, accountId, segmentId);
  const days = await segmentsRepository(deps.db).history(accountId, segmentId, HISTORY_DAYS);
  // Walk back from today's count so each day shows the size it ended with.
  let size = segment.memberCount;
  const points: TSegmentHistoryPoint[] = [];
  for (const day of [...days].reverse()) {
    points.push({ day: day.day, entered: day.entered, left: day.left, memberCount: size });
    size -= day.entered - day.left;
  }
  return points.reverse();
}

export async function segmentsOfMember(deps: Deps, accountId: number, memberId: number) {
  const rows = await segmentsRepository(deps.db).segmentsOfMember(accountId, memberId);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, enteredAt: new Date(r.entered_at).toISOString() }));
}

// For widgets (survey answers, viewers, clickers): members join a static segment inside the caller's
// transaction; a segment that is gone or dynamic (owned by its criteria) takes nobody.
export async function addToStaticSegment(tx: DbOrTx, accountId: number, segmentId: number, memberIds: number[]) {
  if (memberIds.length === 0) return 0;
  const segment = await segmentsRepository(tx).lock(accountId, segmentId);
  if (!segment || segment.kind !== 'empty') return 0;
  const membership = membershipRepository(tx);
  const now = new Date();
  const n = await membership.add(accountId, segmentId, idList(memberIds), now);
  if (n > 0) await membership.recount(accountId, segmentId, now, false);
  return n;
}
