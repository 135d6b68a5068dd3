import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { sessions, type TGuard } from './auth.tables';

export type TSessionRow = typeof sessions.$inferSelect;
export type TNewSession = {
  guard: TGuard;
  subjectId: number;
  accountId: number | null;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

const findActiveQuery = preparedQuery((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.guard, sql.placeholder('guard')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('sessions_find_active'),
);

// The only SQL on sessions. Sessions are found by token hash (the token names its own account).
export function sessionsRepository(db: DbOrTx) {
  return {
    // Ended sessions stay 30 days (they explain a 401 and feed security reviews), then go.
    async deleteStale(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(
          sql`${sessions.expiresAt} < now() - interval '30 days' or ${sessions.revokedAt} < now() - interval '30 days'`,
        )
        .returning({ id: sessions.id });
      return removed.length;
    },

    async create(session: TNewSession): Promise<number> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },

    // The lookup every authenticated request makes.
    async findActive(guard: TGuard, tokenHash: string): Promise<TSessionRow | null> {
      const [row] = await findActiveQuery(db).execute({ guard, tokenHash });
      return row ?? null;
    },

    async revoke(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(accountId: number | null, guard: TGuard, subjectId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            accountId === null ? isNull(sessions.accountId) : eq(sessions.accountId, accountId),
            eq(sessions.guard, guard),
            eq(sessions.subjectId, subjectId),
            isNull(sessions.revokedAt),
          ),
        );
    },
  };
}
