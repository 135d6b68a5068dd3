import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { accountPackets, featureTrials, plans } from './billing.tables';

export type TPlanRow = typeof plans.$inferSelect;
export type TPacketRow = typeof accountPackets.$inferSelect;
export type TPacketInsert = typeof accountPackets.$inferInsert;

// The only place that touches the plans, packets and trials tables.
export const packetsRepository = {
  async plans(db: DbOrTx): Promise<TPlanRow[]> {
    return db.select().from(plans).orderBy(asc(plans.sort));
  },

  async plan(db: DbOrTx, code: string): Promise<TPlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.code, code));
    return row;
  },

  async updatePlan(
    db: DbOrTx,
    code: string,
    values: Partial<typeof plans.$inferInsert>,
  ): Promise<TPlanRow | undefined> {
    const [row] = await db
      .update(plans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(plans.code, code))
      .returning();
    return row;
  },

  // The newest main packet (active, whatever its end): expiry is judged by the caller.
  async mainPacket(db: DbOrTx, accountId: number): Promise<TPacketRow | undefined> {
    const [row] = await db
      .select()
      .from(accountPackets)
      .where(
        and(
          eq(accountPackets.accountId, accountId),
          eq(accountPackets.kind, 'main'),
          eq(accountPackets.status, 'active'),
        ),
      )
      .orderBy(desc(accountPackets.startsAt), desc(accountPackets.id))
      .limit(1);
    return row;
  },

  // Extra and custom packets in force at `now`.
  async addOns(db: DbOrTx, accountId: number, now: Date): Promise<TPacketRow[]> {
    return db
      .select()
      .from(accountPackets)
      .where(
        and(
          eq(accountPackets.accountId, accountId),
          sql`${accountPackets.kind} in ('extra', 'custom')`,
          eq(accountPackets.status, 'active'),
          lte(accountPackets.startsAt, now),
          or(isNull(accountPackets.endsAt), gt(accountPackets.endsAt, now)),
        ),
      )
      .orderBy(asc(accountPackets.id));
  },

  // Every packet of the account, newest first (my packets).
  async list(db: DbOrTx, accountId: number): Promise<TPacketRow[]> {
    return db
      .select()
      .from(accountPackets)
      .where(eq(accountPackets.accountId, accountId))
      .orderBy(desc(accountPackets.startsAt), desc(accountPackets.id))
      .limit(200);
  },

  async find(db: DbOrTx, accountId: number, id: number): Promise<TPacketRow | undefined> {
    const [row] = await db
      .select()
      .from(accountPackets)
      .where(and(eq(accountPackets.accountId, accountId), eq(accountPackets.id, id)));
    return row;
  },

  async insert(db: DbOrTx, values: TPacketInsert): Promise<TPacketRow> {
    const [row] = await db.insert(accountPackets).values(values).returning();
    if (!row) throw new Error('packet insert returned nothing');
    return row;
  },

  // A new main packet replaces the previous one.
  async replaceMain(db: DbOrTx, accountId: number): Promise<void> {
    await db
      .update(accountPackets)
      .set({ status: 'replaced' })
      .where(
        and(
          eq(accountPackets.accountId, accountId),
          eq(accountPackets.kind, 'main'),
          eq(accountPackets.status, 'active'),
        ),
      );
  },

  async update(
    db: DbOrTx,
    accountId: number,
    id: number,
    values: Partial<TPacketInsert>,
  ): Promise<TPacketRow | undefined> {
    const [row] = await db
      .update(accountPackets)
      .set(values)
      .where(and(eq(accountPackets.accountId, accountId), eq(accountPackets.id, id)))
      .returning();
    return row;
  },

  // Main packets with auto-renewal whose end passed less than a day ago and not renewed yet (SPEC §9).
  async dueRenewals(db: DbOrTx, now: Date): Promise<TPacketRow[]> {
    return db
      .select()
      .from(accountPackets)
      .where(
        and(
          eq(accountPackets.kind, 'main'),
          eq(accountPackets.status, 'active'),
          eq(accountPackets.autoRenew, true),
          lte(accountPackets.endsAt, now),
          gt(accountPackets.endsAt, sql`${now.toISOString()}::timestamptz - interval '24 hours'`),
        ),
      )
      .limit(500);
  },

  // Accounts with a packet whose end (after any grace period) fell in (from, to]: their limits changed.
  async endedBetween(db: DbOrTx, from: Date, to: Date): Promise<number[]> {
    const result = await db.execute<{ account_id: number }>(sql`select distinct account_id from account_packets
      where status = 'active' and coalesce(grace_until, ends_at) > ${from.toISOString()}::timestamptz
        and coalesce(grace_until, ends_at) <= ${to.toISOString()}::timestamptz
      order by account_id`);
    return result.rows.map((r) => Number(r.account_id));
  },

  async trials(db: DbOrTx, accountId: number): Promise<(typeof featureTrials.$inferSelect)[]> {
    return db.select().from(featureTrials).where(eq(featureTrials.accountId, accountId));
  },

  // Once per account and feature: a second start returns nothing.
  async startTrial(
    db: DbOrTx,
    accountId: number,
    feature: string,
    endsAt: Date,
  ): Promise<typeof featureTrials.$inferSelect | undefined> {
    const [row] = await db
      .insert(featureTrials)
      .values({ accountId, feature, endsAt })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  // Accounts with an active main packet of the plan.
  async accountsWithMainPacket(db: DbOrTx, code: string): Promise<number[]> {
    const result = await db.execute<{ id: number }>(sql`select distinct account_id as id from account_packets
      where kind = 'main' and status = 'active' and plan_code = ${code} order by id`);
    return result.rows.map((r) => Number(r.id));
  },
};
