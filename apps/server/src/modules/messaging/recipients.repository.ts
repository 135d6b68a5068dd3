import { sql, type SQL } from 'drizzle-orm';
import type { TChannel, TMessageSource } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

// Fan-out and the send-time facts of recipients: set-based, one statement per batch.

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
};

// Inserts one message per selected recipient (ON CONFLICT: a repeated fan-out adds nothing) and
// enqueues one send job per `batchSize` new messages, all inside the caller's transaction.
async function fanOut(db: DbOrTx, target: TFanOutTarget, select: SQL): Promise<{ inserted: number; jobs: number }> {
  const t = target;
  const result = await db.execute<{ inserted: number; jobs: number }>(sql`
    with ins as (
      insert into messages (account_id, run_month, run_id, channel, source_type, member_id, recipient_key, address, language)
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
      from members m where m.account_id = ${t.accountId} ${filter} order by m.id`,
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
      from members m where m.account_id = ${t.accountId} and m.id in (${memberIdsQuery}) order by m.id`,
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
      left join lateral (select id, language from members m where m.account_id = ${t.accountId} and ${match}
        limit 1) m on true
      order by a.address`,
    );
  },

  // What the gates need about each claimed message, in one query.
  async facts(
    db: DbOrTx,
    accountId: number,
    channel: TChannel,
    messages: { id: number; memberId: number | null; address: string | null }[],
    frequencyHours: number,
  ): Promise<TRecipientFacts[]> {
    const rows = JSON.stringify(messages.map((m) => ({ id: m.id, member_id: m.memberId, address: m.address })));
    const addressOf =
      channel === 'email' ? sql`lower(coalesce(r.address, mem.email))` : sql`coalesce(r.address, mem.phone)`;
    const result = await db.execute<TRecipientFacts>(sql`
      select r.id, r.member_id, ${addressOf} as address, mem.id is not null as member_found, mem.email, mem.phone,
        mem.email_active, mem.sms_active, mem.whatsapp_active, mem.blocked, mem.passive,
        (select s.reason from suppressions s where s.account_id = ${accountId} and s.suppressed_at is not null
          and s.channel in (${channel}, '*')
          and s.address in (${addressOf}, 'member:' || r.member_id::text) limit 1) as suppression,
        case when r.member_id is null then 0 else (select count(*) from messages x
          where x.account_id = ${accountId} and x.member_id = r.member_id and x.channel = ${channel}
            and x.status = 'success' and x.sent_at > now() - make_interval(hours => ${frequencyHours}))::int
        end as recent_count
      from jsonb_to_recordset(${rows}::jsonb) as r(id bigint, member_id bigint, address text)
      left join members mem on mem.account_id = ${accountId} and mem.id = r.member_id`);
    return result.rows;
  },

  // Stores the address each message went (or would have gone) to.
  async setAddresses(db: DbOrTx, accountId: number, runMonth: string, rows: { id: number; address: string | null }[]) {
    if (rows.length === 0) return;
    await db.execute(sql`update messages m set address = u.address
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(id bigint, address text)
      where m.account_id = ${accountId} and m.run_month = ${runMonth} and m.id = u.id
        and m.address is distinct from u.address`);
  },
};
