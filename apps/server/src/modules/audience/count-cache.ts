// Filtered list totals over a million rows cost an index scan (~250 ms here); at list rates of
// 1,000/s the same total is reused, and concurrent misses share one query. Past its fresh time a
// total is still served while one refresh runs behind it: a blocking miss would hold every request
// of its ~250 ms (a quarter of a second's traffic), enough to set the list's p99. A total stays
// fresh for FRESH_MS or COST_FACTOR times as long as it took to count, whichever is longer, so
// that refreshes take at most ~2% of a core whatever the account's size. Writes in this process
// drop their account's entries at once; other replicas see a change within the fresh time plus
// one count. A cached value may be one total or several counted together (the members summary).
const FRESH_MS = 5_000;
const COST_FACTOR = 50;
const STALE_MS = 60_000;
const MAX_ENTRIES = 10_000;

type TEntry<T = unknown> = { value: Promise<T>; at: number; freshMs: number; refreshing: boolean };
const cache = new Map<string, TEntry>();

// The loader's result with the fresh time its cost earns.
async function timed<T>(loader: () => Promise<T>): Promise<{ n: T; freshMs: number }> {
  const started = performance.now();
  const n = await loader();
  return { n, freshMs: Math.max(FRESH_MS, (performance.now() - started) * COST_FACTOR) };
}

function load<T>(fullKey: string, loader: () => Promise<T>): TEntry<T> {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const counted = timed(loader);
  const entry: TEntry<T> = { value: counted.then((c) => c.n), at: Date.now(), freshMs: FRESH_MS, refreshing: false };
  cache.set(fullKey, entry);
  counted.then(
    (c) => {
      entry.freshMs = c.freshMs;
    },
    () => {
      if (cache.get(fullKey) === entry) cache.delete(fullKey);
    },
  );
  return entry;
}

export function cachedCount<T = number>(accountId: number, key: string, loader: () => Promise<T>): Promise<T> {
  const fullKey = `${accountId}|${key}`;
  // An entry under a key holds what that key's loader returns.
  const hit = cache.get(fullKey) as TEntry<T> | undefined;
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < hit.freshMs) return hit.value;
  if (hit && age < Math.max(STALE_MS, hit.freshMs * 2)) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      // The new entry replaces this one only once its count is known; a failed refresh keeps
      // serving the stale total and lets the next request try again.
      timed(loader).then(
        (c) => {
          if (cache.get(fullKey) === hit)
            cache.set(fullKey, { value: Promise.resolve(c.n), at: Date.now(), freshMs: c.freshMs, refreshing: false });
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }
  return load(fullKey, loader).value;
}

export function invalidateCounts(accountId: number): void {
  const prefix = `${accountId}|`;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
