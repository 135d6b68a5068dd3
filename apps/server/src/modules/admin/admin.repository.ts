import { asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { admins } from './admin.tables';

export type TAdminRow = typeof admins.$inferSelect;
export type TNewAdmin = { name: string; surname: string; email: string; passwordHash: string; invitedBy?: number };

// The only SQL on admins (staff, not a tenant table: no account id).
export function adminRepository(db: DbOrTx) {
  return {
    async create(admin: TNewAdmin): Promise<TAdminRow> {
      const [row] = await db
        .insert(admins)
        .values({ ...admin, email: admin.email.toLowerCase() })
        .returning();
      if (!row) throw new Error('admin insert returned nothing');
      return row;
    },

    async findById(id: number): Promise<TAdminRow | null> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<TAdminRow | null> {
      const [row] = await db
        .select()
        .from(admins)
        .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async page(page: number, perPage: number): Promise<{ rows: TAdminRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(admins)
          .orderBy(asc(admins.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(admins),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(admins).set({ passwordHash }).where(eq(admins.id, id));
    },

    async setTotpSecret(id: number, sealedSecret: string | null): Promise<void> {
      await db.update(admins).set({ totpSecret: sealedSecret, lastTotpStep: null }).where(eq(admins.id, id));
    },

    // False when this TOTP step (or a later one) was already used.
    async advanceTotpStep(id: number, step: number): Promise<boolean> {
      const updated = await db
        .update(admins)
        .set({ lastTotpStep: step })
        .where(sql`${admins.id} = ${id} and ${or(isNull(admins.lastTotpStep), lt(admins.lastTotpStep, step))}`)
        .returning({ id: admins.id });
      return updated.length > 0;
    },

    async setDisabled(id: number, disabled: boolean): Promise<TAdminRow | null> {
      const [row] = await db
        .update(admins)
        .set({ disabledAt: disabled ? sql`coalesce(${admins.disabledAt}, now())` : null })
        .where(eq(admins.id, id))
        .returning();
      return row ?? null;
    },

    async recordLogin(id: number): Promise<void> {
      await db
        .update(admins)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(admins.id, id));
    },
  };
}
