import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { bucketOf, withinWindow, type TTimeBuckets } from '../../platform/db/time-buckets';

export type TMessageFigures = {
  bucket: string;
  channel: string;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
};

// The dashboard's message figures: messages created in the window per bucket and channel, counted by
// what became of them (sent includes bounced ones: they left the building).
export async function messageFiguresPerBucket(db: DbOrTx, accountId: number, w: TTimeBuckets) {
  const r = await db.execute<TMessageFigures>(sql`
    select ${bucketOf(sql`m.created_at`, w)} as bucket, m.channel,
      (count(*) filter (where m.sent_at is not null and m.status in ('success', 'bounce')))::int as sent,
      (count(*) filter (where m.delivered_at is not null))::int as delivered,
      (count(*) filter (where m.opened_at is not null))::int as opened,
      (count(*) filter (where m.clicked_at is not null))::int as clicked
    from messages m
    where m.account_id = ${accountId} and ${withinWindow(sql`m.created_at`, w)}
      and m.source_type <> 'test'
    group by 1, 2 order by 1, 2`);
  return r.rows;
}
