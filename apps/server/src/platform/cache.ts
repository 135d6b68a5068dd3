import { LRUCache } from 'lru-cache';

// The one in-process cache: least recently used entries go first past `max`, and an entry is stale after
// `ttlMs` (or the ttl given to its own `set`). Values must not be null or undefined: wrap a "not found".
export function ttlCache<K extends object | string | number, V extends object | string | number>(options: {
  max: number;
  ttlMs: number;
}): LRUCache<K, V> {
  return new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs });
}
