import { createHash } from 'node:crypto';
import { compileMjml } from './email-content';

// A least-recently-used map bounded both by its number of entries and by the bytes of its values.
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    // A value bigger than the whole budget is not kept (it would evict everything for one entry).
    if (bytes > this.limits.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
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
