import type { TLoginDay, TSessionProfile, TUpdateProfileInput, TUserProfile } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound, validationError } from '../../platform/http/app-error';
import { DEFAULT_TIMEZONE, isValidTimezone } from '../../platform/zoned-time';
import { listDomains } from './domains.service';
import { enabledTwoFactor } from './two-factor.service';
import { countAccountUsage } from './usage-counters';
import { usersRepository, type TAccountRow, type TUserRow } from './users.repository';

export const ACTIVITY_DAYS = 365;

async function loadOwner(
  db: DbOrTx,
  accountId: number,
  userId: number,
): Promise<{ user: TUserRow; account: TAccountRow }> {
  const repo = usersRepository(db);
  const [user, account] = await Promise.all([repo.findById(accountId, userId), repo.findAccount(accountId)]);
  if (!user || !account) throw notFound();
  return { user, account };
}

// The session profile of SPEC §3: what login and verifyToken hand to the browser.
export async function sessionProfile(db: DbOrTx, accountId: number, userId: number): Promise<TSessionProfile> {
  const { user, account } = await loadOwner(db, accountId, userId);
  const twoFactor = await enabledTwoFactor(db, accountId, userId);
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    packet: { name: account.packetName, type: account.packetType },
    id: user.id,
    mfa_alert: twoFactor.methods.length === 0,
  };
}

export async function userProfile(deps: Pick<AppDeps, 'db'>, accountId: number, userId: number): Promise<TUserProfile> {
  const { user, account } = await loadOwner(deps.db, accountId, userId);
  const [domains, usage] = await Promise.all([listDomains(deps, accountId), countAccountUsage(deps.db, accountId)]);
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    email_verification: user.emailVerifiedAt !== null,
    domains: domains.map(({ id, domain, verified }) => ({ id, domain, verified })),
    packet: { name: account.packetName, type: account.packetType },
    ...usage,
    login_count: user.loginCount,
    timezone: validZone(account.timezone),
    last_login: user.lastLoginAt?.toISOString() ?? null,
    push_file: null,
  };
}

export async function updateUserProfile(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  userId: number,
  input: TUpdateProfileInput,
): Promise<TUserProfile> {
  await usersRepository(deps.db).updateProfile(accountId, userId, input);
  return userProfile(deps, accountId, userId);
}

export async function loginActivityByDay(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  userId: number,
): Promise<TLoginDay[]> {
  const account = await usersRepository(deps.db).findAccount(accountId);
  if (!account) throw notFound();
  return usersRepository(deps.db).loginsPerDay(accountId, userId, validZone(account.timezone), ACTIVITY_DAYS);
}

const validZone = (zone: string | undefined): string => (zone && isValidTimezone(zone) ? zone : DEFAULT_TIMEZONE);

// The account's time zone (IANA name), the one source of every module's wall clock: calendar days, birthdays,
// schedules, quiet hours and log summaries are its dates. An unknown zone falls back to the default.
export async function accountTimezone(db: DbOrTx, accountId: number): Promise<string> {
  const account = await usersRepository(db).findAccount(accountId);
  return validZone(account?.timezone);
}

// Changes the account's time zone (the sending rules screen edits it); an unknown zone is a 422.
export async function setAccountTimezone(db: DbOrTx, accountId: number, timezone: string): Promise<void> {
  if (!isValidTimezone(timezone)) throw validationError('accounts.timezone_invalid', 'timezone');
  await usersRepository(db).updateTimezone(accountId, timezone);
}
