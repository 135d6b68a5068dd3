import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { whatsappSettings, whatsappStatusReceipts } from './whatsapp.tables';

export type TWhatsappSettingsRow = typeof whatsappSettings.$inferSelect;
export type TWhatsappSettingsValues = Omit<TWhatsappSettingsRow, 'accountId' | 'createdAt' | 'updatedAt'>;

export function whatsappSettingsRepository(db: DbOrTx) {
  return {
    async find(accountId: number): Promise<TWhatsappSettingsRow | null> {
      const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.accountId, accountId));
      return row ?? null;
    },

    // The public webhook names the account by its random key, never by id.
    async findByWebhookKey(webhookKey: string): Promise<TWhatsappSettingsRow | null> {
      const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.webhookKey, webhookKey));
      return row ?? null;
    },

    async upsert(accountId: number, values: TWhatsappSettingsValues): Promise<TWhatsappSettingsRow> {
      const { verifyToken: _v, webhookKey: _k, ...changeable } = values;
      const [row] = await db
        .insert(whatsappSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: whatsappSettings.accountId, set: { ...changeable, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('whatsapp settings upsert returned nothing');
      return row;
    },

    async remove(accountId: number): Promise<boolean> {
      const rows = await db
        .delete(whatsappSettings)
        .where(eq(whatsappSettings.accountId, accountId))
        .returning({ accountId: whatsappSettings.accountId });
      return rows.length > 0;
    },
  };
}

// Status receipts: the first sighting of (message, status) claims it; replays find it taken.
export function whatsappReceiptsRepository(db: DbOrTx) {
  const key = (accountId: number, providerMessageId: string, status: string) =>
    and(
      eq(whatsappStatusReceipts.accountId, accountId),
      eq(whatsappStatusReceipts.providerMessageId, providerMessageId),
      eq(whatsappStatusReceipts.status, status),
    );
  return {
    async claim(accountId: number, providerMessageId: string, status: string): Promise<boolean> {
      const rows = await db
        .insert(whatsappStatusReceipts)
        .values({ accountId, providerMessageId, status })
        .onConflictDoNothing()
        .returning({ status: whatsappStatusReceipts.status });
      return rows.length > 0;
    },

    // A status whose effect could not be recorded is released, so Meta's retry is not taken for a replay.
    async release(accountId: number, providerMessageId: string, status: string): Promise<void> {
      await db.delete(whatsappStatusReceipts).where(key(accountId, providerMessageId, status));
    },

    async deleteOlderThan(days: number): Promise<number> {
      const rows = await db
        .delete(whatsappStatusReceipts)
        .where(sql`${whatsappStatusReceipts.receivedAt} < now() - make_interval(days => ${days})`)
        .returning({ status: whatsappStatusReceipts.status });
      return rows.length;
    },
  };
}
