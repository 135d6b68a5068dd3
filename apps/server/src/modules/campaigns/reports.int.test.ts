import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { api, members, newCampaign, newTask } from './campaign-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

// One campaign with one webhook task sent now to every member; returns the campaign and task ids.
async function sentCampaign(m: TMerchant, name: string, coupon = false) {
  const campaign = await newCampaign(ctx, m, {
    name,
    ...(coupon ? { coupon: { count: 5, discountType: 'percent', discount: 10 } } : {}),
  });
  const task = await newTask(ctx, m, campaign.id, {
    audience: { kind: 'all', confirmAll: true },
    schedule: { periodType: 'webhook' },
  });
  await api(ctx, m, 'POST', `/tasks/${task.id}/run`);
  await ctx.runJobs();
  return { campaignId: campaign.id, taskId: task.id };
}

async function open(m: TMerchant, taskId: number, memberId: number, at: Date) {
  await ctx.deps.db.execute(sql`update messages ms set opened_at = ${at.toISOString()}::timestamptz
    from send_runs s join campaign_task_runs r on r.account_id = s.account_id and r.id = s.source_id
    where ms.account_id = ${m.accountId} and ms.run_id = s.id and s.source_type = 'campaign'
      and r.task_id = ${taskId} and ms.member_id = ${memberId}`);
}

async function order(
  m: TMerchant,
  memberId: number,
  code: string,
  at: Date,
  price: number,
  coupon: string | null = null,
) {
  await ctx.deps.db.execute(sql`insert into orders (account_id, member_id, order_code, total_price, date, coupon_code)
    values (${m.accountId}, ${memberId}, ${code}, ${price}, ${at.toISOString()}::timestamptz, ${coupon})`);
}

describe('campaign reports', () => {
  it('credits exactly the orders inside the last-touch window', async () => {
    const m = await createMerchant(ctx);
    const [a, b] = await members(ctx, m, 2, 'report');
    if (!a || !b) throw new Error('members');
    const c = await sentCampaign(m, 'Kampanya C', true);
    const t0 = new Date(Date.now() - 20 * DAY);
    await open(m, c.taskId, a, t0);
    const coupon = await ctx.deps.db.execute<{ code: string }>(
      sql`select code from coupons where campaign_id = ${c.campaignId} and member_id = ${a}`,
    );
    await order(m, a, 'IN-2D', new Date(t0.getTime() + 2 * DAY), 100, coupon.rows[0]?.code ?? null);
    await order(m, a, 'OUT-6D', new Date(t0.getTime() + 6 * DAY), 70);
    await order(m, a, 'BEFORE', new Date(t0.getTime() - 3_600_000), 50);
    // B received but never opened: no touch.
    await order(m, b, 'B-1', new Date(t0.getTime() + DAY), 30);
    // A later touch by another campaign takes the credit of the orders after it.
    const d = await sentCampaign(m, 'Kampanya D');
    await open(m, d.taskId, a, new Date(t0.getTime() + 7 * DAY));
    await order(m, a, 'D-8D', new Date(t0.getTime() + 8 * DAY), 40);
    // A click event for the per-link table and an unsubscribe.
    await ctx.deps.db.execute(sql`insert into message_events (account_id, message_id, run_month, type, url)
      select ms.account_id, ms.id, ms.run_month, 'click', 'https://shop.example.com/yaz' from messages ms
      join send_runs s on s.id = ms.run_id join campaign_task_runs r on r.id = s.source_id
      where ms.account_id = ${m.accountId} and r.task_id = ${c.taskId}`);
    await ctx.deps.db.execute(sql`insert into message_events (account_id, message_id, run_month, type)
      select ms.account_id, ms.id, ms.run_month, 'unsubscribe' from messages ms
      join send_runs s on s.id = ms.run_id join campaign_task_runs r on r.id = s.source_id
      where ms.account_id = ${m.accountId} and r.task_id = ${c.taskId} and ms.member_id = ${b}`);

    const report = (await api(ctx, m, 'GET', `/campaigns/${c.campaignId}/report`)).body.data;
    expect(report.totals).toMatchObject({
      sent: 2,
      opened: 1,
      unsubscribed: 1,
      orderCount: 1,
      totalPrice: 100,
      // 10 % coupon on the credited order.
      orderProfit: 90,
    });
    expect(report.byChannel).toEqual([expect.objectContaining({ channel: 'email', orderCount: 1 })]);
    expect(report.links).toEqual([{ url: 'https://shop.example.com/yaz', clicks: 2, uniqueClicks: 2 }]);
    expect(report.overTime.reduce((s: number, d: { orderCount: number }) => s + d.orderCount, 0)).toBe(1);
    expect(report.window).toEqual({ emailDays: 5, otherDays: 1 });
    // A one-day window leaves the 2-day order out; a 7-day window takes the 6-day one in.
    expect(
      (await api(ctx, m, 'GET', `/campaigns/${c.campaignId}/report?emailWindowDays=1`)).body.data.totals.orderCount,
    ).toBe(0);
    const wide = (await api(ctx, m, 'GET', `/campaigns/${c.campaignId}/report?emailWindowDays=7`)).body.data.totals;
    // The 6-day order has no coupon: its whole price is profit.
    expect(wide).toMatchObject({ orderCount: 2, totalPrice: 170, orderProfit: 160 });
    const other = (await api(ctx, m, 'GET', `/campaigns/${d.campaignId}/report`)).body.data.totals;
    expect(other).toMatchObject({ orderCount: 1, totalPrice: 40, orderProfit: 40 });
    const task = (await api(ctx, m, 'GET', `/tasks/${c.taskId}/report`)).body.data.totals;
    expect(task).toMatchObject({ sent: 2, orderCount: 1 });
  });

  it('counts the full price of an order without a coupon as profit', async () => {
    const m = await createMerchant(ctx);
    const [a] = await members(ctx, m, 1, 'profit');
    if (!a) throw new Error('members');
    const c = await sentCampaign(m, 'Kuponsuz', true);
    const t0 = new Date(Date.now() - 3 * DAY);
    await open(m, c.taskId, a, t0);
    await order(m, a, 'NO-COUPON', new Date(t0.getTime() + DAY), 250);
    const totals = (await api(ctx, m, 'GET', `/campaigns/${c.campaignId}/report`)).body.data.totals;
    expect(totals).toMatchObject({ orderCount: 1, totalPrice: 250, orderProfit: 250 });
  });

  it('an empty campaign reports zeros', async () => {
    const m = await createMerchant(ctx);
    const campaign = await newCampaign(ctx, m);
    const report = (await api(ctx, m, 'GET', `/campaigns/${campaign.id}/report`)).body.data;
    expect(report.totals).toMatchObject({ sent: 0, orderCount: 0, totalPrice: 0 });
    expect(report.byChannel).toEqual([]);
    expect(report.links).toEqual([]);
  });

  it('counts the commercial emails IYS refused apart', async () => {
    const m = await createMerchant(ctx);
    const [a] = await members(ctx, m, 2, 'iysrep');
    // The registry holds a withdrawal (RET) for the first member's email, as the changes feed brings it.
    await ctx.deps.db.execute(sql`insert into iys_recipient_status (account_id, type, recipient, status, consent_date)
      select account_id, 'EPOSTA', lower(email), 'RET', now() from members where account_id = ${m.accountId} and id = ${a ?? 0}`);
    const c = await sentCampaign(m, 'Kampanya IYS');
    const report = (await api(ctx, m, 'GET', `/campaigns/${c.campaignId}/report`)).body.data;
    expect(report.totals).toMatchObject({ sent: 1, skipped: 1, iysRejected: 1 });
  });
});
