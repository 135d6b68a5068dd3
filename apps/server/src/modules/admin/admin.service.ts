import type { TAdminListItem, TAdminProfile, TPageMeta } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { adminRepository, type TAdminRow, type TNewAdmin } from './admin.repository';

const toProfile = (row: TAdminRow): TAdminProfile => ({
  id: row.id,
  name: row.name,
  surname: row.surname,
  email: row.email,
});

export async function adminProfile(deps: Pick<AppDeps, 'db'>, adminId: number): Promise<TAdminProfile> {
  const row = await adminRepository(deps.db).findById(adminId);
  if (!row) throw notFound();
  return toProfile(row);
}

export async function listAdmins(
  deps: Pick<AppDeps, 'db'>,
  page: number,
  perPage: number,
): Promise<{ data: TAdminListItem[]; meta: TPageMeta }> {
  const { rows, total } = await adminRepository(deps.db).page(page, perPage);
  const data = rows.map((row) => ({
    ...toProfile(row),
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLoginAt?.toISOString() ?? null,
    disabled: row.disabledAt !== null,
    two_factor: row.totpSecret !== null,
    pending: row.lastLoginAt === null && row.invitedBy !== null,
  }));
  return { data, meta: { page, perPage, total } };
}

// What the auth and demo modules need about admins.
export const createAdmin = (db: DbOrTx, admin: TNewAdmin): Promise<TAdminRow> => adminRepository(db).create(admin);
export const findAdminByEmail = (db: DbOrTx, email: string): Promise<TAdminRow | null> =>
  adminRepository(db).findByEmail(email);
export const findAdminById = (db: DbOrTx, id: number): Promise<TAdminRow | null> => adminRepository(db).findById(id);
export const setAdminPasswordHash = (db: DbOrTx, id: number, hash: string): Promise<void> =>
  adminRepository(db).updatePasswordHash(id, hash);
export const setAdminTotpSecret = (db: DbOrTx, id: number, sealed: string | null): Promise<void> =>
  adminRepository(db).setTotpSecret(id, sealed);
export const advanceAdminTotpStep = (db: DbOrTx, id: number, step: number): Promise<boolean> =>
  adminRepository(db).advanceTotpStep(id, step);
export const setAdminDisabled = (db: DbOrTx, id: number, disabled: boolean): Promise<TAdminRow | null> =>
  adminRepository(db).setDisabled(id, disabled);
export const recordAdminLogin = (db: DbOrTx, id: number): Promise<void> => adminRepository(db).recordLogin(id);
