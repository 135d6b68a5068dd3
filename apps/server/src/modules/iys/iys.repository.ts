import { and, eq, sql } from 'drizzle-orm';
import type { TIysStatus, TIysType } from '@ulak/shared/iys';
import type { DbOrTx } from '../../platform/db/database';
import { iysSettings } from './iys.tables';

export type TIysSettingsRow = typeof iysSettings.$inferSelect;
export type TIysSettingsValues = Omit<typeof iysSettings.$inferInsert, 'accountId' | 'createdAt' | 'updatedAt'>;

// The only place that touches the IYS tables; accountId is every method's first argument after the db.
export const iysSettingsRepository = {
  async find(db: DbOrTx, accountId: number): Promise<TIysSettingsRow | null> {
    const [row] = await db.select().from(iysSettings).where(eq(iysSettings.accountId, accountId));
    return row ?? null;
  },
  async upsert(db: DbOrTx, accountId: number, values: TIysSettingsValues): Promise<TIysSettingsRow> {
    const [row] = await db
      .insert(iysSettings)
      .values({ ...values, accountId })
      .onConflictDoUpdate({ target: iysSettings.accountId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('iys settings upsert returned nothing');
    return row;
  },
  async update(db: DbOrTx, accountId: number, values: Partial<TIysSettingsValues>): Promise<void> {
    await db
      .update(iysSettings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(iysSettings.accountId, accountId));
  },
  async activeAccounts(db: DbOrTx): Promise<number[]> {
    const rows = await db
      .select({ accountId: iysSettings.accountId })
      .from(iysSettings)
      .where(and(eq(iysSettings.active, true)));
    return rows.map((r) => r.accountId);
  },
  async addUsage(db: DbOrTx, accountId: number, count: number): Promise<void> {
    if (count === 0) return;
    await db.execute(sql`update iys_settings set usage = usage + ${count} where account_id = ${accountId}`);
  },
};

export type TNewConsent = {
  direction: 'out' | 'in';
  member_id: number | null;
  recipient: string;
  recipient_type: string;
  type: TIysType;
  status: TIysStatus;
  source: string;
  origin: string;
  consent_date: string;
  state: string;
  error_code?: string | null;
  error_message?: string | null;
};

export type TQueuedConsent = {
  id: number;
  recipient: string;
  recipient_type: 'BIREYSEL' | 'TACIR';
  type: TIysType;
  status: TIysStatus;
  source: string;
  consent_date: Date;
  batch_index: number;
  attempts: number;
};

export type TBatchRow = { id: number; request_id: string | null; count: number; polls: number; created_at: Date };

export type TConsentOutcome = {
  index: number;
  state: 'success' | 'rejected' | 'pending';
  transaction_id: string | null;
  error_code: string | null;
  error_message: string | null;
};

// Raw queries answer timestamps as text: one mapping for every queued row.
const queued = (r: TQueuedConsent): TQueuedConsent => ({
  ...r,
  id: Number(r.id),
  consent_date: new Date(r.consent_date),
  batch_index: Number(r.batch_index),
  attempts: Number(r.attempts),
});

const QUEUED = sql`id, recipient, recipient_type, type, status, source, consent_date, batch_index, attempts`;

export const iysConsentsRepository = {
  async insert(db: DbOrTx, accountId: number, rows: TNewConsent[]): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`insert into iys_consents (account_id, direction, member_id, recipient, recipient_type, type,
        status, source, origin, consent_date, state, error_code, error_message, completed_at, next_attempt_at)
      select ${accountId}, x.direction, x.member_id, x.recipient, x.recipient_type, x.type, x.status, x.source, x.origin,
        x.consent_date, x.state, x.error_code, x.error_message, case when x.state in ('pending') then null else now() end,
        greatest(now(), x.consent_date)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(direction text, member_id bigint, recipient text,
        recipient_type text, type text, status text, source text, origin text, consent_date timestamptz, state text,
        error_code text, error_message text)
      order by x.consent_date`);
  },

  // The latest consent date of each recipient and type the registry holds (as far as we know) or that is
  // queued for it (ms). Both reads use an index: the registry statuses' key and the queue's key index.
  async lastDates(
    db: DbOrTx,
    accountId: number,
    keys: { type: string; recipient: string }[],
  ): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const result = await db.execute<{ type: string; recipient: string; last: Date }>(sql`
      with k as (select distinct type, recipient from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(type text, recipient text))
      select k.type, k.recipient, greatest(
        (select s.consent_date from iys_recipient_status s
          where s.account_id = ${accountId} and s.type = k.type and s.recipient = k.recipient),
        (select max(c.consent_date) from iys_consents c
          where c.account_id = ${accountId} and c.type = k.type and c.recipient = k.recipient
            and c.state in ('pending', 'sending', 'sent'))) as last
      from k`);
    return new Map(
      result.rows.filter((r) => r.last !== null).map((r) => [`${r.type}|${r.recipient}`, new Date(r.last).getTime()]),
    );
  },

  // Pending consents the registry would refuse as older than 3 business days are rejected here.
  async expire(db: DbOrTx, accountId: number, before: Date): Promise<number> {
    const result = await db.execute(sql`update iys_consents set state = 'rejected', error_code = 'H174',
        error_message = 'consent older than 3 business days', completed_at = now()
      where account_id = ${accountId} and state = 'pending' and consent_date < ${before.toISOString()}::timestamptz`);
    return result.rowCount ?? 0;
  },

  // Claims the next batch: the oldest due consents whose recipient and type has no earlier consent queued
  // or in flight (the registry needs them in date order), at most `limit`, in one new batch row. The
  // candidates are the next 2 x limit in queue order (an index range), so a claim costs the same at any
  // queue length; a blocked candidate waits for its predecessor's result.
  async claimBatch(
    db: DbOrTx,
    accountId: number,
    limit: number,
  ): Promise<{ batchId: number; consents: TQueuedConsent[] } | null> {
    return db.transaction(async (tx) => {
      const ids = await tx.execute<{ id: number }>(sql`
        select c.id from (
          select id, type, recipient from iys_consents
          where account_id = ${accountId} and state = 'pending' and direction = 'out' and next_attempt_at <= now()
          order by id limit ${limit * 2}) c
        -- The first queued consent of its recipient and type (a per-row lookup on the queue's key index).
        where c.id = (select e.id from iys_consents e where e.account_id = ${accountId} and e.type = c.type
            and e.recipient = c.recipient and e.state in ('pending', 'sending', 'sent') order by e.id limit 1)
        order by c.id limit ${limit}`);
      if (ids.rows.length === 0) return null;
      const [batch] = (
        await tx.execute<{ id: number }>(sql`insert into iys_batches (account_id, count, status)
          values (${accountId}, ${ids.rows.length}, 'sending') returning id`)
      ).rows;
      if (!batch) throw new Error('batch insert returned nothing');
      const list = ids.rows.map((r) => Number(r.id));
      const claimed = await tx.execute<TQueuedConsent>(sql`
        update iys_consents c set state = 'sending', batch_id = ${batch.id}, batch_index = x.ord - 1
        from unnest(${`{${list.join(',')}}`}::bigint[]) with ordinality as x(id, ord)
        where c.account_id = ${accountId} and c.id = x.id and c.state = 'pending'
        returning c.id, c.recipient, c.recipient_type, c.type, c.status, c.source, c.consent_date, c.batch_index, c.attempts`);
      return {
        batchId: Number(batch.id),
        consents: claimed.rows.map(queued).sort((a, b) => a.batch_index - b.batch_index),
      };
    });
  },

  async markSent(db: DbOrTx, accountId: number, batchId: number, requestId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update iys_batches set request_id = ${requestId}, status = 'polling', next_poll_at = now()
        where account_id = ${accountId} and id = ${batchId}`);
      await tx.execute(sql`update iys_consents set state = 'sent'
        where account_id = ${accountId} and batch_id = ${batchId} and state = 'sending'`);
    });
  },

  // A batch that did not reach the registry: its consents wait and go again later.
  async release(db: DbOrTx, accountId: number, batchId: number, error: string, retryInMs: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`update iys_batches set status = 'failed', error = ${error}, completed_at = now()
        where account_id = ${accountId} and id = ${batchId}`);
      await tx.execute(sql`update iys_consents set state = 'pending', attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000}::float8)
        where account_id = ${accountId} and batch_id = ${batchId} and state in ('sending', 'sent')`);
    });
  },

  async batchConsents(db: DbOrTx, accountId: number, batchId: number): Promise<TQueuedConsent[]> {
    const result = await db.execute<TQueuedConsent>(sql`select ${QUEUED} from iys_consents
      where account_id = ${accountId} and batch_id = ${batchId} and state in ('sending', 'sent') order by batch_index`);
    return result.rows.map(queued);
  },

  // Batches claimed before `before` that never recorded their request (their worker died).
  async orphanBatches(db: DbOrTx, accountId: number, before: Date): Promise<TBatchRow[]> {
    const result = await db.execute<TBatchRow>(sql`select id, request_id, count, polls, created_at from iys_batches
      where account_id = ${accountId} and status = 'sending' and created_at < ${before.toISOString()}::timestamptz order by id`);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), polls: Number(r.polls) }));
  },

  async dueBatches(db: DbOrTx, accountId: number): Promise<TBatchRow[]> {
    const result = await db.execute<TBatchRow>(sql`select id, request_id, count, polls, created_at from iys_batches
      where account_id = ${accountId} and status = 'polling' and next_poll_at <= now() order by id limit 20`);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), polls: Number(r.polls) }));
  },

  async nextPoll(db: DbOrTx, accountId: number, batchId: number, polls: number, inMs: number): Promise<void> {
    await db.execute(sql`update iys_batches set polls = ${polls},
        next_poll_at = now() + make_interval(secs => ${inMs / 1000}::float8)
      where account_id = ${accountId} and id = ${batchId}`);
  },

  // Writes a batch's results in one transaction: the consents' states, the registry status of the
  // accepted ones, the batch counts and the packet usage. Answers the number accepted.
  async settle(
    db: DbOrTx,
    accountId: number,
    batchId: number,
    outcomes: TConsentOutcome[],
    options: { maxAttempts: number; retryInMs: number; batchStatus: 'completed' | 'failed'; error?: string },
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = JSON.stringify(outcomes);
      await tx.execute(sql`
        update iys_consents c set
          state = case when x.state = 'pending' and c.attempts + 1 >= ${options.maxAttempts} then 'rejected' else x.state end,
          transaction_id = x.transaction_id, error_code = x.error_code, error_message = x.error_message,
          attempts = c.attempts + case when x.state = 'pending' then 1 else 0 end,
          next_attempt_at = now() + make_interval(secs => ${options.retryInMs / 1000}::float8),
          completed_at = case when x.state = 'pending' and c.attempts + 1 < ${options.maxAttempts} then null else now() end
        from jsonb_to_recordset(${rows}::jsonb) as x(index int, state text, transaction_id text, error_code text, error_message text)
        where c.account_id = ${accountId} and c.batch_id = ${batchId} and c.batch_index = x.index and c.state in ('sending', 'sent')`);
      await tx.execute(sql`
        insert into iys_recipient_status (account_id, type, recipient, status, consent_date)
        select account_id, type, recipient, status, consent_date from iys_consents
        where account_id = ${accountId} and batch_id = ${batchId} and state = 'success'
        on conflict (account_id, type, recipient) do update set status = excluded.status,
          consent_date = excluded.consent_date, updated_at = now()
        where iys_recipient_status.consent_date <= excluded.consent_date`);
      const counts = (
        await tx.execute<{ success: number; failure: number }>(sql`
          update iys_batches b set status = ${options.batchStatus}, error = ${options.error ?? null}, completed_at = now(),
            success_count = s.success, failure_count = s.failure
          from (select count(*) filter (where state = 'success')::int as success,
                  count(*) filter (where state <> 'success')::int as failure
                from iys_consents where account_id = ${accountId} and batch_id = ${batchId}) s
          where b.account_id = ${accountId} and b.id = ${batchId}
          returning s.success, s.failure`)
      ).rows[0];
      const accepted = Number(counts?.success ?? 0);
      await iysSettingsRepository.addUsage(tx, accountId, accepted);
      return accepted;
    });
  },

  async queueCounts(db: DbOrTx, accountId: number, nearBefore: Date) {
    const result = await db.execute<{ waiting: number; near: number }>(sql`
      select count(*)::int as waiting,
        count(*) filter (where state = 'pending' and consent_date < ${nearBefore.toISOString()}::timestamptz)::int as near
      from iys_consents where account_id = ${accountId} and state in ('pending', 'sending', 'sent')`);
    return { waiting: Number(result.rows[0]?.waiting ?? 0), near: Number(result.rows[0]?.near ?? 0) };
  },
};

export const iysStatusRepository = {
  // Recipients whose registry status for the type is RET.
  async rejected(db: DbOrTx, accountId: number, type: TIysType, recipients: string[]): Promise<Set<string>> {
    if (recipients.length === 0) return new Set();
    const result = await db.execute<{ recipient: string }>(sql`select recipient from iys_recipient_status
      where account_id = ${accountId} and type = ${type} and status = 'RET'
        and recipient = any(${`{${recipients.map((r) => `"${r.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`);
    return new Set(result.rows.map((r) => r.recipient));
  },
  async upsert(
    db: DbOrTx,
    accountId: number,
    rows: { type: TIysType; recipient: string; status: TIysStatus; consent_date: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`insert into iys_recipient_status (account_id, type, recipient, status, consent_date)
      select distinct on (x.type, x.recipient) ${accountId}, x.type, x.recipient, x.status, x.consent_date
      from (select e.value->>'type' as type, e.value->>'recipient' as recipient, e.value->>'status' as status,
              (e.value->>'consent_date')::timestamptz as consent_date, e.ord
            from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(value, ord)) x
      order by x.type, x.recipient, x.ord desc
      on conflict (account_id, type, recipient) do update set status = excluded.status,
        consent_date = excluded.consent_date, updated_at = now()
      where iys_recipient_status.consent_date <= excluded.consent_date`);
  },
};
