import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import {
  platformAccounts,
  platformDataRequests,
  platformSyncLog,
  shopifyOauthStates,
  shopifyWebhookDeliveries,
} from './platforms.tables';

export type TPlatformRow = typeof platformAccounts.$inferSelect;
export type TNewPlatform = Omit<typeof platformAccounts.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;
export type TDataRequestRow = typeof platformDataRequests.$inferSelect;
export type TSyncCounts = { members?: number; orders?: number; products?: number; revenue?: number };

const mine = (accountId: number, id: number) =>
  and(eq(platformAccounts.accountId, accountId), eq(platformAccounts.id, id));

// The only place that touches the platforms tables; accountId is the first argument after the db.
export const platformsRepository = {
  // Whether the account has a Shopify or T-Soft store connected (onboarding's shop step).
  async hasConnectedShop(db: DbOrTx, accountId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: platformAccounts.id })
      .from(platformAccounts)
      .where(
        and(
          eq(platformAccounts.accountId, accountId),
          eq(platformAccounts.status, 'active'),
          eq(platformAccounts.connection, 'connected'),
          inArray(platformAccounts.type, ['shopify', 'tsoft']),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  // A new data request, or null when the same request (Shopify's id) was recorded already.
  async insertDataRequest(
    db: DbOrTx,
    accountId: number,
    values: Omit<typeof platformDataRequests.$inferInsert, 'id' | 'accountId' | 'requestedAt'>,
  ): Promise<TDataRequestRow | null> {
    const [row] = await db
      .insert(platformDataRequests)
      .values({ ...values, accountId })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },
  async attachDataRequestFile(db: DbOrTx, accountId: number, id: number, fileId: number, size: number): Promise<void> {
    await db
      .update(platformDataRequests)
      .set({ mediaFileId: fileId, sizeBytes: size })
      .where(and(eq(platformDataRequests.accountId, accountId), eq(platformDataRequests.id, id)));
  },
  async dataRequests(db: DbOrTx, accountId: number, platformId: number): Promise<TDataRequestRow[]> {
    return db
      .select()
      .from(platformDataRequests)
      .where(and(eq(platformDataRequests.accountId, accountId), eq(platformDataRequests.platformAccountId, platformId)))
      .orderBy(desc(platformDataRequests.id))
      .limit(200);
  },
  async dataRequest(db: DbOrTx, accountId: number, platformId: number, id: number): Promise<TDataRequestRow | null> {
    const [row] = await db
      .select()
      .from(platformDataRequests)
      .where(
        and(
          eq(platformDataRequests.accountId, accountId),
          eq(platformDataRequests.platformAccountId, platformId),
          eq(platformDataRequests.id, id),
        ),
      );
    return row ?? null;
  },
  async list(db: DbOrTx, accountId: number): Promise<TPlatformRow[]> {
    return db
      .select()
      .from(platformAccounts)
      .where(eq(platformAccounts.accountId, accountId))
      .orderBy(platformAccounts.status, desc(platformAccounts.id));
  },
  async find(db: DbOrTx, accountId: number, id: number): Promise<TPlatformRow | null> {
    const [row] = await db.select().from(platformAccounts).where(mine(accountId, id));
    return row ?? null;
  },
  async insert(db: DbOrTx, accountId: number, values: TNewPlatform): Promise<TPlatformRow> {
    const [row] = await db
      .insert(platformAccounts)
      .values({ ...values, accountId })
      .returning();
    if (!row) throw new Error('platform insert returned nothing');
    return row;
  },
  async update(db: DbOrTx, accountId: number, id: number, values: Partial<TNewPlatform>): Promise<TPlatformRow | null> {
    const [row] = await db
      .update(platformAccounts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(mine(accountId, id))
      .returning();
    return row ?? null;
  },
  // Merges keys into the sync cursor without overwriting what a concurrent job wrote to other keys.
  async mergeCursor(db: DbOrTx, accountId: number, id: number, values: Record<string, string | number>): Promise<void> {
    await db
      .update(platformAccounts)
      .set({
        syncCursor: sql`${platformAccounts.syncCursor} || ${JSON.stringify(values)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(mine(accountId, id));
  },
  // Webhooks and the OAuth callback name a shop, not an account.
  async findActiveShop(db: DbOrTx, shop: string): Promise<TPlatformRow | null> {
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(
        and(
          eq(platformAccounts.type, 'shopify'),
          eq(platformAccounts.status, 'active'),
          eq(platformAccounts.domain, shop),
        ),
      );
    return row ?? null;
  },
  async findByApiToken(db: DbOrTx, tokenHash: string): Promise<TPlatformRow | null> {
    const [row] = await db
      .select()
      .from(platformAccounts)
      .where(and(eq(platformAccounts.apiTokenHash, tokenHash), eq(platformAccounts.status, 'active')));
    return row ?? null;
  },
  async connectedOfType(db: DbOrTx, type: TPlatformRow['type']): Promise<TPlatformRow[]> {
    return db
      .select()
      .from(platformAccounts)
      .where(
        and(
          eq(platformAccounts.type, type),
          eq(platformAccounts.status, 'active'),
          eq(platformAccounts.connection, 'connected'),
        ),
      );
  },
  // Adds what a sync step brought in to the running totals and the statistics log, in one transaction.
  // A step that succeeded clears the last error (it stays counted in the statistics log).
  async recordSync(db: DbOrTx, accountId: number, id: number, counts: TSyncCounts): Promise<void> {
    const { members = 0, orders = 0, products = 0, revenue = 0 } = counts;
    await db
      .update(platformAccounts)
      .set({
        syncedMembers: sql`${platformAccounts.syncedMembers} + ${members}`,
        syncedOrders: sql`${platformAccounts.syncedOrders} + ${orders}`,
        syncedProducts: sql`${platformAccounts.syncedProducts} + ${products}`,
        lastError: null,
        lastErrorAt: null,
        lastSyncAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(mine(accountId, id));
    if (members + orders + products > 0)
      await db.insert(platformSyncLog).values({ accountId, platformAccountId: id, members, orders, products, revenue });
  },
  async recordError(db: DbOrTx, accountId: number, id: number, error: string): Promise<void> {
    await db
      .update(platformAccounts)
      .set({ lastError: error, lastErrorAt: sql`now()`, updatedAt: sql`now()` })
      .where(mine(accountId, id));
    await db.insert(platformSyncLog).values({ accountId, platformAccountId: id, error });
  },
  async stats(
    db: DbOrTx,
    accountId: number,
    id: number,
    since: Date,
  ): Promise<{ day: string; members: number; orders: number; products: number; revenue: number; errors: number }[]> {
    const rows = await db.execute<{
      day: string;
      members: string;
      orders: string;
      products: string;
      revenue: string;
      errors: string;
    }>(sql`
      select to_char(date_trunc('day', at), 'YYYY-MM-DD') as day, sum(members) as members, sum(orders) as orders,
        sum(products) as products, sum(revenue) as revenue, count(error) as errors
      from ${platformSyncLog}
      where account_id = ${accountId} and platform_account_id = ${id} and at >= ${since.toISOString()}
      group by 1 order by 1`);
    return rows.rows.map((r) => ({
      day: r.day,
      members: Number(r.members),
      orders: Number(r.orders),
      products: Number(r.products),
      revenue: Number(r.revenue),
      errors: Number(r.errors),
    }));
  },
  async insertOauthState(
    db: DbOrTx,
    accountId: number,
    values: { nonceHash: string; userId: number; shop: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(shopifyOauthStates).values({ ...values, accountId });
  },
  // Single use: the row is deleted as it is read; an expired one is gone too.
  async takeOauthState(
    db: DbOrTx,
    nonceHash: string,
  ): Promise<{ accountId: number; userId: number; shop: string } | null> {
    const [row] = await db
      .delete(shopifyOauthStates)
      .where(and(eq(shopifyOauthStates.nonceHash, nonceHash), gt(shopifyOauthStates.expiresAt, sql`now()`)))
      .returning();
    return row ?? null;
  },
  // True for the first delivery of a webhook id, false for a repeat.
  async claimDelivery(
    db: DbOrTx,
    accountId: number,
    values: { webhookId: string; platformAccountId: number; topic: string },
  ): Promise<boolean> {
    const rows = await db
      .insert(shopifyWebhookDeliveries)
      .values({ ...values, accountId })
      .onConflictDoNothing()
      .returning({ id: shopifyWebhookDeliveries.webhookId });
    return rows.length > 0;
  },
  // Shopify retries for at most a few hours; ids older than a week can go.
  async pruneDeliveries(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(shopifyWebhookDeliveries).where(lt(shopifyWebhookDeliveries.receivedAt, before));
    await db.delete(shopifyOauthStates).where(lt(shopifyOauthStates.expiresAt, sql`now()`));
  },
};
