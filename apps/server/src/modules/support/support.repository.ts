import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TSupportRequestKind, TSupportRequestStatus } from '@ulak/shared/support';
import type { DbOrTx } from '../../platform/db/database';
import { supportRequests } from './support.tables';

export type TSupportRow = typeof supportRequests.$inferSelect;
export type TNewSupportRow = Omit<typeof supportRequests.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;
type TFilter = { kind?: TSupportRequestKind; status?: TSupportRequestStatus };

const filterOf = (f: TFilter, accountId?: number): SQL | undefined =>
  and(
    accountId === undefined ? undefined : eq(supportRequests.accountId, accountId),
    f.kind ? eq(supportRequests.kind, f.kind) : undefined,
    f.status ? eq(supportRequests.status, f.status) : undefined,
  );

export const supportRepository = {
  async insert(db: DbOrTx, accountId: number, values: TNewSupportRow): Promise<TSupportRow> {
    const [row] = await db
      .insert(supportRequests)
      .values({ ...values, accountId })
      .returning();
    if (!row) throw new Error('support request insert returned nothing');
    return row;
  },

  // The account's own requests (newest first); accountId undefined = every account (admin).
  async page(db: DbOrTx, accountId: number | undefined, f: TFilter, page: number, perPage: number) {
    const where = filterOf(f, accountId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(supportRequests)
        .where(where)
        .orderBy(desc(supportRequests.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: count() }).from(supportRequests).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async hasFeatureRequest(db: DbOrTx, accountId: number, feature: string): Promise<boolean> {
    const [row] = await db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.accountId, accountId),
          eq(supportRequests.kind, 'feature'),
          eq(supportRequests.feature, feature),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async featuresRequested(db: DbOrTx, accountId: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ feature: supportRequests.feature })
      .from(supportRequests)
      .where(and(eq(supportRequests.accountId, accountId), eq(supportRequests.kind, 'feature')));
    return rows.flatMap((r) => (r.feature ? [r.feature] : []));
  },

  async setStatus(db: DbOrTx, id: number, status: TSupportRequestStatus): Promise<TSupportRow | null> {
    const [row] = await db
      .update(supportRequests)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(supportRequests.id, id))
      .returning();
    return row ?? null;
  },
};
