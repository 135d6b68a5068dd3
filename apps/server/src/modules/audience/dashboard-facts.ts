import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { bucketOf, withinWindow, type TTimeBuckets } from '../../platform/db/time-buckets';

// New members per bucket (the dashboard's chart).
export async function newMembersPerBucket(
  db: DbOrTx,
  accountId: number,
  w: TTimeBuckets,
): Promise<{ bucket: string; members: number }[]> {
  const r = await db.execute<{ bucket: string; members: number }>(sql`
    select ${bucketOf(sql`created_at`, w)} as bucket, count(*)::int as members
    from members where account_id = ${accountId} and ${withinWindow(sql`created_at`, w)}
    group by 1 order by 1`);
  return r.rows;
}

export type TAudienceFacts = {
  members: number;
  // Members who allowed no channel at all (email, SMS, WhatsApp, call).
  withoutConsent: number;
  // Carts with items left untouched for an hour or more, last changed in the past 7 days.
  abandonedCarts: number;
  // Devices the shop script saw in the past 7 days, and ever.
  recentVisitors: number;
  devices: number;
};

// What the dashboard's suggestions and the onboarding wizard ask about the audience, in one round trip.
export async function audienceFacts(db: DbOrTx, accountId: number): Promise<TAudienceFacts> {
  type TRow = { members: number; without_consent: number; carts: number; visitors: number; devices: number };
  const r = await db.execute<TRow>(sql`
    select
      (select count(*) from members where account_id = ${accountId})::int as members,
      (select count(*) from members where account_id = ${accountId} and not blocked
        and not (email_active or sms_active or whatsapp_active or call_active))::int as without_consent,
      (select count(*) from carts where account_id = ${accountId} and total_count > 0
        and updated_at >= now() - interval '7 days' and updated_at < now() - interval '1 hour')::int as carts,
      (select count(*) from devices where account_id = ${accountId}
        and last_seen_at >= now() - interval '7 days')::int as visitors,
      (select count(*) from devices where account_id = ${accountId})::int as devices`);
  const row = r.rows[0];
  return {
    members: row?.members ?? 0,
    withoutConsent: row?.without_consent ?? 0,
    abandonedCarts: row?.carts ?? 0,
    recentVisitors: row?.visitors ?? 0,
    devices: row?.devices ?? 0,
  };
}
