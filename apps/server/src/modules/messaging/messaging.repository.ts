import { and, eq, sql } from 'drizzle-orm';
import type { TChannel, TSuppressionReason } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { channelUsage, messagingSettings, suppressions } from './messaging.tables';

export type TMessagingSettingsRow = typeof messagingSettings.$inferSelect;
export type TSuppressionRow = typeof suppressions.$inferSelect;

// Settings, suppression list and quota counters: the small per-account tables of the pipeline.
export const messagingRepository = {
  // Creates the settings row on first use; returns the (sealed) signing key either way.
  async ensureSettings(db: DbOrTx, accountId: number, sealedKey: string): Promise<string> {
    await db.insert(messagingSettings).values({ accountId, signingKey: sealedKey }).onConflictDoNothing();
    const [row] = await db
      .select({ signingKey: messagingSettings.signingKey })
      .from(messagingSettings)
      .where(eq(messagingSettings.accountId, accountId));
    return row?.signingKey ?? sealedKey;
  },

  // Compare-and-set: a concurrent re-seal of the same key wins without harm.
  async resealSigningKey(db: DbOrTx, accountId: number, sealed: string, resealed: string): Promise<void> {
    await db
      .update(messagingSettings)
      .set({ signingKey: resealed })
      .where(and(eq(messagingSettings.accountId, accountId), eq(messagingSettings.signingKey, sealed)));
  },

  async findSettings(db: DbOrTx, accountId: number): Promise<TMessagingSettingsRow | null> {
    const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.accountId, accountId));
    return row ?? null;
  },

  async updateSettings(
    db: DbOrTx,
    accountId: number,
    values: Partial<Omit<TMessagingSettingsRow, 'accountId' | 'signingKey'>>,
  ): Promise<void> {
    await db
      .update(messagingSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(messagingSettings.accountId, accountId));
  },

  // Suppresses at once (unsubscribe, hard bounce, complaint, block); the first reason is kept.
  async suppress(
    db: DbOrTx,
    accountId: number,
    channel: TChannel | '*',
    address: string,
    reason: TSuppressionReason,
    detail: { messageId?: number; text?: string } = {},
  ): Promise<void> {
    await db
      .insert(suppressions)
      .values({
        accountId,
        channel,
        address,
        reason,
        suppressedAt: new Date(),
        messageId: detail.messageId,
        detail: detail.text,
      })
      .onConflictDoUpdate({
        target: [suppressions.accountId, suppressions.channel, suppressions.address],
        set: {
          reason: sql`case when ${suppressions.suppressedAt} is null then excluded.reason else ${suppressions.reason} end`,
          suppressedAt: sql`coalesce(${suppressions.suppressedAt}, excluded.suppressed_at)`,
          messageId: sql`coalesce(excluded.message_id, ${suppressions.messageId})`,
          detail: sql`coalesce(excluded.detail, ${suppressions.detail})`,
          updatedAt: new Date(),
        },
      });
  },

  // Counts a soft bounce; the address is suppressed when the count reaches `limit`.
  async countSoftBounce(
    db: DbOrTx,
    accountId: number,
    channel: TChannel,
    address: string,
    limit: number,
    detail: { messageId?: number; text?: string },
  ): Promise<boolean> {
    const result = await db.execute<{ suppressed: boolean }>(sql`
      insert into suppressions (account_id, channel, address, reason, soft_bounce_count, suppressed_at, message_id, detail)
      values (${accountId}, ${channel}, ${address}, 'soft_bounce', 1,
              case when 1 >= ${limit} then now() end, ${detail.messageId ?? null}, ${detail.text ?? null})
      on conflict (account_id, channel, address) do update set
        soft_bounce_count = suppressions.soft_bounce_count + 1,
        suppressed_at = coalesce(suppressions.suppressed_at,
          case when suppressions.soft_bounce_count + 1 >= ${limit} then now() end),
        detail = coalesce(excluded.detail, suppressions.detail),
        updated_at = now()
      returning suppressed_at is not null as suppressed`);
    return result.rows[0]?.suppressed ?? false;
  },

  // Lifts an unsubscribe or block ("a way back"); bounces and complaints stay.
  async unsuppress(db: DbOrTx, accountId: number, channel: TChannel | '*', address: string): Promise<void> {
    await db
      .delete(suppressions)
      .where(
        and(
          eq(suppressions.accountId, accountId),
          eq(suppressions.channel, channel),
          eq(suppressions.address, address),
          sql`${suppressions.reason} in ('unsubscribed', 'blocked')`,
        ),
      );
  },

  async findSuppression(
    db: DbOrTx,
    accountId: number,
    channel: TChannel | '*',
    address: string,
  ): Promise<TSuppressionRow | null> {
    const [row] = await db
      .select()
      .from(suppressions)
      .where(
        and(
          eq(suppressions.accountId, accountId),
          eq(suppressions.channel, channel),
          eq(suppressions.address, address),
        ),
      );
    return row ?? null;
  },

  // Reserves up to `wanted` messages of the month's quota in one statement: the row lock taken by the
  // CTE serialises concurrent senders, so together they never pass `quota`. Returns how many were granted.
  async reserveQuota(
    db: DbOrTx,
    accountId: number,
    channel: TChannel,
    period: string,
    wanted: number,
    quota: number | null,
  ): Promise<number> {
    if (wanted <= 0) return 0;
    await db.insert(channelUsage).values({ accountId, channel, period, used: 0 }).onConflictDoNothing();
    const cap = quota ?? 2_147_483_647;
    const result = await db.execute<{ granted: number }>(sql`
      with previous as (
        select used from channel_usage
        where account_id = ${accountId} and channel = ${channel} and period = ${period}
        for update
      )
      update channel_usage set used = greatest(previous.used, least(${cap}::int, previous.used + ${wanted}::int))
      from previous
      where channel_usage.account_id = ${accountId} and channel_usage.channel = ${channel}
        and channel_usage.period = ${period}
      returning channel_usage.used - previous.used as granted`);
    return Number(result.rows[0]?.granted ?? 0);
  },

  // Gives back reservations of messages that were never accepted (permanent errors, dead retries).
  async releaseQuota(db: DbOrTx, accountId: number, channel: TChannel, period: string, count: number): Promise<void> {
    if (count <= 0) return;
    await db
      .update(channelUsage)
      .set({ used: sql`greatest(0, ${channelUsage.used} - ${count})` })
      .where(
        and(eq(channelUsage.accountId, accountId), eq(channelUsage.channel, channel), eq(channelUsage.period, period)),
      );
  },

  async usage(db: DbOrTx, accountId: number, period: string): Promise<{ channel: string; used: number }[]> {
    return db
      .select({ channel: channelUsage.channel, used: channelUsage.used })
      .from(channelUsage)
      .where(and(eq(channelUsage.accountId, accountId), eq(channelUsage.period, period)));
  },
};
