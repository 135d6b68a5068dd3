import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { accounts, loginActivity, users } from './accounts.tables';

export type TAccountRow = typeof accounts.$inferSelect;
export type TUserRow = typeof users.$inferSelect;
export type TNewOwner = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  passwordHash: string;
  emailVerified?: boolean;
};
export type TAccountMatch = {
  accountId: number;
  accountName: string;
  packetName: string;
  ownerName: string;
  email: string;
  createdAt: Date;
};
export type TLoginMeta = { ip?: string | null; userAgent?: string | null };

// Every authenticated screen reads its account and user: prepared statements.
const findAccountQuery = preparedQuery((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('accounts_find'),
);
const findUserQuery = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.accountId, sql.placeholder('accountId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('users_find'),
);

// The only SQL on accounts, users and login_activity. Tenant methods take accountId first.
export function usersRepository(db: DbOrTx) {
  return {
    async createAccount(name: string, packet?: { name: string; type: string }): Promise<TAccountRow> {
      const [row] = await db
        .insert(accounts)
        .values({ name, ...(packet ? { packetName: packet.name, packetType: packet.type } : {}) })
        .returning();
      if (!row) throw new Error('account insert returned nothing');
      return row;
    },

    async createUser(accountId: number, owner: TNewOwner): Promise<TUserRow> {
      const now = new Date();
      const [row] = await db
        .insert(users)
        .values({
          accountId,
          name: owner.name,
          surname: owner.surname,
          email: owner.email.toLowerCase(),
          phone: owner.phone,
          passwordHash: owner.passwordHash,
          kvkkAcceptedAt: now,
          emailVerifiedAt: owner.emailVerified ? now : null,
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async findAccount(accountId: number): Promise<TAccountRow | null> {
      const [row] = await findAccountQuery(db).execute({ accountId });
      return row ?? null;
    },

    // Admin search over merchant accounts: account name, owner name or email (infix), or the account id.
    async searchAccounts(query: string, limit: number): Promise<TAccountMatch[]> {
      const like = `%${query.replace(/[%_\\]/g, '\\$&')}%`;
      const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
      return db
        .selectDistinctOn([accounts.id], {
          accountId: accounts.id,
          accountName: accounts.name,
          packetName: accounts.packetName,
          ownerName: sql<string>`${users.name} || ' ' || ${users.surname}`,
          email: users.email,
          createdAt: accounts.createdAt,
        })
        .from(accounts)
        .innerJoin(users, eq(users.accountId, accounts.id))
        .where(
          or(
            ilike(accounts.name, like),
            ilike(users.email, like),
            ilike(sql`${users.name} || ' ' || ${users.surname}`, like),
            id === null ? undefined : eq(accounts.id, id),
          ),
        )
        .orderBy(desc(accounts.id), asc(users.id))
        .limit(limit);
    },

    // The account's first user: the owner billing mails (renewal failures).
    async findFirstOwner(accountId: number): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.id)).limit(1);
      return row ?? null;
    },

    // The packet the profile shows (SPEC §2 Profile: packet name and type), set by billing.
    async setPacket(accountId: number, packet: { name: string; type: string }): Promise<void> {
      await db
        .update(accounts)
        .set({ packetName: packet.name, packetType: packet.type })
        .where(eq(accounts.id, accountId));
    },

    async findById(accountId: number, userId: number): Promise<TUserRow | null> {
      const [row] = await findUserQuery(db).execute({ accountId, userId });
      return row ?? null;
    },

    // Login and password reset start from an email, before any account is known.
    async findByEmailAcrossAccounts(email: string): Promise<TUserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async markEmailVerified(accountId: number, userId: number): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
    },

    async updatePasswordHash(accountId: number, userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
    },

    async updateTimezone(accountId: number, timezone: string): Promise<void> {
      await db.update(accounts).set({ timezone }).where(eq(accounts.id, accountId));
    },

    async updateProfile(
      accountId: number,
      userId: number,
      fields: { name: string; surname: string; phone: string },
    ): Promise<void> {
      await db
        .update(users)
        .set(fields)
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
    },

    async recordLogin(accountId: number, userId: number, meta: TLoginMeta): Promise<void> {
      await db
        .insert(loginActivity)
        .values({ accountId, userId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null });
      await db
        .update(users)
        .set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: sql`now()` })
        .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
    },

    // Logins per calendar day in the account's timezone, oldest first.
    async loginsPerDay(
      accountId: number,
      userId: number,
      timezone: string,
      days: number,
    ): Promise<{ date: string; count: number }[]> {
      const result = await db.execute<{ date: string; count: number }>(sql`
        select to_char((${loginActivity.at} at time zone ${timezone})::date, 'YYYY-MM-DD') as date, count(*)::int as count
        from ${loginActivity}
        where ${loginActivity.accountId} = ${accountId} and ${loginActivity.userId} = ${userId}
          and ${loginActivity.at} >= now() - make_interval(days => ${days})
        group by 1 order by 1`);
      return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
    },
  };
}
