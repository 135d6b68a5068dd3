import { LRUCache } from 'lru-cache';

export type TTtlCache<K extends object | string | number, V extends object | string | number> = Pick<
  LRUCache<K, V>,
  'get' | 'set' | 'delete' | 'clear'
>;

// The one in-process cache: least recently used entries go first past `max`, and an entry is stale after
// `ttlMs` (or the ttl given to its own `set`). Values must not be null or undefined: wrap a "not found".
// lru-cache allocates all `max` slots when built (about 30 bytes each): the cache is built by its first `set`, so
// a process that never fills one (the worker never serves SDK tokens or widget configurations) holds none of it.
export function ttlCache<K extends object | string | number, V extends object | string | number>(options: {
  max: number;
  ttlMs: number;
}): TTtlCache<K, V> {
  let cache: LRUCache<K, V> | null = null;
  const built = () => (cache ??= new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs }));
  return {
    get: (key, getOptions) => cache?.get(key, getOptions),
    set: (key, value, setOptions) => built().set(key, value, setOptions),
    delete: (key) => cache?.delete(key) ?? false,
    clear: () => cache?.clear(),
  };
}
