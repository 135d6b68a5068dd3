import type { DbOrTx } from '../../platform/db/database';
import { hashToken, newToken } from '../../platform/crypto/tokens';
import type { TAuthTokenPurpose, TGuard } from './auth.tables';
import { tokensRepository, type TAuthTokenRow } from './tokens.repository';

export const TOKEN_TTL_SECONDS = {
  email_verification: 48 * 3600,
  password_reset: 3600,
  admin_password_reset: 3600,
  mfa_challenge: 600,
  one_time_login: 300,
} satisfies Record<TAuthTokenPurpose, number>;

export const MFA_MAX_ATTEMPTS = 5;

export type TTokenSubject = { guard: TGuard; subjectId: number; accountId: number | null };

// Issues a one-time token; only its hash is stored, the caller mails or returns the plain token.
export async function issueToken(
  tx: DbOrTx,
  purpose: TAuthTokenPurpose,
  subject: TTokenSubject,
  ttlSeconds = TOKEN_TTL_SECONDS[purpose],
): Promise<string> {
  const token = newToken();
  await tokensRepository(tx).create({
    purpose,
    ...subject,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export async function consumeToken(
  db: DbOrTx,
  purpose: TAuthTokenPurpose,
  guard: TGuard,
  token: string,
): Promise<TAuthTokenRow | null> {
  return tokensRepository(db).consume(purpose, guard, hashToken(token));
}

export async function findLiveToken(
  db: DbOrTx,
  purpose: TAuthTokenPurpose,
  guard: TGuard,
  token: string,
): Promise<TAuthTokenRow | null> {
  return tokensRepository(db).findLive(purpose, guard, hashToken(token));
}

// A 2FA challenge allows MFA_MAX_ATTEMPTS code checks; each call spends one.
export async function attemptChallenge(db: DbOrTx, guard: TGuard, token: string): Promise<TAuthTokenRow | null> {
  return tokensRepository(db).attempt('mfa_challenge', guard, hashToken(token), MFA_MAX_ATTEMPTS);
}

export async function markTokenUsed(db: DbOrTx, id: number): Promise<boolean> {
  return tokensRepository(db).markUsed(id);
}

export async function spendTokensOf(db: DbOrTx, purpose: TAuthTokenPurpose, subject: TTokenSubject): Promise<void> {
  await tokensRepository(db).spendAllOf(subject.accountId, purpose, subject.guard, subject.subjectId);
}
