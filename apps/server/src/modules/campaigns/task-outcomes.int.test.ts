import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { recordMessageEvent } from '../messaging';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { api, members, newCampaign, newTask, queueScheduledRun } from './campaign-test-helpers';
import { executeTaskRun } from './scheduler.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const ALL = { kind: 'all', confirmAll: true } as const;
const SMS = { defaultLanguage: 'tr', languages: { tr: { body: 'Merhaba {{ member.name }}' } } };

// Sends a webhook task of the campaign now through the pipeline; returns the task id.
// `scheduled`: queued as the scheduler does, past the pre-send check that "send now" makes.
async function sendNow(m: TMerchant, campaignId: number, channel: 'email' | 'sms' = 'email', scheduled = false) {
  const task = await newTask(ctx, m, campaignId, {
    channel,
    audience: ALL,
    schedule: { periodType: 'webhook' },
    ...(channel === 'sms' ? { content: SMS } : {}),
  });
  if (scheduled) await queueScheduledRun(ctx, m, task.id);
  else expect((await api(ctx, m, 'POST', `/tasks/${task.id}/run`)).status).toBe(202);
  await ctx.runJobs();
  return task.id;
}

async function lastRun(m: TMerchant, taskId: number) {
  const log = await api(ctx, m, 'GET', `/tasks/${taskId}/log`);
  expect(log.status).toBe(200);
  return log.body.data[0];
}

// The provider reports, after accepting it, that the message to this member was not delivered.
async function providerFails(m: TMerchant, taskId: number, memberId: number) {
  const r = await ctx.deps.db.execute<{ id: number }>(sql`select ms.id from messages ms
    join send_runs s on s.account_id = ms.account_id and s.id = ms.run_id
    join campaign_task_runs r on r.account_id = s.account_id and r.id = s.source_id
    where ms.account_id = ${m.accountId} and r.task_id = ${taskId} and ms.member_id = ${memberId}`);
  const messageId = Number(r.rows[0]?.id);
  const recorded = await recordMessageEvent(ctx.deps, {
    message: { messageId, accountId: m.accountId },
    type: 'failed',
    failure: { code: 'undelivered', reason: 'Mailbox unavailable' },
  });
  expect(recorded).not.toBeNull();
}

async function phoneMembers(m: TMerchant, count: number): Promise<number[]> {
  const r = await ctx.deps.db.execute<{
    id: number;
  }>(sql`insert into members (account_id, name, phone, language, sms_active)
    select ${m.accountId}, 'Üye ' || g, '+90532' || lpad((${m.accountId} * 10 + g)::text, 7, '0'), 'tr', true
    from generate_series(1, ${count}) g returning id`);
  return r.rows.map((x) => Number(x.id));
}

describe('task run outcome', () => {
  it('a run whose every message failed is failed, not sent', async () => {
    const m = await createMerchant(ctx);
    await phoneMembers(m, 2);
    const campaign = await newCampaign(ctx, m);
    // No SMS settings: "send now" is refused before queueing, and a scheduled run's messages all fail.
    const refused = await newTask(ctx, m, campaign.id, {
      channel: 'sms',
      audience: ALL,
      schedule: { periodType: 'webhook' },
      content: SMS,
    });
    const answer = await api(ctx, m, 'POST', `/tasks/${refused.id}/run`);
    expect(answer.status).toBe(418);
    expect(answer.body.error.message).toBe('User mail, sms and whatsapp setting not found');
    expect((await api(ctx, m, 'GET', `/tasks/${refused.id}/log`)).body.data).toEqual([]);
    const taskId = await sendNow(m, campaign.id, 'sms', true);
    const run = await lastRun(m, taskId);
    expect(run).toMatchObject({
      status: 'sent',
      recipients: 2,
      outcome: 'failed',
      tally: { total: 2, pending: 0, sent: 0, failed: 2, skipped: 0, bounced: 0 },
    });
    const report = (await api(ctx, m, 'GET', `/campaigns/${campaign.id}/report`)).body.data;
    expect(report.totals).toMatchObject({ sent: 0, failed: 2, skipped: 0 });
    expect(report.byChannel).toEqual([expect.objectContaining({ channel: 'sms', failed: 2 })]);
    expect(report.overTime.reduce((n: number, d: { failed: number }) => n + d.failed, 0)).toBe(2);
  });

  it('partial when some messages failed; sent with the rule-held ones counted apart; skipped when all held', async () => {
    const m = await createMerchant(ctx);
    const [a, b, c] = await members(ctx, m, 3, 'outcome');
    if (!a || !b || !c) throw new Error('members');
    // One member turned email permission off: the send rules hold that message back.
    await ctx.deps.db.execute(sql`update members set email_active = false where id = ${c}`);
    const campaign = await newCampaign(ctx, m);
    const first = await sendNow(m, campaign.id);
    expect(await lastRun(m, first)).toMatchObject({
      outcome: 'sent',
      tally: { total: 3, pending: 0, sent: 2, failed: 0, skipped: 1 },
    });
    await providerFails(m, first, b);
    const partial = await lastRun(m, first);
    expect(partial).toMatchObject({
      status: 'sent',
      outcome: 'partial',
      tally: { total: 3, pending: 0, sent: 1, failed: 1, skipped: 1 },
      counts: { success: 1, error: 1, failed: 1 },
    });

    // Every member held back: nothing failed, nothing sent.
    await ctx.deps.db.execute(sql`update members set email_active = false where account_id = ${m.accountId}`);
    const second = await sendNow(m, campaign.id, 'email', true);
    expect(await lastRun(m, second)).toMatchObject({
      outcome: 'skipped',
      tally: { total: 3, sent: 0, failed: 0, skipped: 3 },
    });

    // Failed and skipped in the campaign report and in each task's report; a message the provider
    // reported undelivered after accepting it counts as failed, no longer as sent.
    const report = (await api(ctx, m, 'GET', `/campaigns/${campaign.id}/report`)).body.data;
    expect(report.totals).toMatchObject({ sent: 1, failed: 1, skipped: 4 });
    expect(report.overTime.reduce((n: number, d: { sent: number }) => n + d.sent, 0)).toBe(1);
    expect(report.overTime.reduce((n: number, d: { failed: number }) => n + d.failed, 0)).toBe(1);
    const firstReport = (await api(ctx, m, 'GET', `/tasks/${first}/report`)).body.data;
    expect(firstReport.totals).toMatchObject({ sent: 1, failed: 1, skipped: 1 });
    const secondReport = (await api(ctx, m, 'GET', `/tasks/${second}/report`)).body.data;
    expect(secondReport.totals).toMatchObject({ sent: 0, failed: 0, skipped: 3 });
  });

  it('a run with no recipient is empty; a run still sending says so', async () => {
    const m = await createMerchant(ctx);
    const campaign = await newCampaign(ctx, m);
    const none = await sendNow(m, campaign.id, 'email', true);
    expect(await lastRun(m, none)).toMatchObject({ status: 'sent', recipients: 0, outcome: 'empty' });

    await members(ctx, m, 2, 'pending');
    const task = await newTask(ctx, m, campaign.id, { audience: ALL, schedule: { periodType: 'webhook' } });
    const { body } = await api(ctx, m, 'POST', `/tasks/${task.id}/run`);
    // The run's own job only: the run fans out, its send batches have not run yet.
    await executeTaskRun(ctx.deps, m.accountId, Number(body.data.runId));
    expect(await lastRun(m, task.id)).toMatchObject({
      status: 'sent',
      outcome: 'sending',
      tally: { total: 2, pending: 2, sent: 0 },
    });
    await ctx.runJobs();
    expect(await lastRun(m, task.id)).toMatchObject({ outcome: 'sent', tally: { total: 2, pending: 0, sent: 2 } });
  });
});
