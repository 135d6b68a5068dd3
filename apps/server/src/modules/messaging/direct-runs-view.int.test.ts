import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from './test-sink-context';
import { TEST_CONTENT, addMember, directSend, runActions } from './test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

// What the direct messages list and the action detail screens read besides the rows themselves.
describe('direct runs and action detail views', () => {
  it('counts a run’s messages per status and gives a message its send’s content', async () => {
    const m = await createMerchant(ctx);
    const sent = await addMember(ctx, m, 'counts-ok@mail.test');
    const blocked = await addMember(ctx, m, 'counts-off@mail.test', { emailActive: false });
    const run = await directSend(ctx, m, { kind: 'members', memberIds: [sent, blocked] });
    await ctx.runJobs();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/messages/email', headers: m.headers });
    expect(list.json().data).toMatchObject([{ id: run.runId, total: 2, counts: { success: 1, failed: 1 } }]);

    const rows = (await runActions(ctx, m, run.runId)).data;
    const failed = rows.find((r) => r.member_id === blocked);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/actions/${failed?.id}`, headers: m.headers });
    expect(detail.json().data).toMatchObject({ status: 'failed', content: TEST_CONTENT });
    expect(detail.json().data.events.map((e: { type: string }) => e.type)).toContain('blocked');
  });
});
