import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createTestAdmin, createTestUser, linkToken, nextMail, uniqueEmail } from '../../../test/auth-factories';

// "Forgot password" does the same work before answering whether or not the email has an account, so its
// timing tells nothing: one queued job either way, the lookup and the mail happen in the worker.
describe('forgot password answers alike for registered and unknown emails', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  });
  afterAll(async () => ctx.close());

  async function sideEffects(accountId: number | null) {
    const jobs = await ctx.deps.db.execute<{ task_identifier: string; n: number }>(sql`select task_identifier,
      count(*)::int as n from graphile_worker.jobs group by task_identifier order by task_identifier`);
    const tokens = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_tokens where account_id is not distinct from ${accountId}`,
    );
    return { jobs: jobs.rows, tokens: Number(tokens.rows[0]?.n ?? 0) };
  }

  it.each([
    ['user', '/api/v1/auth/forgot-password'],
    ['admin', '/api/v1/admin/auth/forgot-password'],
  ] as const)('%s: one queued job either way, the mail only to a real account', async (area, url) => {
    await ctx.runJobs();
    const known = area === 'user' ? await createTestUser(ctx) : { ...(await createTestAdmin(ctx)), accountId: null };
    const accountId = area === 'user' ? known.accountId : null;
    const forgot = (email: string) => ctx.app.inject({ method: 'POST', url, payload: { email } });

    const beforeTokens = (await sideEffects(accountId)).tokens;
    const unknownAnswer = await forgot(uniqueEmail('nobody'));
    const afterUnknown = await sideEffects(accountId);
    await ctx.runJobs();
    const knownAnswer = await forgot(known.email);
    const afterKnown = await sideEffects(accountId);

    expect(unknownAnswer.statusCode).toBe(200);
    expect(knownAnswer.body).toBe(unknownAnswer.body);
    expect(afterUnknown.jobs).toEqual([{ task_identifier: 'auth.password-reset', n: 1 }]);
    expect(afterKnown.jobs).toEqual(afterUnknown.jobs);
    // No token is made while the request waits.
    expect(afterKnown.tokens).toBe(beforeTokens);

    const mail = await nextMail(ctx, known.email, /token=/);
    expect(linkToken(mail.text)).toMatch(/^[\w-]{20,}$/);
    expect((await sideEffects(accountId)).tokens).toBe(beforeTokens + 1);
  });
});
