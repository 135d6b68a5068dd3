import { sql, type SQL } from 'drizzle-orm';
import type { TChannel } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// What a member needs to be reached on a channel: an address and the channel's permission (push goes to
// devices, so any member counts).
const REACH: Record<TChannel, SQL> = {
  email: sql`and m.email is not null and m.email_active`,
  sms: sql`and m.phone is not null and m.sms_active`,
  whatsapp: sql`and m.phone is not null and m.whatsapp_active`,
  webpush: sql``,
  mobilepush: sql``,
};

// How many members a send on the channel would reach now: not blocked, not passive, reachable on the channel
// (any channel when none is named). `memberIds`: a query selecting `member_id` that the asking module owns (a
// segment's members); without it, every member of the account.
export async function reachableMemberCount(
  db: DbOrTx,
  accountId: number,
  channel: TChannel | undefined,
  memberIds?: SQL,
): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from members m
    where m.account_id = ${accountId} and not m.blocked and not m.passive
      ${memberIds ? sql`and m.id in (${memberIds})` : sql``} ${channel ? REACH[channel] : sql``}`);
  return Number(r.rows[0]?.n ?? 0);
}
