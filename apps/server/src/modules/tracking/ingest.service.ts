import { HTTP_STATUS } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { ttlCache } from '../../platform/cache';
import { AppError } from '../../platform/http/app-error';
import { findApplicationByToken, type TApplicationRow } from '../applications';
import { ingestRepository } from './ingest.repository';
import { originAllowed, parseBatch } from './ingest.validate';
import type { RateLimiter } from './rate-limiter';

export type TIngestRequest = {
  body: unknown;
  origin: string | undefined;
  ip: string | null;
  userAgent: string | null;
};

// Token → application, cached briefly: the hot path of every batch. A regenerated token stops
// working here within TOKEN_TTL_MS.
const TOKEN_TTL_MS = 10_000;
const tokenCache = ttlCache<string, { app: TApplicationRow | null }>({ max: 50_000, ttlMs: TOKEN_TTL_MS });

async function applicationFor(deps: Pick<AppDeps, 'db'>, token: string): Promise<TApplicationRow | null> {
  const hit = tokenCache.get(token);
  if (hit) return hit.app;
  const app = await findApplicationByToken(deps.db, token);
  tokenCache.set(token, { app });
  return app;
}

// Application changes are rare: all tokens are looked up again rather than tracking which was whose.
export function forgetTokens(): void {
  tokenCache.clear();
}

// The application a shop page speaks for: its SDK token, sent from one of its domains (404 / 403).
export async function authenticateSdk(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  origin: string | undefined,
): Promise<TApplicationRow> {
  const app = await applicationFor(deps, token);
  if (!app) throw new AppError('application_not_found', HTTP_STATUS.notFound);
  if (!originAllowed(origin, app.domains)) throw new AppError('origin_not_allowed', HTTP_STATUS.forbidden);
  return app;
}

const rateLimited = (seconds: number): AppError =>
  new AppError('rate_limited', HTTP_STATUS.rateLimited, 'errors.rate_limited', { seconds });

// Validates and stores one SDK batch; the worker turns it into rows later (drain.service).
export async function acceptBatch(
  deps: Pick<AppDeps, 'db'>,
  limiters: { ip: RateLimiter; token: RateLimiter },
  req: TIngestRequest,
): Promise<{ accepted: number; retryAfter?: number }> {
  const ipWait = limiters.ip.take(req.ip ?? 'unknown');
  if (ipWait !== null) throw rateLimited(ipWait);
  const parsed = parseBatch(req.body);
  if (!parsed) throw new AppError('validation', HTTP_STATUS.badRequest, 'errors.fill_all_fields');
  const app = await authenticateSdk(deps, parsed.batch.token, req.origin);
  const tokenWait = limiters.token.take(parsed.batch.token);
  if (tokenWait !== null) throw rateLimited(tokenWait);
  if (parsed.events.length === 0) return { accepted: 0 };
  const { deviceId, context } = parsed.batch;
  await ingestRepository(deps.db).store(app.accountId, app.id, req.ip, req.userAgent?.slice(0, 500) ?? null, {
    deviceId,
    context: { url: context.url, language: context.language },
    events: parsed.events.map((e) => ({ ...e, properties: e.properties })),
    rejected: parsed.rejected,
  });
  return { accepted: parsed.events.length };
}
