import { sql, type SQL } from 'drizzle-orm';
import type { TChannel, TMessageSource } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { AUDIENCE_RELATIONS } from '../audience';
import { idsIn } from './messages.repository';

// Fan-out and the send-time facts of recipients: set-based, one statement per batch, on the members and devices
// audience publishes (AUDIENCE_RELATIONS).

export const SEND_BATCH_JOB_NAME = 'messaging.send-batch';

export type TFanOutTarget = {
  accountId: number;
  runId: number;
  runMonth: string;
  channel: TChannel;
  sourceType: TMessageSource;
  batchSize: number;
};

export type TRecipientFacts = {
  id: number;
  member_id: number | null;
  address: string | null;
  member_found: boolean;
  email: string | null;
  phone: string | null;
  email_active: boolean | null;
  sms_active: boolean | null;
  whatsapp_active: boolean | null;
  blocked: boolean | null;
  passive: boolean | null;
  suppression: string | null;
  recent_count: number;
  // When the frequency cap lets one more message through (null: under the cap, or no cap).
  cap_free_at: Date | string | null;
  // Push channels: the device's state at send time (null for other channels).
  device_id: number | null;
  device_state: TDeviceState | null;
};

export type TDeviceState = 'active' | 'missing' | 'unregistered' | 'passive';

// Push channels go to devices, not addresses: web push to browsers, mobile push to apps.
export const DEVICE_PLATFORMS_OF: Partial<Record<TChannel, string[]>> = {
  webpush: ['browser'],
  mobilepush: ['ios', 'android'],
};

export function isDeviceChannel(channel: TChannel): boolean {
  return DEVICE_PLATFORMS_OF[channel] !== undefined;
}

// Inserts one message per selected recipient (ON CONFLICT: a repeated fan-out adds nothing) and
// enqueues one send job per `batchSize` new messages, all inside the caller's transaction.
const MEMBER_COLUMNS = sql.raw(
  'account_id, run_month, run_id, channel, source_type, member_id, recipient_key, address, language',
);
const DEVICE_COLUMNS = sql.raw(
  'account_id, run_month, run_id, channel, source_type, member_id, device_id, recipient_key, address, language',
);

async function fanOut(
  db: DbOrTx,
  target: TFanOutTarget,
  select: SQL,
  columns: SQL = MEMBER_COLUMNS,
): Promise<{ inserted: number; jobs: number }> {
  const t = target;
  const result = await db.execute<{ inserted: number; jobs: number }>(sql`
    with ins as (
      insert into messages (${columns})
      ${select}
      on conflict do nothing
      returning id
    ), numbered as (
      select id, (row_number() over (order by id) - 1) / ${t.batchSize} as batch from ins
    ), batches as (
      select min(id) as from_id, max(id) as to_id from numbered group by batch
    )
    select (select count(*) from ins)::int as inserted,
      (select count(*) from (
        select graphile_worker.add_job(
          identifier => ${SEND_BATCH_JOB_NAME}::text,
          payload => json_build_object('accountId', ${t.accountId}::bigint, 'runId', ${t.runId}::bigint,
            'runMonth', ${t.runMonth}::text, 'fromId', from_id, 'toId', to_id),
          job_key => 'send:' || ${t.runId}::text || ':' || from_id::text
        ) from batches
      ) jobs)::int as jobs`);
  const row = result.rows[0];
  return { inserted: Number(row?.inserted ?? 0), jobs: Number(row?.jobs ?? 0) };
}

export const recipientsRepository = {
  // Members by id, or every member of the account when `memberIds` is null.
  async fanOutMembers(db: DbOrTx, target: TFanOutTarget, memberIds: number[] | null) {
    const t = target;
    const filter = memberIds
      ? sql`and m.id = any(${`{${memberIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`
      : sql``;
    return fanOut(
      db,
      target,
      sql`select ${t.accountId}::bigint, ${t.runMonth}::date, ${t.runId}::bigint, ${t.channel}::text,
        ${t.sourceType}::text, m.id, 'm:' || m.id, null, m.language
      from ${AUDIENCE_RELATIONS.members} m where m.account_id = ${t.accountId} ${filter} order by m.id`,
    );
  },

  // Members selected by a SQL fragment returning `member_id` (a segment snapshot).
  async fanOutMemberQuery(db: DbOrTx, target: TFanOutTarget, memberIdsQuery: SQL) {
    const t = target;
    return fanOut(
      db,
      target,
      sql`select ${t.accountId}::bigint, ${t.runMonth}::date, ${t.runId}::bigint, ${t.channel}::text,
        ${t.sourceType}::text, m.id, 'm:' || m.id, null, m.language
      from ${AUDIENCE_RELATIONS.members} m where m.account_id = ${t.accountId} and m.id in (${memberIdsQuery}) order by m.id`,
    );
  },

  // Raw addresses; an address that belongs to a member is sent as that member (their gates apply).
  async fanOutAddresses(db: DbOrTx, target: TFanOutTarget, addresses: string[], defaultLanguage: string) {
    const t = target;
    const match = t.channel === 'email' ? sql`lower(m.email) = a.address` : sql`m.phone = a.address`;
    return fanOut(
      db,
      target,
      sql`select ${t.accountId}::bigint, ${t.runMonth}::date, ${t.runId}::bigint, ${t.channel}::text,
        ${t.sourceType}::text, m.id, 'a:' || a.address, a.address, coalesce(m.language, ${defaultLanguage})
      from jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb) as a(address)
      left join lateral (select id, language from ${AUDIENCE_RELATIONS.members} m where m.account_id = ${t.accountId} and ${match}
        limit 1) m on true
      order by a.address`,
    );
  },

  // Push: one message per registered, active device of the selected members (`memberIds` null with
  // `memberQuery` null = every such device of the account), or devices named by SDK device id / reg id.
  async fanOutDevices(
    db: DbOrTx,
    target: TFanOutTarget,
    who: { memberIds?: number[]; memberQuery?: SQL; addresses?: string[] },
    defaultLanguage: string,
  ) {
    const t = target;
    const platforms = `{${(DEVICE_PLATFORMS_OF[t.channel] ?? []).join(',')}}`;
    let filter = sql``;
    if (who.memberIds)
      filter = sql`and d.member_id = any(${`{${who.memberIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`;
    else if (who.memberQuery) filter = sql`and d.member_id in (${who.memberQuery})`;
    else if (who.addresses) {
      const named = sql`(select jsonb_array_elements_text(${JSON.stringify(who.addresses)}::jsonb))`;
      filter = sql`and (d.device_id in ${named} or d.reg_id in ${named})`;
    }
    return fanOut(
      db,
      target,
      sql`select ${t.accountId}::bigint, ${t.runMonth}::date, ${t.runId}::bigint, ${t.channel}::text,
        ${t.sourceType}::text, d.member_id, d.id, 'd:' || d.id, d.reg_id, coalesce(m.language, d.language, ${defaultLanguage})
      from ${AUDIENCE_RELATIONS.devices} d left join ${AUDIENCE_RELATIONS.members} m on m.account_id = d.account_id and m.id = d.member_id
      where d.account_id = ${t.accountId} and d.platform = any(${platforms}::text[]) and d.reg_id is not null
        and not d.passive ${filter}
      order by d.id`,
      DEVICE_COLUMNS,
    );
  },

  // How many of `memberIds` are the account's (a push send to members without devices is not an error).
  async countMembers(db: DbOrTx, accountId: number, memberIds: number[]): Promise<number> {
    const ids = `{${memberIds.map((id) => Math.trunc(id)).join(',')}}`;
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${AUDIENCE_RELATIONS.members} where account_id = ${accountId} and id = any(${ids}::bigint[])`,
    );
    return Number(result.rows[0]?.n ?? 0);
  },

  // What the gates need about each claimed message, in one query.
  async facts(
    db: DbOrTx,
    accountId: number,
    channel: TChannel,
    messages: { id: number; memberId: number | null; address: string | null; deviceId?: number | null }[],
    frequencyHours: number,
    frequencyCap: number | null = null,
  ): Promise<TRecipientFacts[]> {
    const rows = JSON.stringify(
      messages.map((m) => ({ id: m.id, member_id: m.memberId, address: m.address, device_id: m.deviceId ?? null })),
    );
    const device = isDeviceChannel(channel);
    // A push message goes to the device's current registration (it may have been renewed or removed).
    const addressOf = device
      ? sql`dev.reg_id`
      : channel === 'email'
        ? sql`lower(coalesce(r.address, mem.email))`
        : sql`coalesce(r.address, mem.phone)`;
    const deviceState = device
      ? sql`case when dev.id is null then 'missing' when dev.passive then 'passive'
          when dev.reg_id is null then 'unregistered' else 'active' end`
      : sql`null`;
    const result = await db.execute<TRecipientFacts>(sql`
      select r.id, r.member_id, r.device_id, ${deviceState} as device_state,
        ${addressOf} as address, mem.id is not null as member_found, mem.email, mem.phone,
        mem.email_active, mem.sms_active, mem.whatsapp_active, mem.blocked, mem.passive,
        (select s.reason from suppressions s where s.account_id = ${accountId} and s.suppressed_at is not null
          and s.channel in (${channel}, '*')
          and s.address in (${addressOf}, 'member:' || r.member_id::text) limit 1) as suppression,
        case when r.member_id is null then 0 else (select count(*) from messages x
          where x.account_id = ${accountId} and x.member_id = r.member_id and x.channel = ${channel}
            and x.status = 'success' and x.sent_at > now() - make_interval(hours => ${frequencyHours}))::int
        end as recent_count,
        case when r.member_id is null or ${frequencyCap}::int is null then null else (select x.sent_at
            + make_interval(hours => ${frequencyHours}) from messages x
          where x.account_id = ${accountId} and x.member_id = r.member_id and x.channel = ${channel}
            and x.status = 'success' and x.sent_at > now() - make_interval(hours => ${frequencyHours})
          order by x.sent_at desc offset greatest(${frequencyCap}::int - 1, 0) limit 1)
        end as cap_free_at
      from jsonb_to_recordset(${rows}::jsonb) as r(id bigint, member_id bigint, address text, device_id bigint)
      left join ${AUDIENCE_RELATIONS.members} mem on mem.account_id = ${accountId} and mem.id = r.member_id
      left join ${AUDIENCE_RELATIONS.devices} dev on dev.account_id = ${accountId} and dev.id = r.device_id`);
    return result.rows;
  },

  // Stores the address each message went (or would have gone) to.
  async setAddresses(db: DbOrTx, accountId: number, runMonth: string, rows: { id: number; address: string | null }[]) {
    if (rows.length === 0) return;
    const inBatch = idsIn(
      sql`m.id`,
      rows.map((r) => r.id),
    );
    await db.execute(sql`update messages m set address = u.address
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(id bigint, address text)
      where m.account_id = ${accountId} and m.run_month = ${runMonth} and m.id = u.id
        and ${inBatch} and m.address is distinct from u.address`);
  },
};
