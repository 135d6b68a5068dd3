import type {
  TChangePasswordInput,
  TIssuedSession,
  TRegisterInput,
  TResetPasswordInput,
  TUiLanguage,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import {
  createAccountWithOwner,
  enqueueSystemMail,
  findOwner,
  findOwnerByEmail,
  markOwnerEmailVerified,
  setOwnerPasswordHash,
  type TUserRow,
} from '../accounts';
import type { DbOrTx } from '../../platform/db/database';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeAllSessions, type TRequestMeta } from './sessions.service';
import { consumeToken, findLiveToken, issueToken, spendTokensOf } from './tokens.service';

const tokenInvalid = (): AppError => new AppError('token_invalid', 404);

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

async function enqueueVerificationMail(
  deps: AppDeps,
  tx: DbOrTx,
  user: TUserRow,
  lang: TRequestMeta['lang'],
): Promise<void> {
  const token = await issueToken(tx, 'email_verification', {
    guard: 'user',
    subjectId: user.id,
    accountId: user.accountId,
  });
  const link = `${deps.config.publicUrl}/auth/user-verification?token=${token}`;
  await enqueueSystemMail(tx, { to: user.email, lang, template: 'verify', params: { name: user.name, link } });
}

// A taken email answers exactly like a new one (no enumeration); its owner gets a notice instead.
export async function registerUser(deps: AppDeps, input: TRegisterInput, meta: TRequestMeta): Promise<void> {
  assertPasswordRules(input.password, input.passwordConfirmation, [input.name, input.surname, input.email]);
  const passwordHash = await hashPassword(input.password);
  const noticeExisting = async (tx: DbOrTx, existing: TUserRow): Promise<void> => {
    const link = `${deps.config.publicUrl}/auth/login`;
    await enqueueSystemMail(tx, {
      to: existing.email,
      lang: meta.lang,
      template: 'duplicate',
      params: { name: existing.name, link },
    });
  };
  try {
    await deps.db.transaction(async (tx) => {
      const existing = await findOwnerByEmail(tx, input.email);
      if (existing) return noticeExisting(tx, existing);
      const user = await createAccountWithOwner(tx, { ...input, passwordHash });
      await enqueueVerificationMail(deps, tx, user, meta.lang);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel sign-up took the email between the lookup and the insert.
    const existing = await findOwnerByEmail(deps.db, input.email);
    if (existing) await noticeExisting(deps.db, existing);
  }
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<void> {
  const row = await consumeToken(deps.db, 'email_verification', 'user', token);
  if (!row?.accountId) throw tokenInvalid();
  await markOwnerEmailVerified(deps.db, row.accountId, row.subjectId);
}

export async function sendVerificationMail(
  deps: AppDeps,
  accountId: number,
  userId: number,
  meta: TRequestMeta,
): Promise<boolean> {
  const user = await findOwner(deps.db, accountId, userId);
  if (!user) throw notFound();
  if (user.emailVerifiedAt) return false;
  await deps.db.transaction((tx) => enqueueVerificationMail(deps, tx, user, meta.lang));
  return true;
}

// Run by the password reset job (password-reset.jobs.ts), never while a request waits.
export async function mailUserPasswordReset(deps: AppDeps, email: string, lang: TUiLanguage): Promise<void> {
  const user = await findOwnerByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'password_reset', {
      guard: 'user',
      subjectId: user.id,
      accountId: user.accountId,
    });
    const link = `${deps.config.publicUrl}/auth/reset-password?token=${token}`;
    await enqueueSystemMail(tx, {
      to: user.email,
      lang,
      template: 'reset',
      params: { name: user.name, link },
    });
  });
}

// A reset proves the mailbox too, so the email counts as verified; every session of the user ends.
export async function resetUserPassword(deps: AppDeps, input: TResetPasswordInput): Promise<void> {
  const live = await findLiveToken(deps.db, 'password_reset', 'user', input.token);
  const user = live?.accountId ? await findOwner(deps.db, live.accountId, live.subjectId) : null;
  if (!user) throw tokenInvalid();
  assertPasswordRules(input.password, input.passwordConfirmation, [user.name, user.surname, user.email]);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const spent = await consumeToken(tx, 'password_reset', 'user', input.token);
    if (!spent) throw tokenInvalid();
    await setOwnerPasswordHash(tx, user.accountId, user.id, passwordHash);
    await markOwnerEmailVerified(tx, user.accountId, user.id);
    await spendTokensOf(tx, 'password_reset', { guard: 'user', subjectId: user.id, accountId: user.accountId });
    await revokeAllSessions(tx, user.accountId, 'user', user.id);
  });
}

// Ends every session of the user (this one included) and hands back a fresh one.
export async function changeUserPassword(
  deps: AppDeps,
  accountId: number,
  userId: number,
  input: TChangePasswordInput,
  meta: TRequestMeta,
): Promise<TIssuedSession> {
  const user = await findOwner(deps.db, accountId, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const key = 'errors.current_password_incorrect';
    throw new AppError('current_password_incorrect', 422, key, {}, [key], { currentPassword: [key] });
  }
  assertPasswordRules(input.password, input.passwordConfirmation, [user.name, user.surname, user.email]);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    await setOwnerPasswordHash(tx, accountId, userId, passwordHash);
    await revokeAllSessions(tx, accountId, 'user', userId);
    return createSession(tx, deps.config.sessionTtlSeconds, { guard: 'user', subjectId: userId, accountId }, meta);
  });
}
