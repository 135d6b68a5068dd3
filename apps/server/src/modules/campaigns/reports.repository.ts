import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { ordersRelation } from '../audience';
import { couponsRelation } from '../coupons';
import { sendRunsRelation } from '../messaging';
import { MESSAGE_IS } from './message-outcome';

export type TReportScope = { accountId: number; campaignId: number; taskId?: number };
export type TReportWindow = { from?: Date; to?: Date; emailDays: number; otherDays: number };

type TCountRow = {
  channel: string;
  sent: number;
  delivered: number;
  bounce: number;
  opened: number;
  clicked: number;
  failed: number;
  skipped: number;
  iys_rejected: number;
  unsubscribed: number;
};
type TOrderRow = { channel: string; order_count: number; total_price: string; order_profit: string };

// The send runs of the campaign's (or one task's) runs, as a CTE body.
function runsOf(s: TReportScope): SQL {
  return sql`select s.id, s.run_month from ${sendRunsRelation(s.accountId, 'campaign')} s
    join campaign_task_runs r on r.account_id = s.account_id and r.id = s.source_id
    join campaign_tasks t on t.account_id = r.account_id and t.id = r.task_id
    where t.campaign_id = ${s.campaignId}
      ${s.taskId ? sql`and t.id = ${s.taskId}` : sql``}`;
}

function msgsOf(s: TReportScope, w: TReportWindow): SQL {
  return sql`select m.* from messages m join runs on m.run_month = runs.run_month and m.run_id = runs.id
    where m.account_id = ${s.accountId}
      ${w.from ? sql`and m.created_at >= ${w.from.toISOString()}::timestamptz` : sql``}
      ${w.to ? sql`and m.created_at < ${w.to.toISOString()}::timestamptz` : sql``}`;
}

// A touch: an email opened or clicked, any other channel's click (ARCHITECTURE: attribution).
const touchAt = sql`(case when m.channel = 'email' then greatest(m.opened_at, m.clicked_at) else m.clicked_at end)`;

// Orders credited to the scope: for each order of a member the scope messaged, the member's last
// touch by ANY message of the account before the order, within that channel's window; credited
// here only if that last touch is one of the scope's messages.
function attributedOf(s: TReportScope, w: TReportWindow): SQL {
  const windowOf = sql`make_interval(days => (case when m.channel = 'email' then ${w.emailDays}::int else ${w.otherDays}::int end))`;
  return sql`select o.id, o.total_price, o.date, o.coupon_code, lt.channel, lt.run_id
    from ${ordersRelation(s.accountId)} o
    cross join lateral (
      select m.channel, m.run_id, m.run_month from messages m
      where m.account_id = ${s.accountId} and m.member_id = o.member_id
        and ${touchAt} <= o.date and ${touchAt} > o.date - ${windowOf}
      order by ${touchAt} desc limit 1
    ) lt
    where o.member_id in (select member_id from msgs where member_id is not null)
      and exists (select 1 from runs where runs.id = lt.run_id and runs.run_month = lt.run_month)
      ${w.from ? sql`and o.date >= ${w.from.toISOString()}::timestamptz` : sql``}
      ${w.to ? sql`and o.date < ${w.to.toISOString()}::timestamptz` : sql``}`;
}

function base(s: TReportScope, w: TReportWindow): SQL {
  return sql`with runs as (${runsOf(s)}), msgs as (${msgsOf(s, w)}), attributed as (${attributedOf(s, w)})`;
}

// The coupon discount of an attributed order: 0 without one of the campaign's coupons (least()
// ignores NULL, so a missing coupon must not reach it or the whole price would count as discount).
const discountOf = sql`(case when k.id is null then 0
  when k.discount_type = 'percent' then a.total_price * coalesce(k.discount, 0) / 100
  else least(coalesce(k.discount, 0), a.total_price) end)`;

export const reportsRepository = {
  async countsByChannel(db: DbOrTx, s: TReportScope, w: TReportWindow): Promise<TCountRow[]> {
    const r = await db.execute<TCountRow>(sql`${base(s, w)}
      select m.channel,
        (count(*) filter (where m.sent_at is not null and ${MESSAGE_IS.sent}))::int as sent,
        (count(*) filter (where m.delivered_at is not null))::int as delivered,
        (count(*) filter (where m.status = 'bounce' or m.bounced_at is not null))::int as bounce,
        (count(*) filter (where m.opened_at is not null))::int as opened,
        (count(*) filter (where m.clicked_at is not null))::int as clicked,
        (count(*) filter (where ${MESSAGE_IS.failed}))::int as failed,
        (count(*) filter (where ${MESSAGE_IS.skipped}))::int as skipped,
        (count(*) filter (where m.status = 'failed' and m.reason_code = 'iys_rejected'))::int as iys_rejected,
        (select count(distinct e.message_id) from message_events e join msgs x on x.id = e.message_id
          where e.account_id = ${s.accountId} and e.type = 'unsubscribe' and x.channel = m.channel)::int as unsubscribed
      from msgs m group by m.channel order by m.channel`);
    return r.rows;
  },

  // Attributed orders per channel; profit is the revenue left after the campaign's coupon discounts.
  async ordersByChannel(db: DbOrTx, s: TReportScope, w: TReportWindow): Promise<TOrderRow[]> {
    const r = await db.execute<TOrderRow>(sql`${base(s, w)}
      select a.channel, count(*)::int as order_count, coalesce(sum(a.total_price), 0)::text as total_price,
        coalesce(sum(a.total_price - ${discountOf}), 0)::text as order_profit
      from attributed a
      left join ${couponsRelation(s.accountId, s.campaignId)} k on k.code = upper(trim(a.coupon_code))
      group by a.channel`);
    return r.rows;
  },

  // Orders carrying one of the campaign's coupon codes (whether or not a message gets the credit).
  async couponOrders(db: DbOrTx, s: TReportScope): Promise<number> {
    const r = await db.execute<{ n: number }>(sql`select count(*)::int as n
      from ${couponsRelation(s.accountId, s.campaignId)} k where k.used`);
    return Number(r.rows[0]?.n ?? 0);
  },

  // Per day in the account's zone; a failure is dated when it was recorded (the message's last update).
  async overTime(db: DbOrTx, s: TReportScope, w: TReportWindow, timezone: string) {
    const day = (col: SQL) => sql`to_char((${col} at time zone ${timezone})::date, 'YYYY-MM-DD')`;
    const r = await db.execute<{
      day: string;
      sent: number;
      opened: number;
      clicked: number;
      failed: number;
      order_count: number;
      total_price: string;
    }>(sql`${base(s, w)}, facts as (
        select ${day(sql`sent_at`)} as day, 1 as sent, 0 as opened, 0 as clicked, 0 as failed, 0 as orders,
            0::numeric as price
          from msgs m where m.sent_at is not null and ${MESSAGE_IS.sent}
        union all select ${day(sql`opened_at`)}, 0, 1, 0, 0, 0, 0 from msgs where opened_at is not null
        union all select ${day(sql`clicked_at`)}, 0, 0, 1, 0, 0, 0 from msgs where clicked_at is not null
        union all select ${day(sql`m.updated_at`)}, 0, 0, 0, 1, 0, 0 from msgs m where ${MESSAGE_IS.failed}
        union all select ${day(sql`date`)}, 0, 0, 0, 0, 1, total_price from attributed)
      select day, sum(sent)::int as sent, sum(opened)::int as opened, sum(clicked)::int as clicked,
        sum(failed)::int as failed, sum(orders)::int as order_count, sum(price)::text as total_price
      from facts group by day order by day`);
    return r.rows;
  },

  async links(db: DbOrTx, s: TReportScope, w: TReportWindow) {
    const r = await db.execute<{ url: string; clicks: number; unique_clicks: number }>(sql`${base(s, w)}
      select e.url, count(*)::int as clicks, count(distinct e.message_id)::int as unique_clicks
      from message_events e join msgs x on x.id = e.message_id
      where e.account_id = ${s.accountId} and e.type = 'click' and e.url is not null
      group by e.url order by clicks desc limit 100`);
    return r.rows;
  },
};
