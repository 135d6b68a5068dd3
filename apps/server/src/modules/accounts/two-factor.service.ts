import {
  TWO_FACTOR_METHODS,
  type TTotpSetup,
  type TTwoFactorMethod,
  type TTwoFactorStatus,
  type TUiLanguage,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { hashToken, newNumericCode } from '../../platform/crypto/tokens';
import { checkTwoFactorGuarded } from './auth-throttle.service';
import { enqueueSystemMail, enqueueSystemSms } from './notify.jobs';
import { matchTotpStep, newTotpSecret, qrDataUrl, totpUri } from './totp';
import { twoFactorRepository, type TTwoFactorRow } from './two-factor.repository';
import { usersRepository } from './users.repository';

export const TWO_FACTOR_CODE_TTL_MS = 10 * 60 * 1000;

export const falseCode = (): AppError => new AppError('false_code', 422);
const notEnabled = (): AppError => new AppError('mfa_not_enabled', 422);

type TDeps = Pick<AppDeps, 'db' | 'secretBox'>;

export type TEnabledTwoFactor = { methods: TTwoFactorMethod[]; primary: TTwoFactorMethod | null };

function summarize(rows: TTwoFactorRow[]): TEnabledTwoFactor {
  const enabled = TWO_FACTOR_METHODS.filter((m) => rows.some((r) => r.method === m && r.enabled));
  const primary = rows.find((r) => r.enabled && r.isPrimary)?.method ?? enabled[0] ?? null;
  return { methods: enabled, primary };
}

export async function enabledTwoFactor(db: DbOrTx, accountId: number, userId: number): Promise<TEnabledTwoFactor> {
  return summarize(await twoFactorRepository(db).list(accountId, userId));
}

export async function twoFactorStatus(db: DbOrTx, accountId: number, userId: number): Promise<TTwoFactorStatus> {
  const { methods, primary } = await enabledTwoFactor(db, accountId, userId);
  return {
    methods: TWO_FACTOR_METHODS.map((method) => ({
      method,
      enabled: methods.includes(method),
      primary: method === primary,
    })),
  };
}

// A fresh secret waits in `pending_secret` until a code from the authenticator app confirms it.
export async function startTotpSetup(deps: TDeps, accountId: number, userId: number): Promise<TTotpSetup> {
  const user = await usersRepository(deps.db).findById(accountId, userId);
  if (!user) throw notFound();
  const secret = newTotpSecret();
  await twoFactorRepository(deps.db).setPendingSecret(accountId, userId, deps.secretBox.seal(secret));
  const otpauthUrl = totpUri(user.email, secret);
  return { secret, otpauthUrl, qrDataUrl: await qrDataUrl(otpauthUrl) };
}

// A code on request (setup, a task's confirmation, a resend): the code and its delivery commit together.
export async function issueTwoFactorCode(
  db: Db,
  accountId: number,
  userId: number,
  method: 'sms' | 'email',
  lang: TUiLanguage,
): Promise<void> {
  await db.transaction((tx) => sendTwoFactorCode(tx, accountId, userId, method, lang));
}

// Stores a new 6-digit code (hashed) and enqueues its delivery in the caller's transaction.
export async function sendTwoFactorCode(
  tx: DbOrTx,
  accountId: number,
  userId: number,
  method: 'sms' | 'email',
  lang: TUiLanguage,
): Promise<void> {
  const user = await usersRepository(tx).findById(accountId, userId);
  if (!user) throw notFound();
  const code = newNumericCode(6);
  await twoFactorRepository(tx).setCode(
    accountId,
    userId,
    method,
    hashToken(code),
    new Date(Date.now() + TWO_FACTOR_CODE_TTL_MS),
  );
  if (method === 'sms') await enqueueSystemSms(tx, { to: user.phone, lang, code });
  else await enqueueSystemMail(tx, { to: user.email, lang, template: 'code', params: { code } });
}

async function checkTotp(deps: TDeps, sealed: string | null, code: string): Promise<number | null> {
  if (!sealed) return null;
  return matchTotpStep(deps.secretBox.open(sealed), code);
}

// Checks a code of an enabled method; spends it (single use) when it matches.
export async function verifyTwoFactorCode(
  deps: TDeps,
  accountId: number,
  userId: number,
  method: TTwoFactorMethod,
  code: string,
): Promise<boolean> {
  const repo = twoFactorRepository(deps.db);
  const row = await repo.find(accountId, userId, method);
  if (!row?.enabled) return false;
  return checkTwoFactorGuarded(deps.db, 'user', userId, async () => {
    if (method !== 'totp') return repo.consumeCode(accountId, userId, method, hashToken(code));
    const step = await checkTotp(deps, row.secret, code);
    return step !== null && (await repo.advanceTotpStep(accountId, userId, step));
  });
}

export async function enableTwoFactor(
  deps: TDeps,
  accountId: number,
  userId: number,
  method: TTwoFactorMethod,
  code: string,
): Promise<TTwoFactorStatus> {
  const repo = twoFactorRepository(deps.db);
  const row = await repo.find(accountId, userId, method);
  if (!row) throw falseCode();
  let totp: { secret: string; lastTotpStep: number } | undefined;
  const ok = await checkTwoFactorGuarded(deps.db, 'user', userId, async () => {
    if (method !== 'totp') return repo.consumeCode(accountId, userId, method, hashToken(code));
    const sealed = row.pendingSecret ?? row.secret;
    const step = await checkTotp(deps, sealed, code);
    if (step === null || !sealed || (row.lastTotpStep !== null && step <= row.lastTotpStep)) return false;
    totp = { secret: sealed, lastTotpStep: step };
    return true;
  });
  if (!ok) throw falseCode();
  await deps.db.transaction(async (tx) => {
    const current = await enabledTwoFactor(tx, accountId, userId);
    const primary = current.primary === null || current.primary === method;
    await twoFactorRepository(tx).enable(accountId, userId, method, { primary, ...totp });
  });
  return twoFactorStatus(deps.db, accountId, userId);
}

// Turning a method off needs a valid code of that very method; another enabled method takes over as primary.
export async function disableTwoFactor(
  deps: TDeps,
  accountId: number,
  userId: number,
  method: TTwoFactorMethod,
  code: string,
): Promise<TTwoFactorStatus> {
  const row = await twoFactorRepository(deps.db).find(accountId, userId, method);
  if (!row?.enabled) throw notEnabled();
  if (!(await verifyTwoFactorCode(deps, accountId, userId, method, code))) throw falseCode();
  await deps.db.transaction(async (tx) => {
    const repo = twoFactorRepository(tx);
    await repo.disable(accountId, userId, method);
    const rest = await enabledTwoFactor(tx, accountId, userId);
    if (row.isPrimary && rest.primary) await repo.setPrimary(accountId, userId, rest.primary);
  });
  return twoFactorStatus(deps.db, accountId, userId);
}

export async function setPrimaryTwoFactor(
  db: DbOrTx,
  accountId: number,
  userId: number,
  method: TTwoFactorMethod,
): Promise<TTwoFactorStatus> {
  const { methods } = await enabledTwoFactor(db, accountId, userId);
  if (!methods.includes(method)) throw notEnabled();
  await twoFactorRepository(db).setPrimary(accountId, userId, method);
  return twoFactorStatus(db, accountId, userId);
}
