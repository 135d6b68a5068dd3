import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { whatsappSettings } from './whatsapp.tables';

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
