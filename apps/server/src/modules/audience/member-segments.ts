import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// The segments a member belongs to, shown on the member detail, and how many (the member list's column): the
// segments module depends on audience, so it registers both at import instead of audience calling it back up.
export type TMemberSegment = { id: number; name: string; enteredAt: string };
type TMemberSegmentsSource = (db: DbOrTx, accountId: number, memberId: number) => Promise<TMemberSegment[]>;
// A query of the memberships of the members whose ids `memberIds` (a bigint[] expression) holds: one
// `member_id` row per segment a member is in. The list counts a whole page's memberships in one lookup.
export type TMemberSegmentRows = (accountId: SQL, memberIds: SQL) => SQL;

let source: TMemberSegmentsSource | null = null;
let rowsOf: TMemberSegmentRows | null = null;

export function registerMemberSegments(fn: TMemberSegmentsSource, rows: TMemberSegmentRows): void {
  source = fn;
  rowsOf = rows;
}

// No segments module loaded: the member is in no segment.
export const memberSegments = (db: DbOrTx, accountId: number, memberId: number): Promise<TMemberSegment[]> =>
  source ? source(db, accountId, memberId) : Promise.resolve([]);

export const memberSegmentRows = (accountId: SQL, memberIds: SQL): SQL =>
  rowsOf ? rowsOf(accountId, memberIds) : sql`select null::bigint as member_id where false`;
