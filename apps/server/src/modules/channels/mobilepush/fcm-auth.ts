import { createPrivateKey, sign } from 'node:crypto';
import type { TServiceAccountKey } from '@ulak/shared';
import { ttlCache } from '../../../platform/cache';

// OAuth 2.0 JWT-bearer grant (RFC 7523) for FCM: an RS256 assertion signed with the service
// account's key buys an access token, cached until a minute before it expires. Concurrent sends
// share one token request.

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const EARLY_RENEW_MS = 60_000;

export class FcmAuthError extends Error {
  constructor(
    readonly kind: 'credentials' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

type TCachedToken = { token: string; expiresAt: number };
const cache = ttlCache<string, TCachedToken>({ max: 10_000, ttlMs: 3600_000 });
const inFlight = new Map<string, Promise<TCachedToken>>();
let requested = 0;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signAssertion(account: TServiceAccountKey, tokenUrl: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const head = b64({ alg: 'RS256', typ: 'JWT' });
  const claims = b64({ iss: account.client_email, scope: FCM_SCOPE, aud: tokenUrl, iat, exp: iat + 3600 });
  const signature = sign('sha256', Buffer.from(`${head}.${claims}`), createPrivateKey(account.private_key));
  return `${head}.${claims}.${signature.toString('base64url')}`;
}

async function requestToken(account: TServiceAccountKey, tokenUrl: string): Promise<TCachedToken> {
  let assertion: string;
  try {
    assertion = signAssertion(account, tokenUrl);
  } catch {
    throw new FcmAuthError('credentials', 'the service-account private key cannot sign');
  }
  requested++;
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: GRANT_TYPE, assertion }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new FcmAuthError('unavailable', `token endpoint unreachable: ${String(error)}`);
  }
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (response.ok && body.access_token) {
    return { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
  }
  if (response.status >= 400 && response.status < 500)
    throw new FcmAuthError('credentials', `${body.error ?? response.status}: ${body.error_description ?? ''}`.trim());
  throw new FcmAuthError('unavailable', `token endpoint answered ${response.status}`);
}

export async function fcmAccessToken(account: TServiceAccountKey, tokenUrl: string): Promise<string> {
  const key = `${account.client_email}|${tokenUrl}`;
  const hit = cache.get(key);
  if (hit) return hit.token;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = requestToken(account, tokenUrl).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const fresh = await pending;
  // Kept until a minute before the token expires.
  const ttl = fresh.expiresAt - EARLY_RENEW_MS - Date.now();
  if (ttl > 0) cache.set(key, fresh, { ttl });
  return fresh.token;
}

// A token the API refused (revoked key, clock skew): the next send asks for a new one.
export function forgetFcmToken(account: TServiceAccountKey, tokenUrl: string): void {
  cache.delete(`${account.client_email}|${tokenUrl}`);
}

export function fcmTokenRequestCount(): number {
  return requested;
}
