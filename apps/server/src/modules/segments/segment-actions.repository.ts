import { and, desc, eq, sql } from 'drizzle-orm';
import type { TSegmentActionStatus } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { segmentActions } from './segments.tables';

export type TSegmentActionRow = typeof segmentActions.$inferSelect;
export type TNewSegmentAction = Omit<typeof segmentActions.$inferInsert, 'id' | 'accountId'>;

export function segmentActionsRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) =>
    and(eq(segmentActions.accountId, accountId), eq(segmentActions.id, id));
  return {
    async create(accountId: number, values: TNewSegmentAction): Promise<TSegmentActionRow> {
      const [row] = await db
        .insert(segmentActions)
        .values({ ...values, accountId })
        .returning();
      if (!row) throw new Error('segment action insert returned nothing');
      return row;
    },
    async find(accountId: number, id: number): Promise<TSegmentActionRow | null> {
      const [row] = await db.select().from(segmentActions).where(mine(accountId, id));
      return row ?? null;
    },
    async listOfSegment(accountId: number, segmentId: number, limit: number): Promise<TSegmentActionRow[]> {
      return db
        .select()
        .from(segmentActions)
        .where(and(eq(segmentActions.accountId, accountId), eq(segmentActions.segmentId, segmentId)))
        .orderBy(desc(segmentActions.id))
        .limit(limit);
    },
    async mark(
      accountId: number,
      id: number,
      status: TSegmentActionStatus,
      values: Partial<Pick<TSegmentActionRow, 'total' | 'processed' | 'error' | 'fileId'>> = {},
    ): Promise<void> {
      await db
        .update(segmentActions)
        .set({
          ...values,
          status,
          ...(status === 'running' ? { startedAt: sql`now()` } : {}),
          ...(status === 'success' || status === 'failed' ? { finishedAt: sql`now()` } : {}),
        })
        .where(mine(accountId, id));
    },
  };
}
