import type { TLoginInput, TLoginResult, TSession, TTwoFactorLoginInput } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, unauthenticated } from '../../platform/http/app-error';
import {
  accountDisabled,
  assertLoginAllowed,
  clearLoginFailures,
  enabledTwoFactor,
  falseCode,
  findOwnerByEmail,
  recordLoginFailure,
  recordOwnerLogin,
  issueTwoFactorCode,
  sendTwoFactorCode,
  sessionProfile,
  verifyTwoFactorCode,
} from '../accounts';
import { verifyPassword } from './passwords';
import { createSession, type TRequestMeta } from './sessions.service';
import { attemptChallenge, findLiveToken, issueToken, markTokenUsed, MFA_MAX_ATTEMPTS } from './tokens.service';

export const invalidCredentials = (): AppError => new AppError('invalid_credentials', 401);
// Answered only after the password (or the one-time token) was accepted: it reveals nothing to a guesser.
export const accountDisabledError = (): AppError => new AppError('account_disabled', 403);

// Opens a user session, counts the login and returns what the browser stores (SPEC §3).
export async function openUserSession(
  deps: AppDeps,
  accountId: number,
  userId: number,
  meta: TRequestMeta,
): Promise<TSession> {
  if (await accountDisabled(deps.db, accountId)) throw accountDisabledError();
  const session = await deps.db.transaction(async (tx) => {
    const issued = await createSession(
      tx,
      deps.config.sessionTtlSeconds,
      { guard: 'user', subjectId: userId, accountId },
      meta,
    );
    await recordOwnerLogin(tx, accountId, userId, meta);
    return issued;
  });
  return { ...session, profile: await sessionProfile(deps.db, accountId, userId) };
}

export async function loginUser(deps: AppDeps, input: TLoginInput, meta: TRequestMeta): Promise<TLoginResult> {
  await assertLoginAllowed(deps.db, 'user', input.email);
  const user = await findOwnerByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    const owner = user ? { email: user.email, lang: meta.lang } : null;
    await recordLoginFailure(deps.db, 'user', input.email, owner);
    throw invalidCredentials();
  }
  await clearLoginFailures(deps.db, 'user', input.email);

  const { methods, primary } = await enabledTwoFactor(deps.db, user.accountId, user.id);
  if (!primary) return { mfaRequired: false, ...(await openUserSession(deps, user.accountId, user.id, meta)) };

  const mfaToken = await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'mfa_challenge', {
      guard: 'user',
      subjectId: user.id,
      accountId: user.accountId,
    });
    if (primary !== 'totp') await sendTwoFactorCode(tx, user.accountId, user.id, primary, meta.lang);
    return token;
  });
  return { mfaRequired: true, mfaToken, methods, primary };
}

export async function completeUserTwoFactor(
  deps: AppDeps,
  input: TTwoFactorLoginInput,
  meta: TRequestMeta,
): Promise<TLoginResult> {
  const challenge = await attemptChallenge(deps.db, 'user', input.mfaToken);
  if (!challenge?.accountId) throw unauthenticated();
  const { accountId, subjectId: userId } = challenge;
  const { methods } = await enabledTwoFactor(deps.db, accountId, userId);
  if (!methods.includes(input.method)) throw new AppError('mfa_not_enabled', 422);
  // Counted per person across challenges: a new challenge does not bring new guesses.
  if (!(await verifyTwoFactorCode(deps, accountId, userId, input.method, input.code))) throw falseCode();
  if (!(await markTokenUsed(deps.db, challenge.id))) throw unauthenticated();
  return { mfaRequired: false, ...(await openUserSession(deps, accountId, userId, meta)) };
}

// Sends (again) an SMS or email code for a pending login challenge.
export async function resendUserLoginCode(
  deps: AppDeps,
  mfaToken: string,
  method: 'sms' | 'email',
  meta: TRequestMeta,
): Promise<void> {
  const challenge = await findLiveToken(deps.db, 'mfa_challenge', 'user', mfaToken);
  // A challenge out of attempts is spent: it sends no more codes.
  if (!challenge?.accountId || challenge.attempts >= MFA_MAX_ATTEMPTS) throw unauthenticated();
  const { accountId, subjectId: userId } = challenge;
  const { methods } = await enabledTwoFactor(deps.db, accountId, userId);
  if (!methods.includes(method)) throw new AppError('mfa_not_enabled', 422);
  await issueTwoFactorCode(deps.db, accountId, userId, method, meta.lang);
}
