import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compileMjml } from './email-content';

// A least-recently-used map bounded both by its number of entries and by the bytes of its values
// (lru-cache, the server's one cache). A value bigger than the whole budget is not kept.
export class LruCache<V extends object | string | number | boolean> {
  private readonly cache: LRUCache<string, V>;

  constructor(limits: { maxEntries: number; maxBytes: number }, sizeOf: (value: V) => number) {
    this.cache = new LRUCache<string, V>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    });
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }

  get totalBytes(): number {
    return this.cache.calculatedSize;
  }
}

// Compiled HTML by the SHA-256 of the MJML source: a template's content is its version, so an edited
// template is a new key and the old entry ages out. One cache per process, shared by every send job
// the worker runs at once (MJML runs on the job's thread; the compose threads only get finished HTML).
// A compiled email is ~20-100 KB: the byte bound keeps the cache near a few hundred templates.
export const MJML_CACHE_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

const cache = new LruCache<string>(MJML_CACHE_LIMITS, (html) => Buffer.byteLength(html, 'utf8'));
// Concurrent jobs asking for the same template wait for one compile instead of each running MJML.
const compiling = new Map<string, Promise<string>>();
const stats = { hits: 0, misses: 0 };

export function mjmlKey(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

export async function compileMjmlCached(source: string): Promise<string> {
  const key = mjmlKey(source);
  const cached = cache.get(key);
  if (cached !== undefined) {
    stats.hits++;
    return cached;
  }
  const pending = compiling.get(key);
  if (pending) {
    stats.hits++;
    return pending;
  }
  stats.misses++;
  const compile = compileMjml(source).then(
    (html) => {
      cache.set(key, html);
      compiling.delete(key);
      return html;
    },
    (error: unknown) => {
      compiling.delete(key);
      throw error;
    },
  );
  compiling.set(key, compile);
  return compile;
}

export function mjmlCacheStats(): { hits: number; misses: number; entries: number; bytes: number } {
  return { ...stats, entries: cache.size, bytes: cache.totalBytes };
}

export function clearMjmlCache(): void {
  cache.clear();
  stats.hits = 0;
  stats.misses = 0;
}
