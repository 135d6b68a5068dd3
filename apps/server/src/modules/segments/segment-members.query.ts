import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { idArray } from './criteria-compiler';

// For other modules (the send pipeline, campaigns): the segment's current members as one
// set-based fragment selecting `member_id`, usable as `INSERT … SELECT … FROM (<fragment>) s`.
export function segmentMemberIdsQuery(accountId: number, segmentId: number): SQL {
  return sql`select sm.member_id from segment_members sm where sm.account_id = ${accountId} and sm.segment_id = ${segmentId}`;
}

// The name of the account's segment whose id `segmentId` selects (a column of the asking query), or null: the
// task list's segment column.
export function segmentNameQuery(accountId: number, segmentId: SQL): SQL {
  return sql`(select s.name from segments s where s.account_id = ${accountId} and s.id = ${segmentId})`;
}

// The segment memberships of the members `memberIds` (a bigint[] expression), one `member_id` row each: the
// member list's segment column counts them (registered with audience).
export function memberSegmentRowsQuery(accountId: SQL, memberIds: SQL): SQL {
  return sql`select s.member_id from segment_members s where s.account_id = ${accountId} and s.member_id = any(${memberIds})`;
}

export async function segmentExists(db: DbOrTx, accountId: number, segmentId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from segments where account_id = ${accountId} and id = ${segmentId}) as e`,
  );
  return result.rows[0]?.e === true;
}

// Changes after `afterId` (entered/left, oldest first), one row per member: how sync_segment tasks
// and automations pick up "entered segment" without rescanning the segment. The log stores one row
// per write and kind of change, so `id` names that write: the members of one write share it (a
// reader takes all rows of a query, then continues after the largest id it saw).
export function segmentChangesQuery(accountId: number, segmentId: number, afterId: number, since: Date): SQL {
  return sql`select c.id, m.member_id, c.change, c.changed_at
    from segment_member_changes c cross join lateral unnest(c.member_ids) as m(member_id)
    where c.account_id = ${accountId} and c.segment_id = ${segmentId} and c.changed_at >= ${since.toISOString()}::timestamptz
      and c.id > ${afterId} order by c.id, m.member_id`;
}

// Which of these ids are static (empty-kind) segments of the account: what a widget may fill.
export async function staticSegmentIds(db: DbOrTx, accountId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number }>(sql`select id from segments where account_id = ${accountId}
    and kind = 'empty' and id = any(${idArray(ids)})`);
  return r.rows.map((row) => Number(row.id));
}

// Which of the segments the member (a fragment selecting one member id, or none) is in, as one
// fragment selecting `segment_id`: a widget's member targeting inside its one state query.
export function memberSegmentIdsQuery(accountId: number, memberId: SQL, ids: number[]): SQL {
  return sql`select sm.segment_id from segment_members sm where sm.account_id = ${accountId}
    and sm.member_id = (${memberId}) and sm.segment_id = any(${idArray(ids)})`;
}

// Whether the member is in any of the segments (a widget's member targeting).
export async function memberInAnySegment(db: DbOrTx, accountId: number, memberId: number, ids: number[]) {
  if (ids.length === 0) return false;
  const r = await db.execute(sql`select exists (select 1 from segment_members where account_id = ${accountId}
    and member_id = ${memberId} and segment_id = any(${idArray(ids)})) as e`);
  return r.rows[0]?.e === true;
}
