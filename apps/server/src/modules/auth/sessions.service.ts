import type { onRequestHookHandler } from 'fastify';
import type { TIssuedSession } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import type { RoutePlugin } from '../../platform/http/app';
import { unauthenticated } from '../../platform/http/app-error';
import { bearerToken, type TAuth } from '../../platform/http/auth-context';
import { hashToken, newToken, nowSeconds } from '../../platform/crypto/tokens';
import type { TGuard } from './auth.tables';
import { sessionCache } from './session-cache';
import { sessionsRepository, type TSessionRow } from './sessions.repository';

export type TRequestMeta = { ip: string | null; userAgent: string | null; lang: 'tr' | 'en' };

export async function createSession(
  tx: DbOrTx,
  ttlSeconds: number,
  subject: { guard: TGuard; subjectId: number; accountId: number | null },
  meta: Pick<TRequestMeta, 'ip' | 'userAgent'>,
): Promise<TIssuedSession> {
  const token = newToken();
  const expiredTime = nowSeconds() + ttlSeconds;
  await sessionsRepository(tx).create({
    ...subject,
    tokenHash: hashToken(token),
    expiresAt: new Date(expiredTime * 1000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiredTime };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  sessionCache.evictSession(sessionId);
  await sessionsRepository(db).revoke(sessionId);
  // Again after the write: a request racing the revocation may have cached the row meanwhile.
  sessionCache.evictSession(sessionId);
}

export async function revokeAllSessions(
  db: DbOrTx,
  accountId: number | null,
  guard: TGuard,
  subjectId: number,
): Promise<void> {
  sessionCache.evictSubject(guard, subjectId);
  await sessionsRepository(db).revokeAllOf(accountId, guard, subjectId);
  sessionCache.evictSubject(guard, subjectId);
}

// The session row (not revoked, not expired, of exactly this guard) behind a token hash, else 401.
async function findSession(db: DbOrTx, guard: TGuard, tokenHash: string): Promise<TSessionRow> {
  const row = await sessionsRepository(db).findActive(guard, tokenHash);
  if (!row) throw unauthenticated();
  sessionCache.put(tokenHash, row);
  return row;
}

function authOf(guard: TGuard, row: TSessionRow, token: string): TAuth {
  if (guard === 'admin') return { guard: 'admin', sessionId: row.id, adminId: row.subjectId, token };
  if (row.accountId === null) throw unauthenticated();
  return { guard: 'user', sessionId: row.id, userId: row.subjectId, accountId: row.accountId, token };
}

// Route hooks: `{ onRequest: requireUser(deps) }`: a live (not revoked, not expired) session of exactly this
// guard, else 401. They run before body validation, so a request without a session answers 401 whatever its
// body. A callback rather than a promise: a session in this process's cache (most requests) is checked without
// a promise or microtask.
function guardHook(deps: Pick<AppDeps, 'db'>, guard: TGuard): onRequestHookHandler {
  return (request, _reply, done) => {
    let token: string | null;
    let tokenHash: string;
    try {
      token = bearerToken(request);
      if (!token) throw unauthenticated();
      tokenHash = hashToken(token);
      const cached = sessionCache.get(guard, tokenHash);
      if (cached) {
        request.auth = authOf(guard, cached, token);
        return done();
      }
    } catch (error) {
      return done(error as Error);
    }
    const found = token;
    findSession(deps.db, guard, tokenHash)
      .then((row) => void (request.auth = authOf(guard, row, found)))
      .then(() => done(), done);
  };
}

export const requireUser = (deps: Pick<AppDeps, 'db'>): onRequestHookHandler => guardHook(deps, 'user');
export const requireAdmin = (deps: Pick<AppDeps, 'db'>): onRequestHookHandler => guardHook(deps, 'admin');

// Puts every route of a plugin behind one guard (used by the registry for whole areas).
export function withGuard(guard: TGuard, plugin: RoutePlugin): RoutePlugin {
  return async (app, deps) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', guard === 'user' ? requireUser(deps) : requireAdmin(deps));
      // The OpenAPI document names the session token as these routes' security scheme.
      scope.addHook('onRoute', (route) => void (route.config = { ...route.config, guard }));
      await plugin(scope, deps);
    });
  };
}
