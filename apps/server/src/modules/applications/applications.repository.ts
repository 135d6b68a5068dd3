import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TApplicationInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { apiKeys, applications } from './applications.tables';

export type TApplicationRow = typeof applications.$inferSelect;
export type TApiKeyRow = typeof apiKeys.$inferSelect;

export function applicationsRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(applications.accountId, accountId), eq(applications.id, id));
  return {
    async list(accountId: number): Promise<TApplicationRow[]> {
      return db.select().from(applications).where(eq(applications.accountId, accountId)).orderBy(asc(applications.id));
    },
    async find(accountId: number, id: number): Promise<TApplicationRow | null> {
      const [row] = await db.select().from(applications).where(mine(accountId, id));
      return row ?? null;
    },
    async create(accountId: number, input: TApplicationInput, sdkToken: string): Promise<TApplicationRow> {
      const [row] = await db
        .insert(applications)
        .values({ accountId, ...input, sdkToken })
        .returning();
      if (!row) throw new Error('application insert returned nothing');
      return row;
    },
    async update(accountId: number, id: number, input: TApplicationInput): Promise<TApplicationRow | null> {
      const [row] = await db
        .update(applications)
        .set({ ...input, updatedAt: sql`now()` })
        .where(mine(accountId, id))
        .returning();
      return row ?? null;
    },
    async setToken(accountId: number, id: number, sdkToken: string): Promise<TApplicationRow | null> {
      const [row] = await db
        .update(applications)
        .set({ sdkToken, updatedAt: sql`now()` })
        .where(mine(accountId, id))
        .returning();
      return row ?? null;
    },
    async remove(accountId: number, id: number): Promise<boolean> {
      const rows = await db.delete(applications).where(mine(accountId, id)).returning({ id: applications.id });
      return rows.length > 0;
    },
  };
}

// The public ingest identifies the application by its token alone (no account is known yet).
export async function findApplicationByToken(db: DbOrTx, sdkToken: string): Promise<TApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.sdkToken, sdkToken));
  return row ?? null;
}

export function apiKeysRepository(db: DbOrTx) {
  return {
    async list(accountId: number): Promise<TApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.id));
    },
    async create(
      accountId: number,
      values: Pick<TApiKeyRow, 'name' | 'prefix' | 'keyHash' | 'access' | 'resources'>,
    ): Promise<TApiKeyRow> {
      const [row] = await db
        .insert(apiKeys)
        .values({ accountId, ...values })
        .returning();
      if (!row) throw new Error('api key insert returned nothing');
      return row;
    },
    async revoke(accountId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },
  };
}

export type TUsedApiKey = Pick<TApiKeyRow, 'accountId' | 'id' | 'access' | 'resources'>;

// Looks a key up by its hash across accounts and stamps its use; null when unknown or revoked.
export async function useApiKey(db: DbOrTx, keyHash: string): Promise<TUsedApiKey | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning({ accountId: apiKeys.accountId, id: apiKeys.id, access: apiKeys.access, resources: apiKeys.resources });
  return row ?? null;
}

// For other modules (widgets): one of the account's applications, or null.
export async function findApplication(db: DbOrTx, accountId: number, id: number): Promise<TApplicationRow | null> {
  return applicationsRepository(db).find(accountId, id);
}

// For other modules (dashboard): the account's applications, oldest first.
export async function listApplicationRows(db: DbOrTx, accountId: number): Promise<TApplicationRow[]> {
  return applicationsRepository(db).list(accountId);
}
