import type { DbOrTx } from '../../platform/db/database';

// The segments a member belongs to, shown on the member detail: the segments module depends on audience,
// so it registers this source at import instead of audience calling it back up.
export type TMemberSegment = { id: number; name: string; enteredAt: string };
type TMemberSegmentsSource = (db: DbOrTx, accountId: number, memberId: number) => Promise<TMemberSegment[]>;

let source: TMemberSegmentsSource | null = null;

export function registerMemberSegments(fn: TMemberSegmentsSource): void {
  source = fn;
}

// No segments module loaded: the member is in no segment.
export const memberSegments = (db: DbOrTx, accountId: number, memberId: number): Promise<TMemberSegment[]> =>
  source ? source(db, accountId, memberId) : Promise.resolve([]);
