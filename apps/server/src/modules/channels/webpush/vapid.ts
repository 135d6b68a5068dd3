import { createECDH } from 'node:crypto';
import webpush from 'web-push';

// VAPID (RFC 8292) keys and the Authorization header. Signing an ES256 JWT per message makes a send
// about three times slower than the payload encryption itself, so the header is cached per
// (application key, push-service origin) and renewed an hour before it expires.

export type TVapidKeys = { publicKey: string; privateKey: string; subject: string };

const LIFETIME_S = 12 * 3600;
const RENEW_BEFORE_S = 3600;
const MAX_ENTRIES = 10_000;

type TCached = { header: string; expiresAt: number };
const headers = new Map<string, TCached>();
let signed = 0;

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

// True when the private key is a P-256 scalar whose public point is `publicKey` (both base64url).
export function vapidKeysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey.replace(/=+$/, '');
  } catch {
    return false;
  }
}

// The `Authorization: vapid t=..., k=...` header for one push-service origin.
export function vapidAuthorization(origin: string, keys: TVapidKeys, now = Date.now()): string {
  const key = `${keys.publicKey}|${keys.subject}|${origin}`;
  const nowS = Math.floor(now / 1000);
  const hit = headers.get(key);
  if (hit && hit.expiresAt - RENEW_BEFORE_S > nowS) return hit.header;
  const expiresAt = nowS + LIFETIME_S;
  const { Authorization } = webpush.getVapidHeaders(
    origin,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    expiresAt,
  );
  signed++;
  if (headers.size >= MAX_ENTRIES) headers.clear();
  headers.set(key, { header: Authorization, expiresAt });
  return Authorization;
}

// How many JWTs were signed (the cache test and the bench read it).
export function vapidSignatureCount(): number {
  return signed;
}

// Forgets the cached headers of a key (the merchant replaced it).
export function forgetVapidKey(publicKey: string): void {
  for (const key of headers.keys()) if (key.startsWith(`${publicKey}|`)) headers.delete(key);
}
