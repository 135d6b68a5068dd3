import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKeyRing, secretKeyId } from './secret-box';
import { sealLegacyV1 } from './legacy-seal.test-helper';
import { hashToken, newNumericCode, newToken, safeEqual } from './tokens';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('round-trips, names its key and never stores the plain text', () => {
    const sealed = box.seal('smtp-pässword');
    expect(sealed.startsWith(`v2:${secretKeyId(key)}:`)).toBe(true);
    expect(sealed).not.toContain('smtp');
    expect(box.open(sealed)).toBe('smtp-pässword');
    expect(box.isStale(sealed)).toBe(false);
  });

  it('uses a fresh nonce every time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses tampered or foreign ciphertext', () => {
    const sealed = box.seal('secret');
    const flipped = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(/unknown key/);
  });

  it('rejects keys of the wrong size', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => createSecretBox({ current: key, previous: [randomBytes(8)] })).toThrow(/32 bytes/);
  });

  it('opens values of a previous key after a rotation and seals with the new one', () => {
    const next = randomBytes(32);
    const oldSealed = box.seal('provider-key');
    const rotated = createSecretBox({ current: next, previous: [key] });
    expect(rotated.open(oldSealed)).toBe('provider-key');
    expect(rotated.isStale(oldSealed)).toBe(true);
    const resealed = rotated.seal('provider-key');
    expect(resealed.startsWith(`v2:${secretKeyId(next)}:`)).toBe(true);
    expect(rotated.isStale(resealed)).toBe(false);
    // Once the old key is dropped its values no longer open; the new ones do.
    expect(() => createSecretBox(next).open(oldSealed)).toThrow(/unknown key/);
    expect(createSecretBox(next).open(resealed)).toBe('provider-key');
  });

  it('keeps opening values sealed before key ids, with the current or a previous key', () => {
    const legacy = sealLegacyV1(key, 'totp-secret');
    expect(box.open(legacy)).toBe('totp-secret');
    expect(box.isStale(legacy)).toBe(true);
    expect(createSecretBox({ current: randomBytes(32), previous: [key] }).open(legacy)).toBe('totp-secret');
    expect(() => createSecretBox(randomBytes(32)).open(legacy)).toThrow(/unknown key/);
    expect(() => box.open('v3:zz')).toThrow(/Unknown secret format/);
  });

  it('loads the configured ring, else generates one key per data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-keys-'));
    const previous = randomBytes(32).toString('base64');
    const configured = loadSecretKeyRing(key.toString('base64'), [previous], dir);
    expect(configured.current.equals(key)).toBe(true);
    expect(configured.previous[0]?.toString('base64')).toBe(previous);
    expect(fs.existsSync(path.join(dir, 'secret.key'))).toBe(false);
    const generated = loadSecretKeyRing(undefined, [], dir);
    expect(loadSecretKeyRing(undefined, [], dir).current.equals(generated.current)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('tokens', () => {
  it('are long, random and hashed deterministically', () => {
    const a = newToken();
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes zero-padded numeric codes', () => {
    for (let i = 0; i < 200; i++) expect(newNumericCode(6)).toMatch(/^\d{6}$/);
  });

  it('compares in constant time and handles length differences', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
