import { eq, sql } from 'drizzle-orm';
import type { TSmsConnectionState } from '@ulak/shared/sms/sms-settings';
import type { DbOrTx } from '../../../platform/db/database';
import { smsSettings } from './sms.tables';

export type TSmsSettingsRow = typeof smsSettings.$inferSelect;
export type TSmsSettingsValues = Omit<TSmsSettingsRow, 'accountId' | 'createdAt' | 'updatedAt' | 'connectionCheckedAt'>;

export function smsSettingsRepository(db: DbOrTx) {
  return {
    async find(accountId: number): Promise<TSmsSettingsRow | null> {
      const [row] = await db.select().from(smsSettings).where(eq(smsSettings.accountId, accountId));
      return row ?? null;
    },

    async upsert(accountId: number, values: TSmsSettingsValues): Promise<TSmsSettingsRow> {
      const [row] = await db
        .insert(smsSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: smsSettings.accountId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('sms settings upsert returned nothing');
      return row;
    },

    async setConnectionState(accountId: number, state: TSmsConnectionState): Promise<void> {
      await db
        .update(smsSettings)
        .set({ connectionState: state, connectionCheckedAt: sql`now()` })
        .where(eq(smsSettings.accountId, accountId));
    },

    async remove(accountId: number): Promise<boolean> {
      const rows = await db
        .delete(smsSettings)
        .where(eq(smsSettings.accountId, accountId))
        .returning({ accountId: smsSettings.accountId });
      return rows.length > 0;
    },
  };
}

export type TPendingReport = { account_id: number; provider_message_id: string };

// SMS messages accepted recently whose delivery is not known yet, oldest first (report polling). A
// reported failure moves the message out of `success`, a bounce sets `bounced_at`.
export async function pendingSmsReports(db: DbOrTx, sinceHours: number, limit: number): Promise<TPendingReport[]> {
  const result = await db.execute<TPendingReport>(sql`
    select m.account_id, m.provider_message_id from messages m
    join sms_settings s on s.account_id = m.account_id and s.provider = 'netgsm'
    where m.channel = 'sms' and m.status = 'success' and m.provider_message_id is not null
      and m.delivered_at is null and m.bounced_at is null
      and m.sent_at > now() - make_interval(hours => ${sinceHours})
    order by m.sent_at limit ${limit}`);
  return result.rows;
}
