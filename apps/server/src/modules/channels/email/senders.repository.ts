import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { emailSenders } from './email.tables';

export type TSenderRow = typeof emailSenders.$inferSelect;
export type TNewSender = Pick<
  TSenderRow,
  'domain' | 'fromAddress' | 'fromName' | 'dkimSelector' | 'dkimPublicKey' | 'dkimPrivateKeySealed'
>;
export type TSenderChecks = { spfOk: boolean; dkimOk: boolean; dmarcOk: boolean };

export function sendersRepository(db: DbOrTx) {
  const byId = (accountId: number, id: number) => and(eq(emailSenders.accountId, accountId), eq(emailSenders.id, id));
  return {
    async list(accountId: number): Promise<TSenderRow[]> {
      return db.select().from(emailSenders).where(eq(emailSenders.accountId, accountId)).orderBy(asc(emailSenders.id));
    },

    async find(accountId: number, id: number): Promise<TSenderRow | null> {
      const [row] = await db.select().from(emailSenders).where(byId(accountId, id));
      return row ?? null;
    },

    // The sender mail goes out from: the oldest verified one, else the newest pending one.
    async primary(accountId: number): Promise<TSenderRow | null> {
      const [row] = await db
        .select()
        .from(emailSenders)
        .where(eq(emailSenders.accountId, accountId))
        .orderBy(
          sql`${emailSenders.status} = 'verified' desc`,
          sql`case when ${emailSenders.status} = 'verified' then ${emailSenders.id} end asc`,
          desc(emailSenders.id),
        )
        .limit(1);
      return row ?? null;
    },

    // Null when the account already has this From address.
    async insert(accountId: number, values: TNewSender): Promise<TSenderRow | null> {
      const [row] = await db
        .insert(emailSenders)
        .values({ accountId, ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async saveChecks(accountId: number, id: number, checks: TSenderChecks): Promise<TSenderRow | null> {
      const allOk = checks.spfOk && checks.dkimOk && checks.dmarcOk;
      const [row] = await db
        .update(emailSenders)
        .set({
          ...checks,
          checkedAt: sql`now()`,
          // Verified needs every record and the confirmed From mailbox; it stays verified once reached.
          status: allOk
            ? sql`case when ${emailSenders.addressConfirmedAt} is not null then 'verified' else ${emailSenders.status} end`
            : emailSenders.status,
          verifiedAt: allOk
            ? sql`case when ${emailSenders.addressConfirmedAt} is not null then coalesce(${emailSenders.verifiedAt}, now()) end`
            : emailSenders.verifiedAt,
        })
        .where(byId(accountId, id))
        .returning();
      return row ?? null;
    },

    async setAddressToken(accountId: number, id: number, tokenHash: string): Promise<void> {
      await db
        .update(emailSenders)
        .set({ addressTokenHash: tokenHash, addressTokenSentAt: sql`now()` })
        .where(byId(accountId, id));
    },

    // The confirmation link carries the sender id and a token; the id alone finds the row (primary key).
    async findForConfirmation(id: number): Promise<TSenderRow | null> {
      const [row] = await db.select().from(emailSenders).where(eq(emailSenders.id, id));
      return row ?? null;
    },

    async confirmAddress(accountId: number, id: number): Promise<void> {
      await db
        .update(emailSenders)
        .set({
          addressConfirmedAt: sql`coalesce(${emailSenders.addressConfirmedAt}, now())`,
          addressTokenHash: null,
          status: sql`case when ${emailSenders.spfOk} and ${emailSenders.dkimOk} and ${emailSenders.dmarcOk} then 'verified' else ${emailSenders.status} end`,
          verifiedAt: sql`case when ${emailSenders.spfOk} and ${emailSenders.dkimOk} and ${emailSenders.dmarcOk} then coalesce(${emailSenders.verifiedAt}, now()) end`,
        })
        .where(byId(accountId, id));
    },

    // Reset: a new key pair and selector, every check cleared, back to pending.
    async reset(
      accountId: number,
      id: number,
      keys: Pick<TSenderRow, 'dkimSelector' | 'dkimPublicKey' | 'dkimPrivateKeySealed'>,
    ): Promise<TSenderRow | null> {
      const [row] = await db
        .update(emailSenders)
        .set({
          ...keys,
          status: 'pending',
          spfOk: null,
          dkimOk: null,
          dmarcOk: null,
          checkedAt: null,
          verifiedAt: null,
          addressConfirmedAt: null,
          addressTokenHash: null,
          addressTokenSentAt: null,
        })
        .where(byId(accountId, id))
        .returning();
      return row ?? null;
    },

    async remove(accountId: number, id: number): Promise<boolean> {
      const rows = await db.delete(emailSenders).where(byId(accountId, id)).returning({ id: emailSenders.id });
      return rows.length > 0;
    },
  };
}
