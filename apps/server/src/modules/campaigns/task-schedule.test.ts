import { describe, expect, it } from 'vitest';
import { isStaticInPast, STATIC_GRACE_MS } from './task-schedule';

describe('isStaticInPast', () => {
  // 10:00 in Istanbul (UTC+3) is 07:00 UTC.
  const at = '2026-05-01T10:00';
  const tz = 'Europe/Istanbul';
  const utc = (iso: string) => new Date(iso);

  it('keeps the running minute and a minute of grace after it', () => {
    expect(isStaticInPast(at, tz, utc('2026-05-01T06:59:00Z'))).toBe(false);
    expect(isStaticInPast(at, tz, utc('2026-05-01T07:00:59Z'))).toBe(false);
    expect(isStaticInPast(at, tz, new Date(utc('2026-05-01T07:01:00Z').getTime() + STATIC_GRACE_MS - 1))).toBe(false);
  });

  it('refuses once the minute and the grace have gone by', () => {
    expect(isStaticInPast(at, tz, new Date(utc('2026-05-01T07:01:00Z').getTime() + STATIC_GRACE_MS))).toBe(true);
    expect(isStaticInPast(at, tz, utc('2026-05-02T00:00:00Z'))).toBe(true);
  });

  it('reads the wall clock in the given zone', () => {
    // 10:00 in Tokyo (UTC+9) is 01:00 UTC: long past at 07:00 UTC, while Istanbul's 10:00 is not.
    expect(isStaticInPast(at, 'Asia/Tokyo', utc('2026-05-01T06:59:00Z'))).toBe(true);
    expect(isStaticInPast(at, tz, utc('2026-05-01T06:59:00Z'))).toBe(false);
  });
});
