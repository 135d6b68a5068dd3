import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';
import { hashToken, newNumericCode, newToken, safeEqual } from './tokens';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips and never stores the plain text', () => {
    const sealed = box.seal('smtp-pässword');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('smtp');
    expect(box.open(sealed)).toBe('smtp-pässword');
  });

  it('uses a fresh nonce every time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses tampered or foreign ciphertext', () => {
    const sealed = box.seal('secret');
    const flipped = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('rejects keys of the wrong size', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
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
