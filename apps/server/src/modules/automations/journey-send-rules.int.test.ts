import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial } from '../../../test/audience-factories';
import { localParts } from '../../platform/zoned-time';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { addMember } from '../messaging/test-helpers';
import { advanceAt, api, emit, mailsTo, sendsPerMember } from './automations-test-helpers';

// A journey's sends go through the send pipeline's rules like any other message: a member without
// permission or with a suppressed address is skipped, and quiet hours and the frequency cap defer the
// message (it waits, it is not dropped).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const ZONE = 'Europe/Istanbul';
const graph: TWorkflowGraphDraft = {
  trigger: { kind: 'event', event: 'signup' },
  start: 'hello',
  nodes: [
    {
      id: 'hello',
      type: 'send',
      channels: ['email'],
      contents: { email: { defaultLanguage: 'tr', languages: { tr: { subject: 'Merhaba', html: '<p>Selam</p>' } } } },
      next: null,
    },
  ],
};

async function journeyMessages(accountId: number) {
  const r = await ctx.deps.db.execute<{ member_id: number; status: string; reason: string | null }>(sql`
    select m.member_id, m.status, m.reason from messages m
    join send_runs r on r.id = m.run_id and r.account_id = m.account_id
    where m.account_id = ${accountId} and r.source_type = 'automation' order by m.member_id`);
  return r.rows.map((row) => ({ ...row, member_id: Number(row.member_id) }));
}

describe('journey sends follow the send rules', () => {
  it('skips a member without permission or with a suppressed address; quiet hours defer, not drop', async () => {
    const m = await createMerchant(ctx);
    await startFeatureTrial(ctx, m, 'automations');
    const hour = localParts(new Date(), ZONE).hour;
    const rules = await api(ctx, m, 'PUT', '/messaging/settings', {
      frequencyCapCount: null,
      frequencyCapHours: 24,
      quietHoursStart: hour,
      quietHoursEnd: (hour + 2) % 24,
      timezone: ZONE,
      defaultLanguage: 'tr',
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const allowed = await addMember(ctx, m, `quiet-${m.accountId}@shop.test`);
    const refused = await addMember(ctx, m, `no-permission-${m.accountId}@shop.test`, { emailActive: false });
    const suppressedEmail = `suppressed-${m.accountId}@shop.test`;
    const suppressed = await addMember(ctx, m, suppressedEmail);
    await ctx.deps.db.execute(sql`insert into suppressions (account_id, channel, address, reason, suppressed_at)
      values (${m.accountId}, 'email', ${suppressedEmail}, 'hard_bounce', now())`);

    const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Kurallar', graph })).body.data.id as number;
    expect((await api(ctx, m, 'POST', `/workflows/${id}/status`, { status: 'active' })).status).toBe(200);
    const now = new Date();
    await emit(
      ctx,
      m.accountId,
      now,
      [allowed, refused, suppressed].map((memberId) => ({ memberId, name: 'signup' })),
    );
    await advanceAt(ctx, now);

    // The journey reached its send for all three; the pipeline decided per member.
    expect((await sendsPerMember(ctx, m.accountId, id)).map((s) => s.memberId)).toEqual(
      [allowed, refused, suppressed].sort((a, b) => a - b),
    );
    const messages = await journeyMessages(m.accountId);
    expect(messages.find((x) => x.member_id === allowed)).toMatchObject({
      status: 'waiting',
      reason: 'Waiting for the end of quiet hours',
    });
    // A blocked recipient's message is settled as not sent, with the rule that stopped it.
    expect(messages.find((x) => x.member_id === refused)?.status).toBe('failed');
    expect(messages.find((x) => x.member_id === refused)?.reason).toMatch(/permission/i);
    expect(messages.find((x) => x.member_id === suppressed)).toMatchObject({
      status: 'failed',
      reason: 'Address suppressed after a hard bounce',
    });
    expect(mailsTo(ctx, `quiet-${m.accountId}@shop.test`)).toHaveLength(0);

    // Quiet hours over: the deferred message goes out once, the skipped ones never.
    await ctx.deps.db.execute(sql`update messaging_settings set quiet_hours_start = null, quiet_hours_end = null
      where account_id = ${m.accountId}`);
    await ctx.deps.db.execute(sql`update messages set next_attempt_at = now() where account_id = ${m.accountId}`);
    await ctx.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now()
      where task_id = (select id from graphile_worker._private_tasks where identifier = 'messaging.send-batch')`);
    await ctx.runJobs();
    await ctx.mail.waitFor(`quiet-${m.accountId}@shop.test`);
    expect(mailsTo(ctx, `quiet-${m.accountId}@shop.test`)).toHaveLength(1);
    expect(mailsTo(ctx, `no-permission-${m.accountId}@shop.test`)).toHaveLength(0);
    expect(mailsTo(ctx, suppressedEmail)).toHaveLength(0);
  });
});
