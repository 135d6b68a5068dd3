import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { smtpCredentials } from './email.tables';

export type TSmtpCredentialsRow = typeof smtpCredentials.$inferSelect;
export type TSmtpCredentialsValues = Pick<
  TSmtpCredentialsRow,
  'host' | 'port' | 'encryption' | 'username' | 'passwordSealed'
>;

export function smtpCredentialsRepository(db: DbOrTx) {
  return {
    async find(accountId: number): Promise<TSmtpCredentialsRow | null> {
      const [row] = await db.select().from(smtpCredentials).where(eq(smtpCredentials.accountId, accountId));
      return row ?? null;
    },

    async upsert(accountId: number, values: TSmtpCredentialsValues): Promise<TSmtpCredentialsRow> {
      const [row] = await db
        .insert(smtpCredentials)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: smtpCredentials.accountId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('smtp credentials upsert returned nothing');
      return row;
    },

    async remove(accountId: number): Promise<boolean> {
      const rows = await db
        .delete(smtpCredentials)
        .where(eq(smtpCredentials.accountId, accountId))
        .returning({ id: smtpCredentials.id });
      return rows.length > 0;
    },
  };
}
