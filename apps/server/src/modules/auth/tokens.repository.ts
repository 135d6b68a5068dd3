import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { authTokens, type TAuthTokenPurpose, type TGuard } from './auth.tables';

export type TAuthTokenRow = typeof authTokens.$inferSelect;
export type TNewAuthToken = {
  purpose: TAuthTokenPurpose;
  guard: TGuard;
  subjectId: number;
  accountId: number | null;
  tokenHash: string;
  expiresAt: Date;
  data?: Record<string, unknown>;
};

// The only SQL on auth_tokens. Every use is one conditional update, so a token is spent at most once.
export function tokensRepository(db: DbOrTx) {
  const live = (purpose: TAuthTokenPurpose, guard: TGuard, tokenHash: string) =>
    and(
      eq(authTokens.tokenHash, tokenHash),
      eq(authTokens.purpose, purpose),
      eq(authTokens.guard, guard),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, sql`now()`),
    );

  return {
    // Spent or expired tokens are kept a day for support questions, then removed.
    async deleteStale(): Promise<number> {
      const removed = await db
        .delete(authTokens)
        .where(
          sql`${authTokens.expiresAt} < now() - interval '1 day' or ${authTokens.usedAt} < now() - interval '1 day'`,
        )
        .returning({ id: authTokens.id });
      return removed.length;
    },

    async create(token: TNewAuthToken): Promise<void> {
      await db.insert(authTokens).values({ ...token, data: token.data ?? {} });
    },

    async findLive(purpose: TAuthTokenPurpose, guard: TGuard, tokenHash: string): Promise<TAuthTokenRow | null> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(live(purpose, guard, tokenHash));
      return row ?? null;
    },

    async consume(purpose: TAuthTokenPurpose, guard: TGuard, tokenHash: string): Promise<TAuthTokenRow | null> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(live(purpose, guard, tokenHash))
        .returning();
      return row ?? null;
    },

    // Counts one attempt; null once the token is spent, expired or out of attempts.
    async attempt(
      purpose: TAuthTokenPurpose,
      guard: TGuard,
      tokenHash: string,
      maxAttempts: number,
    ): Promise<TAuthTokenRow | null> {
      const [row] = await db
        .update(authTokens)
        .set({ attempts: sql`${authTokens.attempts} + 1` })
        .where(and(live(purpose, guard, tokenHash), lt(authTokens.attempts, maxAttempts)))
        .returning();
      return row ?? null;
    },

    async markUsed(id: number): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    // After a password reset, other outstanding links of the same purpose stop working.
    async spendAllOf(
      accountId: number | null,
      purpose: TAuthTokenPurpose,
      guard: TGuard,
      subjectId: number,
    ): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            accountId === null ? isNull(authTokens.accountId) : eq(authTokens.accountId, accountId),
            eq(authTokens.guard, guard),
            eq(authTokens.subjectId, subjectId),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        );
    },
  };
}
