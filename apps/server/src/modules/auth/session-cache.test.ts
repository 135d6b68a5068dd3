import { describe, expect, it } from 'vitest';
import { sessionCache } from './session-cache';
import type { TSessionRow } from './sessions.repository';

const NOW = Date.parse('2026-11-02T10:00:00Z');

function row(id: number, overrides: Partial<TSessionRow> = {}): TSessionRow {
  return {
    id,
    guard: 'user',
    subjectId: 100 + id,
    accountId: 7,
    tokenHash: `hash-${id}`,
    expiresAt: new Date(NOW + 3_600_000),
    revokedAt: null,
    createdAt: new Date(NOW),
    ip: null,
    userAgent: null,
    ...overrides,
  };
}

describe('session cache', () => {
  it('answers within its short lifetime and forgets afterwards', () => {
    sessionCache.put('t1', row(1), NOW);
    expect(sessionCache.get('user', 't1', NOW + 1500)?.id).toBe(1);
    expect(sessionCache.get('user', 't1', NOW + 2500)).toBeNull();
  });

  it('never answers for another guard or past the session expiry', () => {
    sessionCache.put('t2', row(2, { expiresAt: new Date(NOW + 1000) }), NOW);
    expect(sessionCache.get('admin', 't2', NOW)).toBeNull();
    expect(sessionCache.get('user', 't2', NOW + 1001)).toBeNull();
  });

  it('evicts one session, or every session of a subject', () => {
    sessionCache.put('t3', row(3), NOW);
    sessionCache.put('t4', row(4, { subjectId: 555 }), NOW);
    sessionCache.put('t5', row(5, { subjectId: 555 }), NOW);
    sessionCache.evictSession(3);
    expect(sessionCache.get('user', 't3', NOW)).toBeNull();
    sessionCache.evictSubject('user', 555);
    expect(sessionCache.get('user', 't4', NOW)).toBeNull();
    expect(sessionCache.get('user', 't5', NOW)).toBeNull();
  });

  it('stays bounded', () => {
    for (let i = 0; i < 25_000; i++) sessionCache.put(`bulk-${i}`, row(10_000 + i), NOW);
    expect(sessionCache.get('user', 'bulk-0', NOW)).toBeNull();
    expect(sessionCache.get('user', 'bulk-24999', NOW)?.id).toBe(34_999);
  });
});
