import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './database';

// A statistics window cut into days, weeks or months in the account's time zone (SPEC §9 ranges).
export type TTimeBuckets = { from: Date; to: Date; bucket: 'day' | 'week' | 'month'; timezone: string };

// The bucket a timestamp column falls in, as 'YYYY-MM-DD' of the bucket's first day in the zone.
export function bucketOf(column: SQL, w: TTimeBuckets): SQL {
  return sql`to_char(date_trunc(${w.bucket}, ${column} at time zone ${w.timezone}), 'YYYY-MM-DD')`;
}

// `column` within [from, to).
export function withinWindow(column: SQL, w: TTimeBuckets): SQL {
  return sql`${column} >= ${w.from.toISOString()}::timestamptz and ${column} < ${w.to.toISOString()}::timestamptz`;
}

// Every bucket of the window, oldest first, so a chart has a point for each even without data.
export async function listBuckets(db: DbOrTx, w: TTimeBuckets): Promise<string[]> {
  const r = await db.execute<{ bucket: string }>(sql`
    select to_char(b, 'YYYY-MM-DD') as bucket from generate_series(
      date_trunc(${w.bucket}, ${w.from.toISOString()}::timestamptz at time zone ${w.timezone}),
      date_trunc(${w.bucket}, ${w.to.toISOString()}::timestamptz at time zone ${w.timezone}),
      ('1 ' || ${w.bucket})::interval) b`);
  return r.rows.map((row) => row.bucket);
}
