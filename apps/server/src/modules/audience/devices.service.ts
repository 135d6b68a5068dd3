import { randomUUID } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { HTTP_STATUS, type TDeviceInput } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, validationError } from '../../platform/http/app-error';
import { accountLimits, assertRoom } from '../billing';
import { invalidateCounts } from './count-cache';
import { devicesRepository, type TDeviceTag, type TDeviceValues } from './devices.repository';
import { membersRepository } from './members.repository';
import { getDevice } from './records.service';

type Deps = Pick<AppDeps, 'db'>;

const applicationNotFound = (): AppError => new AppError('application_not_found', HTTP_STATUS.notFound);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

function valuesOf(input: TDeviceInput, deviceId: string): TDeviceValues {
  return {
    applicationId: input.applicationId,
    platform: input.platform,
    deviceId,
    regId: input.regId ?? null,
    language: input.language ?? null,
    email: input.email ?? null,
  };
}

// A name appears once per device: the last of duplicates wins.
function uniqueTags(tags: TDeviceInput['tags']): TDeviceTag[] {
  const byName = new Map<string, TDeviceTag>();
  for (const tag of tags ?? []) byName.set(tag.name, { name: tag.name, type: tag.type, value: tag.value });
  return [...byName.values()];
}

async function lockDevices(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('devices'), ${accountId}::int)`);
}

async function guardDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError('validation.device_duplicate', 'deviceId');
    throw error;
  }
}

// SPEC §5: a device cannot be added past the package limit (418), like a member.
export async function createDevice(deps: Deps, accountId: number, input: TDeviceInput) {
  const id = await guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, accountId);
      const repo = devicesRepository(tx);
      const { devices: limit } = await accountLimits(tx, accountId);
      assertRoom('device', limit, await repo.count(accountId));
      const created = await repo.create(accountId, valuesOf(input, input.deviceId ?? randomUUID()));
      if (created === null) throw applicationNotFound();
      await repo.replaceTags(accountId, created, uniqueTags(input.tags));
      return created;
    }),
  );
  invalidateCounts(accountId);
  return getDevice(deps, accountId, id);
}

export async function updateDevice(deps: Deps, accountId: number, id: number, input: TDeviceInput) {
  const current = await getDevice(deps, accountId, id);
  await guardDuplicate(() =>
    deps.db.transaction(async (tx) => {
      const repo = devicesRepository(tx);
      if (!(await repo.update(accountId, id, valuesOf(input, input.deviceId ?? current.device_id))))
        throw applicationNotFound();
      if (input.tags) await repo.replaceTags(accountId, id, uniqueTags(input.tags));
    }),
  );
  invalidateCounts(accountId);
  return getDevice(deps, accountId, id);
}

// Who an SDK device id belongs to now (the request log detail shows it).
// The member a device belongs to, by one indexed lookup (the widgets' hot path needs only the id).
// The same as one fragment selecting `member_id` (no row: an unknown device), for a caller that
// folds it into a single query with its own state.
// `deviceId` may be a placeholder (sql.placeholder), for a query built once and run per device.
export function deviceMemberIdQuery(accountId: number, applicationId: number, deviceId: string | Placeholder): SQL {
  return sql`select d.member_id from devices d where d.account_id = ${accountId}
    and d.application_id = ${applicationId} and d.device_id = ${deviceId}`;
}

export async function deviceMemberId(db: DbOrTx, accountId: number, applicationId: number, deviceId: string) {
  return devicesRepository(db).ownerOf(accountId, applicationId, deviceId);
}

export async function deviceOwner(db: DbOrTx, accountId: number, applicationId: number, deviceId: string) {
  const memberId = await devicesRepository(db).ownerOf(accountId, applicationId, deviceId);
  if (memberId === null) return null;
  const member = await membersRepository(db).find(accountId, memberId);
  return member ? { id: member.id, name: member.name, surname: member.surname, email: member.email } : null;
}
