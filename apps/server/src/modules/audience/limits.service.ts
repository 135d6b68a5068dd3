import type { DbOrTx } from '../../platform/db/database';
import { accountLimits } from '../billing';
import { invalidateCounts } from './count-cache';
import { devicesRepository } from './devices.repository';
import { membersRepository } from './members.repository';

// Members and devices past the plan limit become passive (newest first); when room appears
// they are active again (SPEC §4). Cheap when nothing is over and nothing is passive.
export async function reconcileLimits(db: DbOrTx, accountId: number, kinds: ('member' | 'device')[]): Promise<number> {
  const limits = await accountLimits(db, accountId);
  let changed = 0;
  for (const kind of kinds) {
    const repo = kind === 'member' ? membersRepository(db) : devicesRepository(db);
    const limit = kind === 'member' ? limits.members : limits.devices;
    const over = limit !== null && (await repo.count(accountId)) > limit;
    if (!over && !(await repo.hasPassive(accountId))) continue;
    changed += await repo.applyLimit(accountId, limit);
  }
  if (changed > 0) invalidateCounts(accountId);
  return changed;
}

// How many members and devices the account has (the admin area's usage view).
export async function audienceSize(db: DbOrTx, accountId: number): Promise<{ members: number; devices: number }> {
  const [members, devices] = await Promise.all([
    membersRepository(db).count(accountId),
    devicesRepository(db).count(accountId),
  ]);
  return { members, devices };
}
