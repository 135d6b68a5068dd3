import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { userDomains } from './accounts.tables';

export type TDomainRow = typeof userDomains.$inferSelect;

const listQuery = preparedQuery((db) =>
  db
    .select()
    .from(userDomains)
    .where(eq(userDomains.accountId, sql.placeholder('accountId')))
    .orderBy(asc(userDomains.id))
    .prepare('user_domains_list'),
);

export function domainsRepository(db: DbOrTx) {
  return {
    async list(accountId: number): Promise<TDomainRow[]> {
      return listQuery(db).execute({ accountId });
    },

    async find(accountId: number, id: number): Promise<TDomainRow | null> {
      const [row] = await db
        .select()
        .from(userDomains)
        .where(and(eq(userDomains.accountId, accountId), eq(userDomains.id, id)));
      return row ?? null;
    },

    // Adding the same domain twice returns the existing row.
    async add(accountId: number, domain: string, verificationToken: string): Promise<TDomainRow> {
      await db.insert(userDomains).values({ accountId, domain, verificationToken }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(userDomains)
        .where(and(eq(userDomains.accountId, accountId), eq(userDomains.domain, domain)));
      if (!row) throw new Error('domain insert returned nothing');
      return row;
    },

    async markVerified(accountId: number, id: number): Promise<void> {
      await db
        .update(userDomains)
        .set({ verifiedAt: sql`coalesce(${userDomains.verifiedAt}, now())` })
        .where(and(eq(userDomains.accountId, accountId), eq(userDomains.id, id)));
    },
  };
}
