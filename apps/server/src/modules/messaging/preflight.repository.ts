import { sql, type SQL } from 'drizzle-orm';
import type { TChannel } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AUDIENCE_RELATIONS } from '../audience';

// Who an audience would skip at send time, counted before anything is queued (the send gates'
// reasons, set-based): no usable address, suppressed (unsubscribed, bounced, blocked), no permission.
export type TSkipCounts = { total: number; noAddress: number; suppressed: number; noPermission: number };

const EMAIL_SQL = `^[^[:space:]@<>()[\\],;:"]+@[^[:space:]@<>()[\\],;:"]+\\.[^[:space:]@<>()[\\],;:"]{2,}$`;
const PHONE_SQL = '^\\+?[1-9][0-9]{7,14}$';

const PERMISSION: Record<'email' | 'sms' | 'whatsapp', SQL> = {
  email: sql`mem.email_active`,
  sms: sql`mem.sms_active`,
  whatsapp: sql`mem.whatsapp_active`,
};

export const preflightRepository = {
  // Members of the audience (`members`: a query of member ids, or null for every member).
  async countMembers(
    db: DbOrTx,
    accountId: number,
    channel: 'email' | 'sms' | 'whatsapp',
    members: SQL | null,
  ): Promise<TSkipCounts> {
    const address = channel === 'email' ? sql`lower(mem.email)` : sql`mem.phone`;
    const pattern = channel === 'email' ? EMAIL_SQL : PHONE_SQL;
    const result = await db.execute<{
      total: number;
      no_address: number;
      suppressed: number;
      no_permission: number;
    }>(sql`
      with a as (
        select mem.id, ${address} as address, coalesce(${address} ~ ${pattern}, false) as valid,
          ${PERMISSION[channel]} as permitted, mem.blocked or mem.passive as blocked
        from ${AUDIENCE_RELATIONS.members} mem
        where mem.account_id = ${accountId} ${members ? sql`and mem.id in (${members})` : sql``}
      ), b as (
        select a.*, a.valid and (a.blocked or exists (select 1 from suppressions s where s.account_id = ${accountId}
          and s.suppressed_at is not null and s.channel in (${channel}, '*')
          and s.address in (a.address, 'member:' || a.id::text))) as suppressed
        from a
      )
      select count(*)::int as total,
        (count(*) filter (where not valid))::int as no_address,
        (count(*) filter (where suppressed))::int as suppressed,
        (count(*) filter (where valid and not suppressed and not permitted))::int as no_permission
      from b`);
    const row = result.rows[0];
    return {
      total: Number(row?.total ?? 0),
      noAddress: Number(row?.no_address ?? 0),
      suppressed: Number(row?.suppressed ?? 0),
      noPermission: Number(row?.no_permission ?? 0),
    };
  },

  // Raw addresses (the merchant's own list): only the suppression list applies.
  async countAddresses(db: DbOrTx, accountId: number, channel: TChannel, addresses: string[]): Promise<TSkipCounts> {
    const pattern = channel === 'email' ? EMAIL_SQL : PHONE_SQL;
    const list = JSON.stringify(addresses);
    const result = await db.execute<{ total: number; no_address: number; suppressed: number }>(sql`
      select count(*)::int as total, (count(*) filter (where not (x ~ ${pattern})))::int as no_address,
        (count(*) filter (where x ~ ${pattern} and exists (select 1 from suppressions s where s.account_id = ${accountId}
          and s.suppressed_at is not null and s.channel in (${channel}, '*') and s.address = x)))::int as suppressed
      from jsonb_array_elements_text(${list}::jsonb) as t(x)`);
    const row = result.rows[0];
    return {
      total: Number(row?.total ?? 0),
      noAddress: Number(row?.no_address ?? 0),
      suppressed: Number(row?.suppressed ?? 0),
      noPermission: 0,
    };
  },
};
