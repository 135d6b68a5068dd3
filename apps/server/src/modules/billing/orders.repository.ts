import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { packetCoupons, packetOrders, storedCards } from './billing.tables';

export type TOrderRow = typeof packetOrders.$inferSelect;
export type TCouponRow = typeof packetCoupons.$inferSelect;
export type TCardRow = typeof storedCards.$inferSelect;

// The only place that touches orders, packet coupons and stored cards.
export const ordersRepository = {
  async insert(db: DbOrTx, values: typeof packetOrders.$inferInsert): Promise<TOrderRow> {
    const [row] = await db.insert(packetOrders).values(values).returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  },

  async setToken(db: DbOrTx, accountId: number, id: number, token: string): Promise<void> {
    await db
      .update(packetOrders)
      .set({ token })
      .where(and(eq(packetOrders.accountId, accountId), eq(packetOrders.id, id)));
  },

  async byToken(db: DbOrTx, token: string): Promise<TOrderRow | undefined> {
    const [row] = await db.select().from(packetOrders).where(eq(packetOrders.token, token));
    return row;
  },

  async find(db: DbOrTx, accountId: number, id: number): Promise<TOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(packetOrders)
      .where(and(eq(packetOrders.accountId, accountId), eq(packetOrders.id, id)));
    return row;
  },

  async list(db: DbOrTx, accountId: number): Promise<TOrderRow[]> {
    return db
      .select()
      .from(packetOrders)
      .where(eq(packetOrders.accountId, accountId))
      .orderBy(desc(packetOrders.createdAt))
      .limit(100);
  },

  // Only one caller wins the pending → completed step: a callback repeated ten times completes once.
  async complete(db: DbOrTx, id: number, paymentId: string): Promise<TOrderRow | undefined> {
    const [row] = await db
      .update(packetOrders)
      .set({ status: 'completed', paymentId, completedAt: new Date() })
      .where(and(eq(packetOrders.id, id), eq(packetOrders.status, 'pending')))
      .returning();
    return row;
  },

  async fail(db: DbOrTx, id: number, reason: string): Promise<void> {
    await db
      .update(packetOrders)
      .set({ status: 'failed', failureReason: reason.slice(0, 300) })
      .where(and(eq(packetOrders.id, id), eq(packetOrders.status, 'pending')));
  },

  async renewalOf(db: DbOrTx, packetId: number): Promise<TOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(packetOrders)
      .where(eq(packetOrders.renewsPacketId, packetId))
      .orderBy(desc(packetOrders.id))
      .limit(1);
    return row;
  },

  async coupon(db: DbOrTx, code: string): Promise<TCouponRow | undefined> {
    const [row] = await db
      .select()
      .from(packetCoupons)
      .where(sql`lower(${packetCoupons.code}) = lower(${code})`);
    return row;
  },

  // One use, only while uses are left.
  async useCoupon(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .update(packetCoupons)
      .set({ used: sql`${packetCoupons.used} + 1` })
      .where(
        and(
          eq(packetCoupons.id, id),
          sql`(${packetCoupons.usageLimit} is null or ${packetCoupons.used} < ${packetCoupons.usageLimit})`,
        ),
      )
      .returning({ id: packetCoupons.id });
    return rows.length > 0;
  },

  async coupons(db: DbOrTx): Promise<TCouponRow[]> {
    return db.select().from(packetCoupons).orderBy(desc(packetCoupons.id)).limit(500);
  },

  async insertCoupon(db: DbOrTx, values: typeof packetCoupons.$inferInsert): Promise<TCouponRow | undefined> {
    const [row] = await db.insert(packetCoupons).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateCoupon(
    db: DbOrTx,
    id: number,
    values: Partial<typeof packetCoupons.$inferInsert>,
  ): Promise<TCouponRow | undefined> {
    const [row] = await db.update(packetCoupons).set(values).where(eq(packetCoupons.id, id)).returning();
    return row;
  },

  async saveCard(db: DbOrTx, values: typeof storedCards.$inferInsert): Promise<void> {
    await db.insert(storedCards).values(values).onConflictDoNothing();
  },

  async cards(db: DbOrTx, accountId: number): Promise<TCardRow[]> {
    return db.select().from(storedCards).where(eq(storedCards.accountId, accountId)).orderBy(desc(storedCards.id));
  },

  async deleteCard(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(storedCards)
      .where(and(eq(storedCards.accountId, accountId), eq(storedCards.id, id)))
      .returning({ id: storedCards.id });
    return rows.length > 0;
  },
};
