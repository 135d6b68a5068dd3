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

  it('lists direct sends of every channel with their figures, and one send by id', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const ok = await addMember(ctx, m, 'figures-ok@mail.test');
    const off = await addMember(ctx, m, 'figures-off@mail.test', { emailActive: false });
    const run = await directSend(ctx, m, { kind: 'members', memberIds: [ok, off] });
    await ctx.runJobs();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/runs', headers: m.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toMatchObject({ page: 1, total: 1 });
    expect(list.json().data).toMatchObject([
      { id: run.runId, channel: 'email', total: 2, outcomes: { sent: 1, failed: 1, pending: 0, opened: 0 } },
    ]);
    const sms = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/runs?channel=sms', headers: m.headers });
    expect(sms.json().data).toEqual([]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/runs?channel=fax', headers: m.headers });
    expect(bad.statusCode).toBe(422);

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/direct/runs/${run.runId}`, headers: m.headers });
    expect(detail.json().data).toMatchObject({ id: run.runId, status: 'complete', content: TEST_CONTENT });
    expect(detail.json().data.outcomes).toMatchObject({ sent: 1, failed: 1 });
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/direct/runs/${run.runId}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const strangerList = await ctx.app.inject({ method: 'GET', url: '/api/v1/direct/runs', headers: other.headers });
    expect(strangerList.json().data).toEqual([]);
  });

  it('gives every channel’s use this month beside its package quota', async () => {
    const m = await createMerchant(ctx);
    const member = await addMember(ctx, m, 'quota@mail.test');
    await directSend(ctx, m, { kind: 'members', memberIds: [member] });
    await ctx.runJobs();
    const usage = await ctx.app.inject({ method: 'GET', url: '/api/v1/messaging/usage', headers: m.headers });
    const rows = usage.json().data as { channel: string; used: number; quota: number | null }[];
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms', 'whatsapp', 'webpush', 'mobilepush']);
    expect(rows.find((r) => r.channel === 'email')).toMatchObject({ used: 1 });
    for (const row of rows) expect(row.quota === null || typeof row.quota === 'number').toBe(true);
  });
});
