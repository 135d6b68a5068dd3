import type { TMerchantListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { merchantsRepository } from './merchants.repository';
import {
  usersRepository,
  type TAccountMatch,
  type TLoginMeta,
  type TNewOwner,
  type TUserRow,
} from './users.repository';

// What the auth module needs about account owners; it never touches these tables itself.
export async function createAccountWithOwner(
  tx: DbOrTx,
  owner: TNewOwner & { accountName?: string; packet?: { name: string; type: string } },
): Promise<TUserRow> {
  const repo = usersRepository(tx);
  const account = await repo.createAccount(owner.accountName ?? `${owner.name} ${owner.surname}`, owner.packet);
  return repo.createUser(account.id, owner);
}

export async function findOwnerByEmail(db: DbOrTx, email: string): Promise<TUserRow | null> {
  return usersRepository(db).findByEmailAcrossAccounts(email);
}

export async function findOwner(db: DbOrTx, accountId: number, userId: number): Promise<TUserRow | null> {
  return usersRepository(db).findById(accountId, userId);
}

export async function markOwnerEmailVerified(db: DbOrTx, accountId: number, userId: number): Promise<void> {
  await usersRepository(db).markEmailVerified(accountId, userId);
}

export async function setOwnerPasswordHash(
  db: DbOrTx,
  accountId: number,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await usersRepository(db).updatePasswordHash(accountId, userId, passwordHash);
}

export async function recordOwnerLogin(db: DbOrTx, accountId: number, userId: number, meta: TLoginMeta): Promise<void> {
  await usersRepository(db).recordLogin(accountId, userId, meta);
}

// The admin area's view of merchant accounts (search, detail, disable) and the dashboard's sign-ups.
export const searchMerchants = (db: DbOrTx, query: TMerchantListQuery) => merchantsRepository(db).page(query);
export const findMerchant = (db: DbOrTx, accountId: number) => merchantsRepository(db).find(accountId);
export const setAccountDisabled = (db: DbOrTx, accountId: number, disabled: boolean) =>
  merchantsRepository(db).setDisabled(accountId, disabled);
export const accountDisabled = (db: DbOrTx, accountId: number) => merchantsRepository(db).isDisabled(accountId);
export const accountSignups = (db: DbOrTx, from: string, to: string, timezone: string) =>
  merchantsRepository(db).signups(from, to, timezone);
// Whether an account of this id exists (a signed link or a member page names it).
export async function accountExists(db: DbOrTx, accountId: number): Promise<boolean> {
  return (await usersRepository(db).findAccount(accountId)) !== null;
}

// The packet type an account records and when it was made (the plan of an account without packet rows).
export async function accountPacketType(
  db: DbOrTx,
  accountId: number,
): Promise<{ packetType: string; createdAt: Date } | null> {
  const account = await usersRepository(db).findAccount(accountId);
  return account ? { packetType: account.packetType, createdAt: account.createdAt } : null;
}

// Accounts whose recorded packet type is one of `types`, in id order.
export const accountIdsWithPacketTypes = (db: DbOrTx, types: string[]) =>
  merchantsRepository(db).idsWithPacketTypes(types);

export async function findAccountOwner(db: DbOrTx, accountId: number): Promise<TUserRow | null> {
  return usersRepository(db).findFirstOwner(accountId);
}

export async function setAccountPacket(db: DbOrTx, accountId: number, packet: { name: string; type: string }) {
  await usersRepository(db).setPacket(accountId, packet);
}

// The admin area finds merchant accounts by name, owner email or id (at most `limit`, newest first).
export async function searchAccounts(db: DbOrTx, query: string, limit = 20): Promise<TAccountMatch[]> {
  return usersRepository(db).searchAccounts(query.trim(), limit);
}
