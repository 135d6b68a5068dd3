import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIysFake, type IysFake } from '@ulak/fakes/iys';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { killHard, startWorkerProcess } from '../../../../test/worker-process';
import { createMerchant } from '../../../../test/audience-factories';
import { IYS_PUSH_POLICY, pushConsents } from '../iys-push.service';
import { connectIys, consentStates, insertContactMembers } from '../iys-test-helpers';

// kill -9 of the worker while a bulk request is at the registry (sent, not yet recorded), and again
// right after a batch was claimed: afterwards every change reaches the registry exactly once.
const TOTAL = 3_000;
const WORKER = path.join(import.meta.dirname, 'iys-push-worker.ts');

let ctx: TestContext;
let iys: IysFake;
let child: ChildProcess | null = null;

beforeAll(async () => {
  iys = await startIysFake();
  ctx = await createTestContext({ env: { IYS_BASE_URL: iys.url, IYS_RATE_PER_SECOND: '200' } });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await ctx.close();
  await iys.close();
});

const startWorker = (accountId: number): Promise<ChildProcess> =>
  startWorkerProcess(ctx, WORKER, {
    IYS_BASE_URL: iys.url,
    IYS_RATE_PER_SECOND: '200',
    IYS_ACCOUNT_ID: String(accountId),
  });

describe('IYS push: kill -9 during a bulk push', () => {
  it(`loses and duplicates none of ${TOTAL} consents`, { timeout: 300_000 }, async () => {
    const m = await createMerchant(ctx);
    const brand = await connectIys(ctx, iys, m, { channels: ['sms'] });
    await insertContactMembers(ctx, m.accountId, TOTAL, 700_000);
    // One permission change per member through the screen's path (the outbox), set-based for speed.
    await ctx.deps.db
      .execute(sql`insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
      select account_id, id, 'sms', true, phone, 'screen' from members where account_id = ${m.accountId} order by id`);

    // Kill 1: while the second bulk request is at the registry (it is accepted there, never recorded here).
    child = await startWorker(m.accountId);
    let bulks = 0;
    const killed = new Promise<void>((resolve) => {
      iys.onBulk(async () => {
        bulks += 1;
        if (bulks !== 2 || !child) return;
        await killHard(child);
        resolve();
      });
    });
    await killed;
    iys.onBulk(null);

    // Kill 2: a moment after the next worker started (mid-claim, mid-request or mid-poll).
    child = await startWorker(m.accountId);
    await new Promise<void>((resolve) => iys.onBulk(() => resolve()));
    await killHard(child);
    iys.onBulk(null);
    child = null;

    // A later run takes the orphaned batches over once their lease has passed.
    IYS_PUSH_POLICY.leaseMs = 0;
    for (let round = 0; round < 20; round++)
      if ((await pushConsents(ctx.deps, m.accountId, 20_000)).queue === 'completed') break;

    const accepted = iys.accepted().filter((r) => r.iysCode === brand.iysCode);
    expect(new Set(accepted.map((r) => r.recipient)).size).toBe(TOTAL);
    expect(accepted).toHaveLength(TOTAL);
    expect(iys.rejected().filter((r) => r.recipient.startsWith('+905320'))).toEqual([]);
    expect(await consentStates(ctx, m.accountId)).toEqual({ success: TOTAL });
    const lost = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from iys_batches where account_id = ${m.accountId} and error = 'attempt_lost'`,
    );
    expect(Number(lost.rows[0]?.n)).toBeGreaterThanOrEqual(1);
  });
});
