import type { TUiLanguage } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { authFailuresRepository } from './auth-failures.repository';
import { enqueueSystemMail } from './notify.jobs';

// Limits no change of client address escapes: failed logins per email and failed two-factor codes per
// person, across challenges and endpoints. From the FREE-th failure on, each one doubles the wait.
const LOGIN = { free: 5, baseSeconds: 30, capSeconds: 3600 };
const TWO_FACTOR = { free: 5, baseSeconds: 60, capSeconds: 3600 };
// The owner hears about a run of failed logins at this count (once a day at most).
export const LOGIN_NOTICE_AT = 10;

export type TGuardName = 'user' | 'admin';

const loginSubject = (guard: TGuardName, email: string) => `${guard}:${email.trim().toLowerCase()}`;
const personSubject = (guard: TGuardName, id: number) => `${guard}:${id}`;

export const loginLocked = (seconds: number): AppError =>
  new AppError('login_locked', 429, 'errors.login_locked', { seconds });
export const twoFactorLocked = (seconds: number): AppError =>
  new AppError('two_factor_locked', 429, 'errors.two_factor_locked', { seconds });

// Throws 429 while the email is locked: the password is not even looked at, so a lock holds for the right
// one too. Unknown emails are counted the same way, so a lock tells nothing about who has an account.
export async function assertLoginAllowed(db: DbOrTx, guard: TGuardName, email: string): Promise<void> {
  const wait = await authFailuresRepository(db).lockedSeconds('login', loginSubject(guard, email));
  if (wait !== null) throw loginLocked(wait);
}

export async function recordLoginFailure(
  db: DbOrTx,
  guard: TGuardName,
  email: string,
  owner: { email: string; lang: TUiLanguage } | null,
): Promise<void> {
  const repo = authFailuresRepository(db);
  const subject = loginSubject(guard, email);
  const failures = await repo.record('login', subject, LOGIN);
  if (owner && failures >= LOGIN_NOTICE_AT && (await repo.claimNotice('login', subject)))
    await enqueueSystemMail(db, {
      to: owner.email,
      lang: owner.lang,
      template: 'login_failures',
      params: { count: String(failures), email: owner.email },
    });
}

export async function clearLoginFailures(db: DbOrTx, guard: TGuardName, email: string): Promise<void> {
  await authFailuresRepository(db).clear('login', loginSubject(guard, email));
}

// Runs one two-factor code check under the person's failure count: 429 while locked, a failure counted
// when the check says no, the count cleared when it says yes.
export async function checkTwoFactorGuarded(
  db: DbOrTx,
  guard: TGuardName,
  personId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const repo = authFailuresRepository(db);
  const subject = personSubject(guard, personId);
  const wait = await repo.lockedSeconds('two_factor', subject);
  if (wait !== null) throw twoFactorLocked(wait);
  if (await check()) {
    await repo.clear('two_factor', subject);
    return true;
  }
  await repo.record('two_factor', subject, TWO_FACTOR);
  return false;
}

export async function deleteStaleAuthFailures(db: DbOrTx): Promise<number> {
  return authFailuresRepository(db).deleteStale();
}
