import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Opaque bearer tokens: 256 random bits, only their SHA-256 is stored.
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// Hashed on every authenticated request: the one-shot hash, not a Hash object per call.
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
