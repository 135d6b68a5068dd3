import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { AUTH_CLEANUP_JOB } from './auth.jobs';
import { createSession } from './sessions.service';

describe('auth cleanup job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const count = async (table: 'sessions' | 'auth_tokens'): Promise<number> => {
    const result = await ctx.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number(result.rows[0]?.n ?? 0);
  };

  it('removes sessions ended over 30 days ago and keeps the rest', async () => {
    const subject = { guard: 'admin' as const, subjectId: 1, accountId: null };
    const meta = { ip: null, userAgent: null };
    await createSession(ctx.deps.db, -31 * 86_400, subject, meta);
    await createSession(ctx.deps.db, -29 * 86_400, subject, meta);
    await createSession(ctx.deps.db, 3600, subject, meta);
    const before = await count('sessions');
    await AUTH_CLEANUP_JOB.handle({}, ctx.deps);
    expect(await count('sessions')).toBe(before - 1);
  });

  it('removes one-time tokens a day after they expired or were used', async () => {
    await ctx.deps.db.execute(sql`
      insert into auth_tokens (purpose, guard, subject_id, token_hash, expires_at, used_at) values
        ('password_reset', 'admin', 1, 'old-expired', now() - interval '2 days', null),
        ('password_reset', 'admin', 1, 'old-used', now() + interval '1 hour', now() - interval '2 days'),
        ('password_reset', 'admin', 1, 'fresh', now() + interval '1 hour', null)`);
    await AUTH_CLEANUP_JOB.handle({}, ctx.deps);
    const left = await ctx.deps.db.execute(sql`select token_hash from auth_tokens order by token_hash`);
    expect(left.rows.map((r) => r.token_hash)).toEqual(['fresh']);
  });
});
