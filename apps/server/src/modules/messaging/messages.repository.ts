import { sql, type SQL } from 'drizzle-orm';
import type { TChannel, TMessageEventType, TMessageStatus } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import type { TMessageRef } from './signing';

// `messages` and `message_events` are partitioned plain-SQL tables (see migration messaging_partitions).
export type TMessageRow = {
  id: number;
  account_id: number;
  run_month: string;
  run_id: number;
  channel: TChannel;
  source_type: string;
  member_id: number | null;
  device_id: number | null;
  recipient_key: string;
  address: string | null;
  language: string | null;
  status: TMessageStatus;
  reason_code: string | null;
  reason: string | null;
  attempts: number;
  provider_message_id: string | null;
};

export type TEventInsert = {
  messageId: number;
  runMonth: string;
  type: TMessageEventType;
  url?: string | null;
  detail?: Record<string, unknown>;
};

export type TOutcomeUpdate = {
  id: number;
  status: TMessageStatus;
  reasonCode: string | null;
  reason: string | null;
  providerMessageId: string | null;
  nextAttemptAt: Date | null;
};

const MESSAGE_COLUMNS = sql.raw(`id, account_id, to_char(run_month, 'YYYY-MM-DD') as run_month, run_id, channel,
  source_type, member_id, device_id, recipient_key, address, language, status, reason_code, reason, attempts,
  provider_message_id`);

const MESSAGE_COLUMNS_M = sql.raw(`m.id, m.account_id, to_char(m.run_month, 'YYYY-MM-DD') as run_month, m.run_id,
  m.channel, m.source_type, m.member_id, m.device_id, m.recipient_key, m.address, m.language, m.status, m.reason_code,
  m.reason, m.attempts, m.provider_message_id`);

// Statements that update a batch's rows by id also bound the ids by their range, so that with
// statistics the primary key (account_id, run_month, id) reads just the batch's range. Without them (a
// partition fresh after a big fan-out) `account_id = $1 and run_month = $2` is estimated at one row on
// any index with that prefix, and the planner may filter the ids on such an index: one scan of the
// account's messages per statement, until analyzePartition has run.
export function idsIn(column: SQL, ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  const whole = ids.map((id) => Math.trunc(id));
  const low = whole.reduce((a, b) => Math.min(a, b));
  const high = whole.reduce((a, b) => Math.max(a, b));
  return sql`${column} = any(${`{${whole.join(',')}}`}::bigint[]) and ${column} between ${low} and ${high}`;
}

// A run's messages (by id range) that a dead worker left: recovery enqueues a send job over them.
export type TStuckRange = { account_id: number; run_id: number; run_month: string; from_id: number; to_id: number };

export const messagesRepository = {
  async findByRef(db: DbOrTx, ref: TMessageRef): Promise<TMessageRow | null> {
    const result = await db.execute<TMessageRow>(sql`select ${MESSAGE_COLUMNS} from messages
      where account_id = ${ref.accountId} and run_month = ${ref.runMonth} and id = ${ref.messageId}`);
    return result.rows[0] ?? null;
  },

  async findById(db: DbOrTx, accountId: number, messageId: number): Promise<TMessageRow | null> {
    const result = await db.execute<TMessageRow>(sql`select ${MESSAGE_COLUMNS} from messages
      where account_id = ${accountId} and id = ${messageId}`);
    return result.rows[0] ?? null;
  },

  async findByProviderId(db: DbOrTx, accountId: number, providerMessageId: string): Promise<TMessageRow | null> {
    const result = await db.execute<TMessageRow>(sql`select ${MESSAGE_COLUMNS} from messages
      where account_id = ${accountId} and provider_message_id = ${providerMessageId} limit 1`);
    return result.rows[0] ?? null;
  },

  // Claims up to `limit` sendable messages of the range for one attempt. Rows another attempt holds
  // (`sending`) are skipped; `releaseStale` gives back those of dead attempts (see send-batch.service.ts).
  // The picked ids go to the update as an array within the job's id range (see idsIn), not as a join:
  // on a partition without statistics for the account (fresh after a big fan-out, until it is analyzed:
  // see analyzePartition) the join was planned as a nested loop scanning every message of the account
  // per picked row (50,000 × 500 comparisons, 10 s a claim); this form scans them at most once.
  async claim(
    db: DbOrTx,
    accountId: number,
    runMonth: string,
    runId: number,
    range: { fromId: number; toId: number },
    attemptToken: string,
    limit: number,
  ): Promise<TMessageRow[]> {
    const result = await db.execute<TMessageRow>(sql`with picked as (
        select id from messages
        where account_id = ${accountId} and run_month = ${runMonth} and run_id = ${runId}
          and id between ${range.fromId} and ${range.toId}
          and status in ('in_queue', 'waiting') and (next_attempt_at is null or next_attempt_at <= now())
        order by id limit ${limit}
        for update skip locked)
      update messages m set status = 'sending', attempt_token = ${attemptToken}, attempts = m.attempts + 1,
        updated_at = now()
      where m.account_id = ${accountId} and m.run_month = ${runMonth} and m.id = any(array(select id from picked))
        and m.id between ${range.fromId} and ${range.toId}
      returning ${MESSAGE_COLUMNS_M}`);
    return result.rows;
  },

  // Ranges of runs still sending whose messages nobody is working on: pending past their time (their
  // job was lost with a killed worker) or held in `sending` past the lease.
  async stuckRanges(db: DbOrTx, leaseMs: number, graceMs: number): Promise<TStuckRange[]> {
    const result = await db.execute<TStuckRange>(sql`
      select r.account_id, r.id as run_id, to_char(r.run_month, 'YYYY-MM-DD') as run_month,
        min(m.id) as from_id, max(m.id) as to_id
      from send_runs r
      join messages m on m.account_id = r.account_id and m.run_month = r.run_month and m.run_id = r.id
      where r.status = 'sending' and (
        (m.status in ('in_queue', 'waiting')
          and coalesce(m.next_attempt_at, m.updated_at) < now() - make_interval(secs => ${graceMs / 1000}))
        or (m.status = 'sending' and m.updated_at < now() - make_interval(secs => ${leaseMs / 1000})))
      group by r.account_id, r.id, r.run_month`);
    return result.rows;
  },

  // Gives back rows a dead attempt left in `sending` for longer than the lease (see send-batch.service.ts).
  // The ranges of attempts whose worker stopped heartbeating: only `sending` rows, found through the small partial
  // index on them (messages_sending_idx), so it is cheap enough to ask every few seconds during a big send.
  async staleAttemptRanges(db: DbOrTx, leaseMs: number): Promise<TStuckRange[]> {
    const result = await db.execute<TStuckRange>(sql`
      select account_id, run_id, to_char(run_month, 'YYYY-MM-DD') as run_month, min(id) as from_id, max(id) as to_id
      from messages where status = 'sending' and updated_at < now() - make_interval(secs => ${leaseMs / 1000})
      group by account_id, run_id, run_month`);
    return result.rows;
  },

  async releaseStale(
    db: DbOrTx,
    accountId: number,
    runMonth: string,
    runId: number,
    range: { fromId: number; toId: number },
    leaseMs: number,
  ): Promise<number[]> {
    const result = await db.execute<{ id: number }>(sql`update messages set status = 'waiting', attempt_token = null,
        next_attempt_at = null, reason_code = 'attempt_lost', reason = 'Worker stopped during the attempt',
        updated_at = now()
      where account_id = ${accountId} and run_month = ${runMonth} and run_id = ${runId}
        and id between ${range.fromId} and ${range.toId} and status = 'sending'
        and updated_at < now() - make_interval(secs => ${leaseMs / 1000})
      returning id`);
    return result.rows.map((r) => Number(r.id));
  },

  // The heartbeat of a live attempt: its rows still in `sending` are not stale.
  async touchAttempt(db: DbOrTx, accountId: number, runMonth: string, attemptToken: string, ids: number[]) {
    if (ids.length === 0) return;
    await db.execute(sql`update messages set updated_at = now()
      where account_id = ${accountId} and run_month = ${runMonth}
        and ${idsIn(sql`id`, ids)}
        and attempt_token = ${attemptToken} and status = 'sending'`);
  },

  // The earliest time a `waiting` message of the range may be tried again (null: none waiting).
  async nextWake(
    db: DbOrTx,
    accountId: number,
    runMonth: string,
    runId: number,
    range: { fromId: number; toId: number },
  ): Promise<Date | null> {
    const result = await db.execute<{ wake: Date | null }>(sql`select min(coalesce(next_attempt_at, now())) as wake
      from messages where account_id = ${accountId} and run_month = ${runMonth} and run_id = ${runId}
        and id between ${range.fromId} and ${range.toId} and status in ('in_queue', 'waiting')`);
    const wake = result.rows[0]?.wake;
    return wake ? new Date(wake) : null;
  },

  // Writes the outcomes of a batch in one statement, only for rows still held by this attempt.
  async applyOutcomes(
    db: DbOrTx,
    accountId: number,
    runMonth: string,
    attemptToken: string,
    updates: TOutcomeUpdate[],
  ): Promise<void> {
    if (updates.length === 0) return;
    const rows = JSON.stringify(
      updates.map((u) => ({
        id: u.id,
        status: u.status,
        reason_code: u.reasonCode,
        reason: u.reason,
        provider_message_id: u.providerMessageId,
        next_attempt_at: u.nextAttemptAt?.toISOString() ?? null,
      })),
    );
    const inBatch = idsIn(
      sql`m.id`,
      updates.map((u) => u.id),
    );
    await db.execute(sql`update messages m set status = u.status, reason_code = u.reason_code, reason = u.reason,
        provider_message_id = coalesce(u.provider_message_id, m.provider_message_id),
        next_attempt_at = u.next_attempt_at, attempt_token = null, updated_at = now(),
        sent_at = case when u.status = 'success' then now() else m.sent_at end
      from jsonb_to_recordset(${rows}::jsonb) as u(id bigint, status text, reason_code text, reason text,
        provider_message_id text, next_attempt_at timestamptz)
      where m.account_id = ${accountId} and m.run_month = ${runMonth} and m.id = u.id
        and ${inBatch} and m.attempt_token = ${attemptToken}`);
  },

  async insertEvents(db: DbOrTx, accountId: number, events: TEventInsert[]): Promise<void> {
    if (events.length === 0) return;
    const rows = JSON.stringify(
      events.map((e) => ({
        message_id: e.messageId,
        run_month: e.runMonth,
        type: e.type,
        url: e.url ?? null,
        detail: e.detail ?? {},
      })),
    );
    await db.execute(sql`insert into message_events (account_id, message_id, run_month, type, url, detail)
      select ${accountId}, e.message_id, e.run_month, e.type, e.url, e.detail
      from jsonb_to_recordset(${rows}::jsonb) as e(message_id bigint, run_month date, type text, url text, detail jsonb)`);
  },

  // Sets the first delivered/opened/clicked/bounced time; a bounce also turns the status.
  // A provider reported after accepting that the message was not delivered (a WhatsApp status webhook, an
  // SMS report): the accepted message becomes an error with the provider's reason.
  async markProviderFailure(db: DbOrTx, ref: TMessageRef, code: string, reason: string): Promise<void> {
    await db.execute(sql`update messages set status = 'error', reason_code = ${code}, reason = ${reason},
        updated_at = now()
      where account_id = ${ref.accountId} and run_month = ${ref.runMonth} and id = ${ref.messageId}
        and status = 'success'`);
  },

  async markFact(db: DbOrTx, ref: TMessageRef, fact: 'delivered' | 'opened' | 'clicked' | 'bounced'): Promise<void> {
    const column = sql.raw(`${fact}_at`);
    const status: SQL = fact === 'bounced' ? sql`'bounce'` : sql`status`;
    await db.execute(sql`update messages set ${column} = coalesce(${column}, now()), status = ${status},
        updated_at = now()
      where account_id = ${ref.accountId} and run_month = ${ref.runMonth} and id = ${ref.messageId}`);
  },

  // Refreshes the planner statistics of the partition holding `runMonth` (see ANALYZE_AFTER_FAN_OUT).
  async analyzePartition(db: DbOrTx, runMonth: string): Promise<string | null> {
    const found = await db.execute<{ partition: string }>(sql`select tableoid::regclass::text as partition
      from messages where run_month = ${runMonth} limit 1`);
    const partition = found.rows[0]?.partition;
    if (!partition || !/^[a-z_][a-z0-9_]*$/.test(partition)) return null;
    await db.execute(sql`analyze ${sql.identifier(partition)}`);
    return partition;
  },

  async countByStatus(db: DbOrTx, accountId: number, runMonth: string, runId: number): Promise<Record<string, number>> {
    const result = await db.execute<{ status: string; count: number }>(sql`select status, count(*)::int as count
      from messages where account_id = ${accountId} and run_month = ${runMonth} and run_id = ${runId}
      group by status`);
    return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.count)]));
  },
};
