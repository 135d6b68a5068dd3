import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TTwoFactorMethod } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { twoFactorMethods } from './accounts.tables';

export type TTwoFactorRow = typeof twoFactorMethods.$inferSelect;

export const MAX_CODE_ATTEMPTS = 5;

// The only SQL on two_factor_methods. Code checks are single atomic updates, so two parallel
// requests can never both spend the same code or TOTP step.
export function twoFactorRepository(db: DbOrTx) {
  const row = (accountId: number, userId: number, method: TTwoFactorMethod) =>
    and(
      eq(twoFactorMethods.accountId, accountId),
      eq(twoFactorMethods.userId, userId),
      eq(twoFactorMethods.method, method),
    );

  return {
    async list(accountId: number, userId: number): Promise<TTwoFactorRow[]> {
      return db
        .select()
        .from(twoFactorMethods)
        .where(and(eq(twoFactorMethods.accountId, accountId), eq(twoFactorMethods.userId, userId)));
    },

    async find(accountId: number, userId: number, method: TTwoFactorMethod): Promise<TTwoFactorRow | null> {
      const [found] = await db
        .select()
        .from(twoFactorMethods)
        .where(row(accountId, userId, method));
      return found ?? null;
    },

    async setPendingSecret(accountId: number, userId: number, pendingSecret: string): Promise<void> {
      await db
        .insert(twoFactorMethods)
        .values({ accountId, userId, method: 'totp', pendingSecret })
        .onConflictDoUpdate({
          target: [twoFactorMethods.accountId, twoFactorMethods.userId, twoFactorMethods.method],
          set: { pendingSecret },
        });
    },

    async setCode(
      accountId: number,
      userId: number,
      method: 'sms' | 'email',
      codeHash: string,
      expiresAt: Date,
    ): Promise<void> {
      const set = { codeHash, codeExpiresAt: expiresAt, codeAttempts: 0 };
      await db
        .insert(twoFactorMethods)
        .values({ accountId, userId, method, ...set })
        .onConflictDoUpdate({
          target: [twoFactorMethods.accountId, twoFactorMethods.userId, twoFactorMethods.method],
          set,
        });
    },

    // Spends the code when it matches; otherwise counts the attempt. True only for a valid, unused code.
    async consumeCode(accountId: number, userId: number, method: 'sms' | 'email', codeHash: string): Promise<boolean> {
      const spent = await db
        .update(twoFactorMethods)
        .set({ codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
        .where(
          and(
            row(accountId, userId, method),
            eq(twoFactorMethods.codeHash, codeHash),
            gt(twoFactorMethods.codeExpiresAt, sql`now()`),
            lt(twoFactorMethods.codeAttempts, MAX_CODE_ATTEMPTS),
          ),
        )
        .returning({ id: twoFactorMethods.id });
      if (spent.length > 0) return true;
      await db
        .update(twoFactorMethods)
        .set({ codeAttempts: sql`${twoFactorMethods.codeAttempts} + 1` })
        .where(and(row(accountId, userId, method), isNotNull(twoFactorMethods.codeHash)));
      return false;
    },

    // Records a used TOTP step; false when this step (or a later one) was already used.
    async advanceTotpStep(accountId: number, userId: number, step: number): Promise<boolean> {
      const updated = await db
        .update(twoFactorMethods)
        .set({ lastTotpStep: step })
        .where(
          and(
            row(accountId, userId, 'totp'),
            or(isNull(twoFactorMethods.lastTotpStep), lt(twoFactorMethods.lastTotpStep, step)),
          ),
        )
        .returning({ id: twoFactorMethods.id });
      return updated.length > 0;
    },

    async enable(
      accountId: number,
      userId: number,
      method: TTwoFactorMethod,
      fields: { secret?: string; lastTotpStep?: number; primary: boolean },
    ): Promise<void> {
      await db
        .update(twoFactorMethods)
        .set({
          enabled: true,
          isPrimary: fields.primary,
          ...(fields.secret === undefined ? {} : { secret: fields.secret, pendingSecret: null }),
          ...(fields.lastTotpStep === undefined ? {} : { lastTotpStep: fields.lastTotpStep }),
        })
        .where(row(accountId, userId, method));
    },

    async disable(accountId: number, userId: number, method: TTwoFactorMethod): Promise<void> {
      await db
        .update(twoFactorMethods)
        .set({
          enabled: false,
          isPrimary: false,
          secret: null,
          pendingSecret: null,
          codeHash: null,
          codeExpiresAt: null,
        })
        .where(row(accountId, userId, method));
    },

    async setPrimary(accountId: number, userId: number, method: TTwoFactorMethod): Promise<void> {
      await db
        .update(twoFactorMethods)
        .set({ isPrimary: sql`${twoFactorMethods.method} = ${method}` })
        .where(and(eq(twoFactorMethods.accountId, accountId), eq(twoFactorMethods.userId, userId)));
    },
  };
}
