import { and, eq, sql } from 'drizzle-orm';
import type { TOnboardingStep, TSuggestionKey } from '@ulak/shared/dashboard';
import type { DbOrTx } from '../../platform/db/database';
import { dashboardDismissals, onboardingProgress } from './dashboard.tables';

export const dashboardRepository = {
  async dismissed(db: DbOrTx, accountId: number): Promise<Set<string>> {
    const rows = await db
      .select({ suggestion: dashboardDismissals.suggestion })
      .from(dashboardDismissals)
      .where(eq(dashboardDismissals.accountId, accountId));
    return new Set(rows.map((r) => r.suggestion));
  },

  async dismiss(db: DbOrTx, accountId: number, key: TSuggestionKey): Promise<void> {
    await db.insert(dashboardDismissals).values({ accountId, suggestion: key }).onConflictDoNothing();
  },

  async restore(db: DbOrTx, accountId: number, key: TSuggestionKey): Promise<void> {
    await db
      .delete(dashboardDismissals)
      .where(and(eq(dashboardDismissals.accountId, accountId), eq(dashboardDismissals.suggestion, key)));
  },

  async progress(db: DbOrTx, accountId: number): Promise<{ skipped: string[]; closed: boolean }> {
    const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.accountId, accountId));
    return { skipped: row?.skipped ?? [], closed: Boolean(row?.closedAt) };
  },

  // Skipping (or un-skipping, to resume a step) is idempotent: the array stays a set.
  async setSkipped(db: DbOrTx, accountId: number, step: TOnboardingStep, skipped: boolean): Promise<void> {
    const next = skipped
      ? sql`(select array_agg(distinct s) from unnest(${onboardingProgress.skipped} || array[${step}]::text[]) s)`
      : sql`array_remove(${onboardingProgress.skipped}, ${step})`;
    await db
      .insert(onboardingProgress)
      .values({ accountId, skipped: skipped ? [step] : [] })
      .onConflictDoUpdate({ target: onboardingProgress.accountId, set: { skipped: next, updatedAt: sql`now()` } });
  },

  async setClosed(db: DbOrTx, accountId: number, closed: boolean): Promise<void> {
    const closedAt = closed ? sql`now()` : null;
    await db
      .insert(onboardingProgress)
      .values({ accountId, closedAt: closed ? new Date() : null })
      .onConflictDoUpdate({ target: onboardingProgress.accountId, set: { closedAt, updatedAt: sql`now()` } });
  },
};
