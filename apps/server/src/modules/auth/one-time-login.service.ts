import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { unauthenticated } from '../../platform/http/app-error';
import type { TVerifiedTokenSession } from '@ulak/shared';
import type { TRequestMeta } from './sessions.service';
import { consumeToken, issueToken, TOKEN_TTL_SECONDS } from './tokens.service';
import { openUserSession } from './user-login.service';

// A single-use token that logs a user in through `GET verifyToken` (iframe and store-partner flows).
export async function mintOneTimeLoginToken(
  db: DbOrTx,
  accountId: number,
  userId: number,
  ttlSeconds = TOKEN_TTL_SECONDS.one_time_login,
): Promise<string> {
  return issueToken(db, 'one_time_login', { guard: 'user', subjectId: userId, accountId }, ttlSeconds);
}

export async function redeemOneTimeLogin(
  deps: AppDeps,
  token: string | null,
  meta: TRequestMeta,
): Promise<TVerifiedTokenSession> {
  const row = token ? await consumeToken(deps.db, 'one_time_login', 'user', token) : null;
  if (!row?.accountId) throw unauthenticated();
  const session = await openUserSession(deps, row.accountId, row.subjectId, meta);
  return { token: session.token, ...session.profile, expiredTime: session.expiredTime };
}
