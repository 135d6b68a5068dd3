import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;

// AES-256-GCM for secrets at rest (SMTP passwords, provider keys, TOTP secrets, account signing keys).
// A sealed value reads `v2:<key id>:<iv|tag|body base64>`; the key id is a fingerprint of the key, so
// rotating ULAK_SECRET_KEY (the old one moved to ULAK_PREVIOUS_SECRET_KEYS) keeps every old value
// readable. Values from before key ids (`v1:`) are tried against every key of the ring.
export type SecretBox = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  // True when the value was sealed under another key than the current one (re-seal it).
  isStale: (sealed: string) => boolean;
};

export type SecretKeyRing = { current: Buffer; previous: Buffer[] };

export function secretKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function openWith(key: Buffer, raw: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function createSecretBox(ring: Buffer | SecretKeyRing): SecretBox {
  const { current, previous } = Buffer.isBuffer(ring) ? { current: ring, previous: [] } : ring;
  const all = [current, ...previous];
  if (all.some((key) => key.length !== 32)) throw new Error('The secret key must be 32 bytes');
  const byId = new Map(all.map((key) => [secretKeyId(key), key]));
  const currentId = secretKeyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v2:${currentId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const parts = sealed.split(':');
      if (parts[0] === 'v2' && parts.length === 3 && parts[1] && parts[2]) {
        const key = byId.get(parts[1]);
        if (!key) throw new Error(`Secret sealed with an unknown key (id ${parts[1]})`);
        return openWith(key, Buffer.from(parts[2], 'base64'));
      }
      if (parts[0] !== 'v1' || parts.length !== 2 || !parts[1]) throw new Error('Unknown secret format');
      const raw = Buffer.from(parts[1], 'base64');
      for (const key of all) {
        try {
          return openWith(key, raw);
        } catch {
          // the GCM tag rejects a wrong key: try the next one
        }
      }
      throw new Error('Secret sealed with an unknown key');
    },
    isStale(sealed) {
      return !sealed.startsWith(`v2:${currentId}:`);
    },
  };
}

function decodeKey(base64: string): Buffer {
  return Buffer.from(base64.trim(), 'base64');
}

// The current key comes from ULAK_SECRET_KEY, else from `<dataDir>/secret.key` generated on first use
// (development: one host only). Previous keys open values sealed before a rotation.
export function loadSecretKeyRing(
  configured: string | undefined,
  previous: readonly string[],
  dataDir: string,
): SecretKeyRing {
  const older = previous.map(decodeKey);
  if (configured) return { current: decodeKey(configured), previous: older };
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return { current: decodeKey(readFileSync(file, 'utf8')), previous: older };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return { current: key, previous: older };
}
