// Fixed one-minute windows per key, in process memory. Each API replica limits on its own;
// a shared limit would need the database and is not worth a round trip per event batch.
export type RateLimiter = { take: (key: string) => number | null };

export function createRateLimiter(maxPerMinute: number): RateLimiter {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return {
    // null when allowed, else the seconds until the window resets.
    take(key) {
      const now = Date.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used > maxPerMinute ? Math.max(1, Math.ceil((windowStart + 60_000 - now) / 1000)) : null;
    },
  };
}
