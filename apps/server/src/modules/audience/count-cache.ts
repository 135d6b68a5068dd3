// List totals over a million rows cost a full index scan; at list rates of 1,000/s the same
// total is reused for a few seconds, and concurrent misses share one query. Writes in this
// process drop their account's entries at once; other replicas see a change within TTL_MS.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { value: Promise<number>; at: number }>();

export function cachedCount(accountId: number, key: string, load: () => Promise<number>): Promise<number> {
  const fullKey = `${accountId}|${key}`;
  const hit = cache.get(fullKey);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = load();
  const entry = { value, at: Date.now() };
  cache.set(fullKey, entry);
  value.catch(() => {
    if (cache.get(fullKey) === entry) cache.delete(fullKey);
  });
  return value;
}

export function invalidateCounts(accountId: number): void {
  const prefix = `${accountId}|`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
