import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHOPIFY_SHOP_PATTERN } from '@ulak/shared/platforms';

// Shopify's three signatures (PROTOCOLS "Shopify"): the install query HMAC, the webhook body HMAC and the
// session token (a JWT signed HS256 with the app secret).

function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

// hmac over the other query parameters, sorted, joined as k=v with &; hex.
export function verifyQueryHmac(query: Record<string, string | undefined>, secret: string): boolean {
  const { hmac, signature: _signature, ...rest } = query;
  if (!hmac || !secret) return false;
  const message = Object.keys(rest)
    .sort()
    .flatMap((k) => (rest[k] === undefined ? [] : [`${k}=${rest[k]}`]))
    .join('&');
  const expected = createHmac('sha256', secret).update(message).digest();
  return /^[0-9a-f]{64}$/i.test(hmac) && equal(expected, Buffer.from(hmac, 'hex'));
}

// X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body.
export function verifyWebhookHmac(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return equal(expected, Buffer.from(header, 'base64'));
}

type TSessionClaims = { iss?: unknown; dest?: unknown; aud?: unknown; exp?: unknown; nbf?: unknown; sub?: unknown };

// Clocks differ a little between Shopify and us.
const LEEWAY_SECONDS = 10;

// Answers the shop of a valid session token, else null: HS256 with the secret, aud = API key, exp/nbf,
// dest a *.myshopify.com origin and iss that shop's admin.
export function verifySessionToken(token: string, apiKey: string, secret: string, now = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !apiKey || !secret) return null;
  const [head = '', body = '', signature = ''] = parts;
  let header: { alg?: unknown };
  let claims: TSessionClaims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TSessionClaims;
  } catch {
    return null;
  }
  if (header.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  if (!equal(expected, Buffer.from(signature, 'base64url'))) return null;
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_SECONDS < seconds) return null;
  if (typeof claims.nbf !== 'number' || claims.nbf - LEEWAY_SECONDS > seconds) return null;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(apiKey)) return null;
  if (typeof claims.dest !== 'string') return null;
  let shop: string;
  try {
    shop = new URL(claims.dest).hostname;
  } catch {
    return null;
  }
  if (!SHOPIFY_SHOP_PATTERN.test(shop)) return null;
  if (typeof claims.iss === 'string' && new URL(claims.iss).hostname !== shop) return null;
  return shop;
}
