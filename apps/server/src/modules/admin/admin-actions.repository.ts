import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { adminActions, admins } from './admin.tables';

export type TNewAdminAction = typeof adminActions.$inferInsert;
export type TAdminActionFilter = { accountId?: number; adminId?: number; accountIds?: number[] };

// The only SQL on admin_actions.
export function adminActionsRepository(db: DbOrTx) {
  return {
    async insert(action: TNewAdminAction): Promise<void> {
      await db.insert(adminActions).values(action);
    },

    async page(filter: TAdminActionFilter, page: number, perPage: number) {
      const conditions: SQL[] = [];
      if (filter.accountId) conditions.push(eq(adminActions.accountId, filter.accountId));
      if (filter.adminId) conditions.push(eq(adminActions.adminId, filter.adminId));
      if (filter.accountIds) conditions.push(inArray(adminActions.accountId, filter.accountIds));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({
            action: adminActions,
            admin: { id: admins.id, name: admins.name, surname: admins.surname, email: admins.email },
          })
          .from(adminActions)
          .leftJoin(admins, eq(admins.id, adminActions.adminId))
          .where(where)
          .orderBy(desc(adminActions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(adminActions).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
