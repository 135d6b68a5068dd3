import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { EVENT_CATEGORIES } from './drain.mapping';
import type { TRejectedEvent } from './ingest.validate';
import { ingestBatches } from './tracking.tables';

export const DRAIN_JOB = 'tracking.drain';
// A batch that fails this many drains becomes a dead letter (request_logs status 'failed').
export const DRAIN_MAX_ATTEMPTS = 5;
const RETRY_BACKOFF_SECONDS = 30;

export type TBatchRow = {
  id: number;
  account_id: number;
  application_id: number;
  received_at: Date;
  ip: string | null;
  user_agent: string | null;
  body: TStoredBatch;
};
export type TStoredBatch = {
  deviceId: string;
  context: { url: string; language: string };
  events: {
    id: string;
    type: string;
    name?: string;
    ts: string;
    properties: Record<string, unknown>;
    member?: { customerId?: string; email?: string };
  }[];
  // Events the ingest refused (batches stored before this field have none).
  rejected?: TRejectedEvent[];
};

export type TPendingBatch = {
  accountId: number;
  applicationId: number;
  ip: string | null;
  userAgent: string | null;
  // The stored body, already serialised.
  body: string;
};

// At most this many batches in one statement (a 64 KB batch each at worst: a statement stays < 32 MB).
const GROUP_MAX = 500;

// Group commit of the SDK's batches: while one INSERT is on its way, the batches of requests arriving
// meanwhile queue up and go together in the next one. One statement stores them all with their drain
// job: the batch rows and the job (unsafe_dedupe: no second job while one exists, no hot-row lock across
// requests; the running drain re-enqueues itself while batches keep coming, a cron picks up any
// straggler). Under light load a batch is written at once, alone; under heavy load a round trip, a
// parse and a commit serve hundreds of requests. A failed statement fails every request of its group
// (a 500: the shop script keeps the batch and sends it again), so nothing answered 202 is lost.
export function createGroupWriter(db: DbOrTx) {
  let queue: { batch: TPendingBatch; done: (error?: unknown) => void }[] = [];
  let writing = false;
  const write = async (group: TPendingBatch[]) => {
    // One array parameter per column (sql.param: drizzle would spread a bare array into a list). The
    // bodies, already JSON, go as one JSON array: as a text[] the driver would escape every quote of each.
    const column = <T>(pick: (b: TPendingBatch) => T) => sql.param(group.map(pick));
    const bodies = `[${group.map((b) => b.body).join(',')}]`;
    await db.execute(sql`
      with b as (
        insert into ingest_batches (account_id, application_id, ip, user_agent, body)
        select a.account_id, a.application_id, a.ip, a.user_agent, j.body
        from unnest(${column((b) => b.accountId)}::bigint[], ${column((b) => b.applicationId)}::bigint[],
          ${column((b) => b.ip)}::text[], ${column((b) => b.userAgent)}::text[])
          with ordinality as a(account_id, application_id, ip, user_agent, n)
        join jsonb_array_elements(${bodies}::jsonb) with ordinality as j(body, n) on j.n = a.n
        order by a.n
        returning id)
      select graphile_worker.add_job(${DRAIN_JOB}::text, '{}'::json, job_key => ${DRAIN_JOB}::text,
        job_key_mode => 'unsafe_dedupe') where exists (select 1 from b)`);
  };
  const drainQueue = async () => {
    writing = true;
    while (queue.length > 0) {
      const group = queue.slice(0, GROUP_MAX);
      queue = queue.slice(GROUP_MAX);
      try {
        await write(group.map((g) => g.batch));
        for (const g of group) g.done();
      } catch (error) {
        for (const g of group) g.done(error);
      }
    }
    writing = false;
  };
  return {
    store(batch: TPendingBatch): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ batch, done: (error) => (error === undefined ? resolve() : reject(error)) });
        if (!writing) void drainQueue();
      });
    },
  };
}

// One writer per database handle (the API's pool; a test's own database has its own).
const writers = new WeakMap<DbOrTx, ReturnType<typeof createGroupWriter>>();
function groupWriter(db: DbOrTx) {
  let writer = writers.get(db);
  if (!writer) {
    writer = createGroupWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

export function ingestRepository(db: DbOrTx) {
  return {
    // The batch is stored with the batches of the requests arriving at the same moment (group commit):
    // the promise settles once their one statement has committed, so the 202 still means "stored".
    async store(
      accountId: number,
      applicationId: number,
      ip: string | null,
      userAgent: string | null,
      body: TStoredBatch,
    ): Promise<void> {
      await groupWriter(db).store({ accountId, applicationId, ip, userAgent, body: JSON.stringify(body) });
    },
    // Locks the oldest due batches; the drain deletes each once processed, in the same transaction.
    async claim(limit: number): Promise<TBatchRow[]> {
      const result = await db.execute<TBatchRow>(sql`
        select id, account_id, application_id, received_at, ip, user_agent, body from ingest_batches
        where retry_at <= now() order by id limit ${limit} for update skip locked`);
      return result.rows;
    },
    async remove(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(ingestBatches).where(inArray(ingestBatches.id, ids));
    },
    // One more failed attempt: wait longer each time, and past DRAIN_MAX_ATTEMPTS move the batch to
    // the request logs as a dead letter. Read in SQL: the body may be the very thing that is broken.
    async fail(id: number, error: string): Promise<'retry' | 'dead'> {
      const result = await db.execute<{ attempts: number }>(sql`
        update ingest_batches set attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
          retry_at = now() + make_interval(secs => ${RETRY_BACKOFF_SECONDS} * (attempts + 1))
        where id = ${id} returning attempts`);
      if ((result.rows[0]?.attempts ?? 0) < DRAIN_MAX_ATTEMPTS) return 'retry';
      await db.execute(sql`
        with d as (delete from ingest_batches where id = ${id} returning *)
        insert into request_logs (account_id, application_id, device_id, url, ip, user_agent, event_count,
          received_at, body, status, error, attempts)
        select account_id, application_id, left(body->>'deviceId', 100), left(body#>>'{context,url}', 2000), ip,
          user_agent, case when jsonb_typeof(body->'events') = 'array' then jsonb_array_length(body->'events') else 0 end,
          received_at, body, 'failed', last_error, attempts from d`);
      return 'dead';
    },
    // The merchant sends a dead letter back to the queue: it drains again from a clean slate.
    async requeue(accountId: number, requestLogId: number): Promise<boolean> {
      const result = await db.execute(sql`
        with d as (delete from request_logs where account_id = ${accountId} and id = ${requestLogId} and status = 'failed'
                   returning *),
        b as (insert into ingest_batches (account_id, application_id, received_at, ip, user_agent, body)
              select account_id, application_id, received_at, ip, user_agent, body from d returning id)
        select graphile_worker.add_job(${DRAIN_JOB}::text, '{}'::json, job_key => ${DRAIN_JOB}::text,
          job_key_mode => 'unsafe_dedupe') from b`);
      return (result.rowCount ?? 0) > 0;
    },
    // The events of claimed batches as a relation for the sink's INSERT (TSinkEventSource), read from their
    // rows in SQL: each batch's device, and the member of each event that named one (n: 1-based position in
    // its batch). The same mapping toSinkEvent did in the app, without the bodies going there and back as JSON.
    eventsOf(
      batches: { id: number; devicePk: number }[],
      members: { batchId: number; n: number; memberId: number }[],
    ): SQL {
      const ids = (list: number[]) => sql.param(list);
      // Each body is read once per batch (materialized): read per event, PostgreSQL would fetch and
      // decompress the whole body again for every one of its events.
      return sql`
        with b as materialized (
          select b.id, b.account_id, b.application_id, p.device_pk, b.body->'events' as events,
            nullif(b.body#>>'{context,url}', '') as url
          from unnest(${ids(batches.map((b) => b.id))}::bigint[], ${ids(batches.map((b) => b.devicePk))}::bigint[]) as p(id, device_pk)
          join ingest_batches b on b.id = p.id)
        select b.account_id, b.application_id, (e.ev->>'ts')::timestamptz as occurred_at, (e.ev->>'id')::uuid as uid,
          b.device_pk, m.member_id, coalesce(${JSON.stringify(EVENT_CATEGORIES)}::jsonb->>(e.ev->>'type'), 'custom') as category,
          case when e.ev->>'type' = 'custom' then coalesce(e.ev->>'name', 'custom') else e.ev->>'type' end as name,
          e.ev->>'type' as code, b.url, e.ev->'properties' as parameters, row_number() over (order by b.id, e.n) as seq
        from b cross join lateral jsonb_array_elements(b.events) with ordinality as e(ev, n)
        left join unnest(${ids(members.map((m) => m.batchId))}::bigint[], ${ids(members.map((m) => m.n))}::int[],
          ${ids(members.map((m) => m.memberId))}::bigint[]) as m(batch_id, n, member_id) on m.batch_id = b.id and m.n = e.n`;
    },
    // The request logs of processed batches, copied in SQL from their claimed rows (locked by this
    // transaction, deleted after it): the bodies are not written out as JSON and parsed again.
    async logRequests(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`
        insert into request_logs (account_id, application_id, device_id, url, ip, user_agent, event_count, received_at, body)
        select account_id, application_id, body->>'deviceId', body#>>'{context,url}', ip, user_agent,
          jsonb_array_length(body->'events'), received_at, body
        from ingest_batches where id = any(${sql.param(ids)}::bigint[]) order by id`);
    },
  };
}
