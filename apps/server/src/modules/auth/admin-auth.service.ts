import type {
  TLoginInput,
  TLoginResult,
  TResetPasswordInput,
  TSessionProfile,
  TTwoFactorLoginInput,
  TUiLanguage,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, unauthenticated } from '../../platform/http/app-error';
import {
  assertLoginAllowed,
  checkTwoFactorGuarded,
  clearLoginFailures,
  enqueueSystemMail,
  falseCode,
  matchTotpStep,
  recordLoginFailure,
} from '../accounts';
import {
  advanceAdminTotpStep,
  findAdminByEmail,
  findAdminById,
  recordAdminLogin,
  setAdminPasswordHash,
  type TAdminRow,
} from '../admin';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeAllSessions, type TRequestMeta } from './sessions.service';
import {
  attemptChallenge,
  consumeToken,
  findLiveToken,
  issueToken,
  markTokenUsed,
  spendTokensOf,
} from './tokens.service';
import { accountDisabledError, invalidCredentials } from './user-login.service';

// Admins log in like users (same challenge machinery); their only second factor is TOTP.
const adminSubject = (id: number) => ({ guard: 'admin' as const, subjectId: id, accountId: null });

function adminSessionProfile(admin: TAdminRow): TSessionProfile {
  return {
    name: admin.name,
    surname: admin.surname,
    email: admin.email,
    packet: { name: 'Admin', type: 'admin' },
    id: admin.id,
    mfa_alert: admin.totpSecret === null,
  };
}

async function openAdminSession(deps: AppDeps, admin: TAdminRow, meta: TRequestMeta): Promise<TLoginResult> {
  if (admin.disabledAt) throw accountDisabledError();
  const session = await deps.db.transaction(async (tx) => {
    const issued = await createSession(tx, deps.config.sessionTtlSeconds, adminSubject(admin.id), meta);
    await recordAdminLogin(tx, admin.id);
    return issued;
  });
  return { mfaRequired: false, ...session, profile: adminSessionProfile(admin) };
}

export async function loginAdmin(deps: AppDeps, input: TLoginInput, meta: TRequestMeta): Promise<TLoginResult> {
  await assertLoginAllowed(deps.db, 'admin', input.email);
  const admin = await findAdminByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(admin?.passwordHash ?? null, input.password);
  if (!admin || !passwordOk) {
    const owner = admin ? { email: admin.email, lang: meta.lang } : null;
    await recordLoginFailure(deps.db, 'admin', input.email, owner);
    throw invalidCredentials();
  }
  await clearLoginFailures(deps.db, 'admin', input.email);
  if (admin.disabledAt) throw accountDisabledError();
  if (admin.totpSecret === null) return openAdminSession(deps, admin, meta);
  const mfaToken = await issueToken(deps.db, 'mfa_challenge', adminSubject(admin.id));
  return { mfaRequired: true, mfaToken, methods: ['totp'], primary: 'totp' };
}

export async function completeAdminTwoFactor(
  deps: AppDeps,
  input: TTwoFactorLoginInput,
  meta: TRequestMeta,
): Promise<TLoginResult> {
  const challenge = await attemptChallenge(deps.db, 'admin', input.mfaToken);
  const admin = challenge ? await findAdminById(deps.db, challenge.subjectId) : null;
  if (!challenge || !admin) throw unauthenticated();
  if (input.method !== 'totp' || admin.totpSecret === null) throw new AppError('mfa_not_enabled', 422);
  const secret = deps.secretBox.open(admin.totpSecret);
  const ok = await checkTwoFactorGuarded(deps.db, 'admin', admin.id, async () => {
    const step = matchTotpStep(secret, input.code);
    return step !== null && (await advanceAdminTotpStep(deps.db, admin.id, step));
  });
  if (!ok) throw falseCode();
  if (!(await markTokenUsed(deps.db, challenge.id))) throw unauthenticated();
  return openAdminSession(deps, admin, meta);
}

// Run by the password reset job (password-reset.jobs.ts), never while a request waits.
export async function mailAdminPasswordReset(deps: AppDeps, email: string, lang: TUiLanguage): Promise<void> {
  const admin = await findAdminByEmail(deps.db, email);
  if (!admin) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'admin_password_reset', adminSubject(admin.id));
    const link = `${deps.config.publicUrl}/admin/auth/reset-password-for-admin?token=${token}`;
    await enqueueSystemMail(tx, {
      to: admin.email,
      lang,
      template: 'reset',
      params: { name: admin.name, link },
    });
  });
}

export async function resetAdminPassword(deps: AppDeps, input: TResetPasswordInput): Promise<void> {
  const live = await findLiveToken(deps.db, 'admin_password_reset', 'admin', input.token);
  const admin = live ? await findAdminById(deps.db, live.subjectId) : null;
  if (!admin) throw new AppError('token_invalid', 404);
  assertPasswordRules(input.password, input.passwordConfirmation, [admin.name, admin.surname, admin.email]);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, 'admin_password_reset', 'admin', input.token)))
      throw new AppError('token_invalid', 404);
    await setAdminPasswordHash(tx, admin.id, passwordHash);
    await spendTokensOf(tx, 'admin_password_reset', adminSubject(admin.id));
    await revokeAllSessions(tx, null, 'admin', admin.id);
  });
}
