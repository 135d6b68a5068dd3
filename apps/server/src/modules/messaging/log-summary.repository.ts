import { sql, type SQL } from 'drizzle-orm';
import type { TActionOutcomeCounts, TLinkClickCounts, TMessageStatus } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// Per-day summaries of the action logs and the link logs: set-based SQL over an index range of
// created_at (messages) or occurred_at (message_events), grouped by the day in the account's time zone.

export type TSummaryRange = { timezone: string; from: string; to: string };
export type TActionSummaryFilter = {
  channel?: string | undefined;
  status?: TMessageStatus | undefined;
  runId?: number | undefined;
  memberId?: number | undefined;
};

type TActionDayRow = { day: string } & TActionOutcomeCounts;
type TLinkDayRow = { day: string | null; links: number } & TLinkClickCounts;
type TTopLinkRow = { url: string; last_click: string } & TLinkClickCounts;

// [start, end) of the range as instants: midnight of `from` and of the day after `to` in the zone.
function bounds(range: TSummaryRange) {
  return {
    start: sql`(${range.from}::date::timestamp at time zone ${range.timezone})`,
    end: sql`((${range.to}::date + 1)::timestamp at time zone ${range.timezone})`,
  };
}

// The day of the range an instant falls on, as 1..n: a binary search in the local midnights of the range
// (exact across daylight-saving changes). Computed once per statement; the rows are then hashed by a small
// integer, about twice as fast as converting every row's time to the zone (measured on 500,000 rows).
function dayBucket(column: SQL, range: TSummaryRange): SQL {
  const midnights = sql`(select array_agg((${range.from}::date + i)::timestamp at time zone ${range.timezone} order by i)
    from generate_series(0, ${range.to}::date - ${range.from}::date) as i)`;
  return sql`width_bucket(${column}, ${midnights})`;
}

// Messages are partitioned by run_month, the UTC month their run was created in; fan-out writes them in
// the run's transaction, so created_at falls in that month. One month of slack each side (clock skew at a
// month's edge) keeps the predicate safe while letting the planner skip the other months' partitions.
function runMonthWindow(alias: string, range: TSummaryRange): SQL {
  const { start, end } = bounds(range);
  const column = sql.raw(`${alias}.run_month`);
  return sql`${column} >= (date_trunc('month', ${start} at time zone 'UTC') - interval '1 month')::date
    and ${column} <= (date_trunc('month', ${end} at time zone 'UTC') + interval '1 month')::date`;
}

function messageFilters(alias: string, f: TActionSummaryFilter): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (f.channel) parts.push(sql`${col('channel')} = ${f.channel}`);
  if (f.status) parts.push(sql`${col('status')} = ${f.status}`);
  if (f.runId) parts.push(sql`${col('run_id')} = ${f.runId}`);
  if (f.memberId) parts.push(sql`${col('member_id')} = ${f.memberId}`);
  return parts;
}

// Every day of the range, both ends included, with its bucket number (see dayBucket).
function daysOf(range: TSummaryRange): SQL {
  return sql`select i + 1 as bucket, ${range.from}::date + i as day
    from generate_series(0, ${range.to}::date - ${range.from}::date) as i`;
}

// The message of an event, looked up by primary key once per event (run-time pruning picks its partition).
// `offset 0` keeps the lookup from being flattened into a plain join, which the planner costs as probing
// every partition and so turns into a hash join over every message of the account (1M rows for 25k clicks).
function messageOf(alias: string): SQL {
  const e = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(select m.id, m.channel, m.status, m.run_id, m.member_id, m.address from messages m
    where m.account_id = ${e('account_id')} and m.run_month = ${e('run_month')} and m.id = ${e('message_id')}
    offset 0) m`;
}

// Distinct recipient of a click: the member, else the address, else the message itself.
const RECIPIENT = sql.raw(`coalesce('m' || m.member_id, 'a' || m.address, 'x' || m.id)`);

export const logSummaryRepository = {
  // Outcome counts of the messages created on each day, and unsubscribe events of each day.
  async actionDays(
    db: DbOrTx,
    accountId: number,
    range: TSummaryRange,
    filter: TActionSummaryFilter,
  ): Promise<TActionDayRow[]> {
    const result = await db.execute<TActionDayRow>(actionDaysQuery(accountId, range, filter));
    return result.rows;
  },

  // Clicks per day plus the range's totals (day = null): distinct messages and recipients do not add up
  // across days, so the totals come from the same grouping, not from summing the days.
  async clickDays(
    db: DbOrTx,
    accountId: number,
    range: TSummaryRange,
    channel: string | undefined,
  ): Promise<TLinkDayRow[]> {
    const result = await db.execute<TLinkDayRow>(sql`
      with c as (
        select bucket, count(*)::int as clicks, count(distinct message_id)::int as messages,
          count(distinct recipient)::int as recipients, count(distinct url)::int as links
        from (
          select ${dayBucket(sql`e.occurred_at`, range)} as bucket, e.message_id, e.url, ${RECIPIENT} as recipient
          from ${clicksFrom(accountId, range, channel)}
        ) x
        group by grouping sets ((bucket), ())
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.clicks, 0) as clicks, coalesce(c.messages, 0) as messages,
        coalesce(c.recipients, 0) as recipients, coalesce(c.links, 0) as links
      from (${daysOf(range)} union all select null, null) d
      left join c on c.bucket is not distinct from d.bucket
      order by d.bucket nulls last`);
    return result.rows;
  },

  async topLinks(
    db: DbOrTx,
    accountId: number,
    range: TSummaryRange,
    channel: string | undefined,
    limit: number,
  ): Promise<TTopLinkRow[]> {
    const result = await db.execute<TTopLinkRow>(sql`
      select e.url, count(*)::int as clicks, count(distinct e.message_id)::int as messages,
        count(distinct ${RECIPIENT})::int as recipients, max(e.occurred_at) as last_click
      from ${clicksFrom(accountId, range, channel, [sql`e.url is not null`])}
      group by e.url
      order by clicks desc, last_click desc, e.url
      limit ${limit}`);
    return result.rows;
  },
};

// Clicks of the account in the range, with their message (for the channel and the recipient).
function clicksFrom(accountId: number, range: TSummaryRange, channel: string | undefined, extra: SQL[] = []): SQL {
  const { start, end } = bounds(range);
  const parts: SQL[] = [
    sql`e.account_id = ${accountId}`,
    sql`e.type = 'click'`,
    sql`e.occurred_at >= ${start}`,
    sql`e.occurred_at < ${end}`,
  ];
  if (channel) parts.push(sql`m.channel = ${channel}`);
  parts.push(...extra);
  return sql`message_events e cross join lateral ${messageOf('e')} where ${sql.join(parts, sql` and `)}`;
}

// The action summary's statement (exported for the benchmark's EXPLAIN).
export function actionDaysQuery(accountId: number, range: TSummaryRange, filter: TActionSummaryFilter): SQL {
  const { start, end } = bounds(range);
  const where = sql.join(
    [
      sql`m.account_id = ${accountId}`,
      sql`m.created_at >= ${start}`,
      sql`m.created_at < ${end}`,
      runMonthWindow('m', range),
      ...messageFilters('m', filter),
    ],
    sql` and `,
  );
  const unsubscribeWhere = sql.join(
    [
      sql`e.account_id = ${accountId}`,
      sql`e.type = 'unsubscribe'`,
      sql`e.occurred_at >= ${start}`,
      sql`e.occurred_at < ${end}`,
      ...messageFilters('m', filter),
    ],
    sql` and `,
  );
  return sql`
      with sent as (
        select ${dayBucket(sql`m.created_at`, range)} as bucket,
          count(*)::int as messages,
          (count(*) filter (where m.status in ('in_queue', 'waiting', 'sending')))::int as queued,
          count(m.sent_at)::int as sent,
          count(m.delivered_at)::int as delivered,
          count(m.opened_at)::int as opened,
          count(m.clicked_at)::int as clicked,
          (count(*) filter (where m.status in ('failed', 'error')))::int as failed,
          (count(*) filter (where m.status = 'bounce' or m.bounced_at is not null))::int as bounced
        from messages m where ${where}
        group by 1
      ), unsubscribes as (
        select ${dayBucket(sql`e.occurred_at`, range)} as bucket, count(distinct e.message_id)::int as unsubscribed
        from message_events e cross join lateral ${messageOf('e')}
        where ${unsubscribeWhere}
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(s.messages, 0) as messages, coalesce(s.queued, 0) as queued, coalesce(s.sent, 0) as sent,
        coalesce(s.delivered, 0) as delivered, coalesce(s.opened, 0) as opened, coalesce(s.clicked, 0) as clicked,
        coalesce(s.failed, 0) as failed, coalesce(s.bounced, 0) as bounced, coalesce(u.unsubscribed, 0) as unsubscribed
      from (${daysOf(range)}) d
      left join sent s on s.bucket = d.bucket
      left join unsubscribes u on u.bucket = d.bucket
      order by d.bucket`;
}
