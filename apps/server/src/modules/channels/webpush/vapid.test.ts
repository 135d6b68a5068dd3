import { describe, expect, it } from 'vitest';
import { endpointAllowed } from './providers/web-push';
import { retryAfterMs } from './retry-after';
import { generateVapidKeys, vapidAuthorization, vapidKeysMatch, vapidSignatureCount } from './vapid';

describe('VAPID keys and header cache', () => {
  const pair = generateVapidKeys();
  const keys = { ...pair, subject: 'mailto:push@shop.example.com' };

  it('recognises a private key that belongs to the public key', () => {
    expect(vapidKeysMatch(pair.publicKey, pair.privateKey)).toBe(true);
    expect(vapidKeysMatch(generateVapidKeys().publicKey, pair.privateKey)).toBe(false);
    expect(vapidKeysMatch(pair.publicKey, 'not-a-key')).toBe(false);
  });

  it('reuses the header per origin and renews it an hour before its 12 h expiry', () => {
    const t0 = Date.UTC(2026, 10, 22, 12);
    const before = vapidSignatureCount();
    const first = vapidAuthorization('https://fcm.googleapis.com', keys, t0);
    expect(first).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(vapidAuthorization('https://fcm.googleapis.com', keys, t0 + 10 * 3600_000)).toBe(first);
    expect(vapidAuthorization('https://updates.push.services.mozilla.com', keys, t0)).not.toBe(first);
    expect(vapidSignatureCount() - before).toBe(2);
    const renewed = vapidAuthorization('https://fcm.googleapis.com', keys, t0 + 11.5 * 3600_000);
    expect(renewed).not.toBe(first);
    const claims = JSON.parse(Buffer.from(renewed.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    expect(claims.exp).toBe(Math.floor((t0 + 11.5 * 3600_000) / 1000) + 12 * 3600);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('accepts https push endpoints, and plain http only where private hosts are allowed', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    for (const bad of ['http://fcm.googleapis.com/x', 'javascript:alert(1)', 'not a url'])
      expect(endpointAllowed(bad, false), bad).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:4000/push/1', true)).toBe(true);
  });
});
