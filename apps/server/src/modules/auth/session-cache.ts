import { LRUCache } from 'lru-cache';
import type { TGuard } from './auth.tables';
import type { TSessionRow } from './sessions.repository';

// Every authenticated request looks its session up; a short in-process cache saves that query.
// Revocations in this process evict at once; another API replica sees a revocation within TTL_MS.
const TTL_MS = 2000;
const MAX_ENTRIES = 20_000;

type TEntry = { row: TSessionRow; cachedAt: number };
// Least recently used sessions go first past MAX_ENTRIES; the age is checked on read against the caller's
// clock, together with the session's own expiry.
const entries = new LRUCache<string, TEntry>({ max: MAX_ENTRIES });

export const sessionCache = {
  get(guard: TGuard, tokenHash: string, nowMs = Date.now()): TSessionRow | null {
    const entry = entries.get(tokenHash);
    if (!entry) return null;
    const stale = nowMs - entry.cachedAt > TTL_MS || entry.row.expiresAt.getTime() <= nowMs;
    if (stale || entry.row.guard !== guard) {
      if (stale) entries.delete(tokenHash);
      return null;
    }
    return entry.row;
  },

  put(tokenHash: string, row: TSessionRow, nowMs = Date.now()): void {
    entries.set(tokenHash, { row, cachedAt: nowMs });
  },

  // For changes made behind the application's back (direct SQL in tests and maintenance).
  clear(): void {
    entries.clear();
  },

  evictSession(sessionId: number): void {
    for (const [key, entry] of [...entries.entries()]) if (entry.row.id === sessionId) entries.delete(key);
  },

  evictSubject(guard: TGuard, subjectId: number): void {
    for (const [key, entry] of [...entries.entries()]) {
      if (entry.row.guard === guard && entry.row.subjectId === subjectId) entries.delete(key);
    }
  },
};
