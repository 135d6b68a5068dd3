import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { activateMainPacket } from '../billing/packets.service';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { api, campaignMessages, justAfter, members, newCampaign, newSegment, newTask } from './campaign-test-helpers';
import { scheduleDueTasks } from './scheduler.service';

// A scheduled run is compared with what is left of the channel's quota before it starts: past it, the
// run is refused whole with the counts (nothing sent, nothing half-way); with no quota left it is
// refused with SPEC §8's over-package message. Either way the run log says why and the owner is mailed.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
  await ctx.deps.db.execute(sql`insert into plans (code, name, sort, quotas, member_limit, device_limit)
    values ('tiny3', 'Tiny', 9, '{"email": 3}'::jsonb, 100, 100) on conflict do nothing`);
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

// A daily task to a segment of `count` new members, made due and run by the scheduler and the worker.
async function scheduledRun(m: TMerchant, campaignId: number, count: number, prefix: string) {
  const ids = await members(ctx, m, count, prefix);
  const segmentId = await newSegment(ctx, m, ids);
  const task = await newTask(ctx, m, campaignId, {
    title: `Görev ${prefix}`,
    audience: { kind: 'segment', segmentId },
    schedule: { periodType: 'daily', time: '09:00' },
  });
  expect(await scheduleDueTasks(ctx.deps, justAfter(task))).toBe(1);
  await ctx.runJobs();
  const log = await api(ctx, m, 'GET', `/tasks/${task.id}/log`);
  return { taskId: task.id, run: log.body.data[0] };
}

const sendRuns = async (accountId: number) =>
  Number(
    (
      await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from send_runs where account_id = ${accountId}`,
      )
    ).rows[0]?.n,
  );

describe('scheduled runs and the quota', () => {
  it('refuses a run past the quota before it starts; runs one within it; refuses one with none left', async () => {
    const m = await createMerchant(ctx);
    await activateMainPacket(ctx.deps.db, m.accountId, {
      planCode: 'tiny3',
      period: 'monthly',
      endsAt: new Date(Date.now() + 30 * DAY),
    });
    const campaign = await newCampaign(ctx, m);

    const over = await scheduledRun(m, campaign.id, 5, 'over');
    expect(over.run).toMatchObject({
      status: 'failed',
      recipients: 0,
      error: 'This send goes to 5 recipients but only 3 are left in your package. Please upgrade your package.',
    });
    expect(await campaignMessages(ctx, m.accountId)).toEqual([]);
    expect(await sendRuns(m.accountId)).toBe(0);
    const mail = await ctx.mail.waitFor(m.email, { match: (x) => /başlamadı/.test(x.subject ?? '') });
    expect(mail.text).toContain('Görev over');
    expect(mail.text).toContain('5 alıcıya');

    const within = await scheduledRun(m, campaign.id, 3, 'within');
    expect(within.run).toMatchObject({ status: 'sent', recipients: 3, error: null });
    await ctx.runJobs();
    const sent = await campaignMessages(ctx, m.accountId);
    expect(sent).toHaveLength(3);
    expect(sent.every((x) => x.status !== 'failed')).toBe(true);

    const none = await scheduledRun(m, campaign.id, 1, 'none');
    expect(none.run).toMatchObject({
      status: 'failed',
      error: 'Your package limit has been reached. Please upgrade your package.',
    });
    expect(await campaignMessages(ctx, m.accountId)).toHaveLength(3);
    expect(await sendRuns(m.accountId)).toBe(1);

    // "Send now" says so before queueing, with the same check.
    const now = await api(ctx, m, 'POST', `/tasks/${within.taskId}/run`);
    expect(now.status).toBe(418);
    expect(now.body.error.code).toBe('packet_limit');
  });
});
