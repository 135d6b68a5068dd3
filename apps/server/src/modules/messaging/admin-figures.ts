import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { messagingRepository } from './messaging.repository';
import { channelQuotaPeriod } from '../billing';

// Messages sent per channel and day across every account (test sends left out), for the admin dashboard:
// the recipients of the send runs started on each day in the given time zone.
export async function sendsPerChannelByDay(
  db: DbOrTx,
  from: string,
  to: string,
  timezone: string,
): Promise<{ day: string; channel: string; count: number }[]> {
  const result = await db.execute<{ day: string; channel: string; count: number }>(sql`
    select to_char((created_at at time zone ${timezone})::date, 'YYYY-MM-DD') as day, channel, sum(total)::int as count
    from send_runs
    where source_type <> 'test'
      and created_at >= (${from}::date::timestamp at time zone ${timezone})
      and created_at < ((${to}::date + 1)::timestamp at time zone ${timezone})
    group by 1, 2 order by 1, 2`);
  return result.rows.map((row) => ({ day: row.day, channel: row.channel, count: Number(row.count) }));
}

// One account's messages counted against its quota in the current quota period, per channel.
export async function accountChannelUsage(
  db: DbOrTx,
  accountId: number,
): Promise<{ period: string; sends: { channel: string; used: number }[] }> {
  const { period } = await channelQuotaPeriod(db, accountId, 'email');
  return { period, sends: await messagingRepository.usage(db, accountId, period) };
}
