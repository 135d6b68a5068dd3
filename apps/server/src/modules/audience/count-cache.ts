// List totals over a million rows cost a full index scan (~250 ms here); at list rates of 1,000/s the
// same total is reused, and concurrent misses share one query. Past FRESH_MS a total is still served
// while one refresh runs behind it: a blocking miss would hold every request of its ~250 ms (a
// quarter of a second's traffic), enough to set the list's p99. Writes in this process drop their
// account's entries at once; other replicas see a change within FRESH_MS plus one count.
const FRESH_MS = 5_000;
const STALE_MS = 60_000;
const MAX_ENTRIES = 10_000;

type TEntry = { value: Promise<number>; at: number; refreshing: boolean };
const cache = new Map<string, TEntry>();

function load(fullKey: string, loader: () => Promise<number>): TEntry {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const entry: TEntry = { value: loader(), at: Date.now(), refreshing: false };
  cache.set(fullKey, entry);
  entry.value.catch(() => {
    if (cache.get(fullKey) === entry) cache.delete(fullKey);
  });
  return entry;
}

export function cachedCount(accountId: number, key: string, loader: () => Promise<number>): Promise<number> {
  const fullKey = `${accountId}|${key}`;
  const hit = cache.get(fullKey);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < FRESH_MS) return hit.value;
  if (hit && age < STALE_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const stale = hit.value;
      // The new entry replaces this one only once its count is known; a failed refresh keeps
      // serving the stale total and lets the next request try again.
      loader().then(
        (n) => {
          if (cache.get(fullKey) === hit)
            cache.set(fullKey, { value: Promise.resolve(n), at: Date.now(), refreshing: false });
        },
        () => {
          hit.refreshing = false;
        },
      );
      return stale;
    }
    return hit.value;
  }
  return load(fullKey, loader).value;
}

export function invalidateCounts(accountId: number): void {
  const prefix = `${accountId}|`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
