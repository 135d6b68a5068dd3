import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

export const DRAIN_JOB = 'tracking.drain';

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
};

export function ingestRepository(db: DbOrTx) {
  return {
    // One statement: the batch row and the drain job, so the 202 means "stored". unsafe_dedupe
    // inserts no second job while one exists (no hot-row lock across requests); the running
    // drain re-enqueues itself while batches keep coming, and a cron picks up any straggler.
    async store(
      accountId: number,
      applicationId: number,
      ip: string | null,
      userAgent: string | null,
      body: TStoredBatch,
    ): Promise<void> {
      await db.execute(sql`
        with b as (
          insert into ingest_batches (account_id, application_id, ip, user_agent, body)
          values (${accountId}, ${applicationId}, ${ip}, ${userAgent}, ${JSON.stringify(body)}::jsonb)
          returning id)
        select graphile_worker.add_job(${DRAIN_JOB}::text, '{}'::json, job_key => ${DRAIN_JOB}::text,
          job_key_mode => 'unsafe_dedupe') from b`);
    },
    // Claims the oldest batches; they are deleted with the transaction that processes them.
    async claim(limit: number): Promise<TBatchRow[]> {
      const result = await db.execute<TBatchRow>(sql`
        delete from ingest_batches where id in (
          select id from ingest_batches order by id limit ${limit} for update skip locked)
        returning id, account_id, application_id, received_at, ip, user_agent, body`);
      return result.rows.sort((a, b) => a.id - b.id);
    },
    async logRequests(rows: TBatchRow[]): Promise<void> {
      if (rows.length === 0) return;
      const logs = rows.map((r) => ({
        account_id: r.account_id,
        application_id: r.application_id,
        device_id: r.body.deviceId,
        url: r.body.context.url,
        ip: r.ip,
        user_agent: r.user_agent,
        event_count: r.body.events.length,
        received_at: r.received_at,
        body: r.body,
      }));
      await db.execute(sql`
        insert into request_logs (account_id, application_id, device_id, url, ip, user_agent, event_count, received_at, body)
        select * from jsonb_to_recordset(${JSON.stringify(logs)}::jsonb) as x(account_id bigint, application_id bigint, device_id text,
          url text, ip text, user_agent text, event_count int, received_at timestamptz, body jsonb)`);
    },
  };
}
