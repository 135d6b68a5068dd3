import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { TStoredBatch } from './ingest.repository';

export type TRequestLogFilters = { applicationId?: number; status?: 'processed' | 'failed' };
export type TRequestLogRow = {
  id: number;
  application_id: number;
  device_id: string | null;
  url: string | null;
  ip: string | null;
  user_agent: string | null;
  event_count: number;
  rejected_count: number;
  status: 'processed' | 'failed';
  error: string | null;
  attempts: number;
  received_at: Date;
};
export type TRequestLogDetailRow = TRequestLogRow & { body: TStoredBatch };

const COLUMNS = sql`id, application_id, device_id, url, ip, user_agent, event_count, status, error, attempts, received_at,
  coalesce(jsonb_array_length(case when jsonb_typeof(body->'rejected') = 'array' then body->'rejected' end), 0)::int as rejected_count`;

function where(accountId: number, f: TRequestLogFilters): SQL {
  const app = f.applicationId ? sql` and application_id = ${f.applicationId}` : sql``;
  const status = f.status ? sql` and status = ${f.status}` : sql``;
  return sql`account_id = ${accountId}${app}${status}`;
}

// The request logs of the events screen (rows written by the ingest drain).
export function requestLogsRepository(db: DbOrTx) {
  return {
    async list(accountId: number, f: TRequestLogFilters, limit: number, offset: number): Promise<TRequestLogRow[]> {
      const result = await db.execute<TRequestLogRow>(sql`
        select ${COLUMNS} from request_logs where ${where(accountId, f)}
        order by id desc limit ${limit} offset ${offset}`);
      return result.rows;
    },
    // Counting a log of millions costs a full scan: stop at `cap` and let the caller say "cap+".
    async countUpTo(accountId: number, f: TRequestLogFilters, cap: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (select 1 from request_logs where ${where(accountId, f)} limit ${cap + 1}) t`);
      return result.rows[0]?.n ?? 0;
    },
    async find(accountId: number, id: number): Promise<TRequestLogDetailRow | null> {
      const result = await db.execute<TRequestLogDetailRow>(sql`
        select ${COLUMNS}, body from request_logs where account_id = ${accountId} and id = ${id}`);
      return result.rows[0] ?? null;
    },
  };
}
