import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, insertMembers } from '../../../test/audience-factories';
import { ANALYZE_MESSAGES_JOB } from './messaging.jobs';
import { ANALYZE_AFTER_FAN_OUT, ANALYZE_MESSAGES_JOB_NAME, createSendRun } from './send-runs.service';
import { TEST_CONTENT } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function analyzeJobs(): Promise<{ key: string; priority: number }[]> {
  const result = await ctx.deps.db.execute<{ key: string; priority: number }>(
    sql`select key, priority from graphile_worker.jobs where task_identifier = ${ANALYZE_MESSAGES_JOB_NAME}`,
  );
  return result.rows;
}

async function fanOut(accountId: number) {
  return ctx.deps.db.transaction((tx) =>
    createSendRun(tx, {
      accountId,
      channel: 'email',
      sourceType: 'direct',
      content: TEST_CONTENT,
      audience: { kind: 'all', confirmAll: true },
      commercial: false,
    }),
  );
}

describe('statistics after a big fan-out', () => {
  it('leaves a small fan-out to autovacuum', async () => {
    const m = await createMerchant(ctx);
    await insertMembers(ctx, m.accountId, 20, 'small');
    expect((await fanOut(m.accountId)).inserted).toBe(20);
    expect(await analyzeJobs()).toEqual([]);
  });

  it('has the partition analyzed ahead of the send jobs, so the planner knows the new rows', async () => {
    const m = await createMerchant(ctx);
    await insertMembers(ctx, m.accountId, ANALYZE_AFTER_FAN_OUT, 'big');
    const run = await fanOut(m.accountId);
    expect(run.inserted).toBe(ANALYZE_AFTER_FAN_OUT);
    const [job] = await analyzeJobs();
    // Ahead of the send jobs (graphile-worker runs lower priorities first).
    expect(job).toEqual({ key: `analyze-messages:${run.runMonth}`, priority: -1 });

    await ANALYZE_MESSAGES_JOB.handle({ runMonth: run.runMonth }, ctx.deps);
    const stats = await ctx.deps.db.execute<{ reltuples: number; accounts: number }>(sql`
      select c.reltuples::int as reltuples,
        (select count(*)::int from pg_stats s where s.tablename = c.relname and s.attname = 'account_id') as accounts
      from pg_class c where c.oid = (select tableoid from messages where run_month = ${run.runMonth} limit 1)`);
    // Every message of the month's partition counted (other tests' accounts write to it too).
    expect(stats.rows[0]?.reltuples).toBeGreaterThanOrEqual(ANALYZE_AFTER_FAN_OUT);
    expect(stats.rows[0]?.accounts).toBe(1);
    // The send jobs' claim then reads only its own range of the new rows.
    const plan = await ctx.deps.db.execute<{ 'QUERY PLAN': string }>(sql`explain
      update messages set updated_at = now()
      where account_id = ${m.accountId} and run_month = ${run.runMonth}
        and id = any(array[1, 2]::bigint[]) and id between 1 and 500`);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Cond: .*id >= /);
  });
});
