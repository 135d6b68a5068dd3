import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// The segments a member belongs to, shown on the member detail, and how many (the member list's column): the
// segments module depends on audience, so it registers both at import instead of audience calling it back up.
export type TMemberSegment = { id: number; name: string; enteredAt: string };
type TMemberSegmentsSource = (db: DbOrTx, accountId: number, memberId: number) => Promise<TMemberSegment[]>;
// A correlated subquery on the member row's columns as the asking query names them.
export type TMemberSegmentCount = (member: { id: SQL; accountId: SQL }) => SQL<number>;

let source: TMemberSegmentsSource | null = null;
let countOf: TMemberSegmentCount | null = null;

export function registerMemberSegments(fn: TMemberSegmentsSource, count: TMemberSegmentCount): void {
  source = fn;
  countOf = count;
}

// No segments module loaded: the member is in no segment.
export const memberSegments = (db: DbOrTx, accountId: number, memberId: number): Promise<TMemberSegment[]> =>
  source ? source(db, accountId, memberId) : Promise.resolve([]);

export const memberSegmentCount = (member: { id: SQL; accountId: SQL }): SQL<number> =>
  countOf ? countOf(member) : sql<number>`0`;
