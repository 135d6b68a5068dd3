import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIysFake, type IysFake } from '@ulak/fakes/iys';
import { createTestContext, type TestContext } from '../../../test/harness';
import { runIysPushBench } from '../../../../../bench/src/iys-push-run';

// bench/iys-push.ts at a tiny size, so the bench never rots: every change accepted, in bulk, no 429.
let ctx: TestContext;
let iys: IysFake;
beforeAll(async () => {
  iys = await startIysFake();
  iys.setRateLimit(20);
  ctx = await createTestContext({ env: { IYS_BASE_URL: iys.url, IYS_RATE_PER_SECOND: '20' } });
});
afterAll(async () => {
  await ctx.close();
  await iys.close();
});

describe('bench/iys-push smoke', () => {
  it('pushes 1,500 changes in two bulk requests', async () => {
    const figures = await runIysPushBench(ctx.deps, iys, 1_500);
    expect(figures).toMatchObject({ changes: 1_500, accepted: 1_500, bulkRequests: 2, rateLimited: 0 });
  });
});
