import { describe, expect, it } from 'vitest';
import { backoffDelay, nextRetryDelay, parseRetryAfter } from './backoff.policy';

describe('backoff policy', () => {
  it('doubles with jitter between half and the full ceiling, capped at 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(4, () => 0.5)).toBe(6_000);
    expect(backoffDelay(30, () => 1)).toBe(300_000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('prefers Retry-After over the backoff, within the ceiling', () => {
    expect(nextRetryDelay(1, 45_000, () => 0)).toBe(45_000);
    expect(nextRetryDelay(1, 3_600_000)).toBe(300_000);
    expect(nextRetryDelay(2, undefined, () => 0)).toBe(1_000);
  });
});
