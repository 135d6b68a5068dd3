import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { authFailures, type TAuthFailureScope } from './accounts.tables';

// A run of failures is forgotten a day after its last failure.
const FORGET_AFTER = sql`interval '24 hours'`;

// The only SQL on auth_failures.
export function authFailuresRepository(db: DbOrTx) {
  const key = (scope: TAuthFailureScope, subject: string) =>
    and(eq(authFailures.scope, scope), eq(authFailures.subject, subject));
  return {
    // Seconds until the subject may try again, or null.
    async lockedSeconds(scope: TAuthFailureScope, subject: string): Promise<number | null> {
      const [row] = await db
        .select({ seconds: sql<number>`ceil(extract(epoch from ${authFailures.lockedUntil} - now()))::int` })
        .from(authFailures)
        .where(and(key(scope, subject), sql`${authFailures.lockedUntil} > now()`));
      return row ? Math.max(1, Number(row.seconds)) : null;
    },

    // Counts one failure and, past `free` failures, locks for base·2^(extra failures) seconds up to `cap`.
    async record(
      scope: TAuthFailureScope,
      subject: string,
      policy: { free: number; baseSeconds: number; capSeconds: number },
    ): Promise<number> {
      const count = sql`case when ${authFailures.lastFailureAt} < now() - ${FORGET_AFTER} then 1
        else ${authFailures.failures} + 1 end`;
      const [row] = await db
        .insert(authFailures)
        .values({ scope, subject, failures: 1 })
        .onConflictDoUpdate({
          target: [authFailures.scope, authFailures.subject],
          set: { failures: count, lastFailureAt: sql`now()` },
        })
        .returning({ failures: authFailures.failures });
      const failures = row?.failures ?? 1;
      if (failures >= policy.free) {
        const seconds = Math.min(policy.capSeconds, policy.baseSeconds * 2 ** (failures - policy.free));
        await db
          .update(authFailures)
          .set({ lockedUntil: sql`now() + make_interval(secs => ${seconds})` })
          .where(key(scope, subject));
      }
      return failures;
    },

    async clear(scope: TAuthFailureScope, subject: string): Promise<void> {
      await db.delete(authFailures).where(key(scope, subject));
    },

    // True once a day at most: the caller tells the owner about the failures.
    async claimNotice(scope: TAuthFailureScope, subject: string): Promise<boolean> {
      const rows = await db
        .update(authFailures)
        .set({ notifiedAt: sql`now()` })
        .where(
          and(
            key(scope, subject),
            sql`(${authFailures.notifiedAt} is null or ${authFailures.notifiedAt} < now() - ${FORGET_AFTER})`,
          ),
        )
        .returning({ subject: authFailures.subject });
      return rows.length > 0;
    },

    async deleteStale(): Promise<number> {
      const rows = await db
        .delete(authFailures)
        .where(
          sql`${authFailures.lastFailureAt} < now() - ${FORGET_AFTER} and coalesce(${authFailures.lockedUntil}, now()) <= now()`,
        )
        .returning({ subject: authFailures.subject });
      return rows.length;
    },
  };
}
