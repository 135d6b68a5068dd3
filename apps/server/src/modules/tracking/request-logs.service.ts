import { HTTP_STATUS, REQUEST_LOG_COUNT_CAP, type TCappedPageMeta, type TRequestLogListQuery } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { deviceOwner } from '../audience';
import { ingestRepository } from './ingest.repository';
import { maskIp } from './ip-mask';
import { requestLogsRepository, type TRequestLogRow } from './request-logs.repository';

type Deps = Pick<AppDeps, 'db'>;

const notFound = (): AppError => new AppError('request_log_not_found', HTTP_STATUS.notFound);

function toLog(row: TRequestLogRow) {
  return {
    id: Number(row.id),
    application_id: Number(row.application_id),
    device_id: row.device_id,
    url: row.url,
    ip: maskIp(row.ip),
    user_agent: row.user_agent,
    event_count: row.event_count,
    rejected_count: row.rejected_count,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    received_at: new Date(row.received_at).toISOString(),
  };
}

// Pages past the cap are not read: the screen cannot reach them (its total stops at the cap), and
// an offset of millions would walk the account's whole log.
export async function listRequestLogs(
  deps: Deps,
  accountId: number,
  q: TRequestLogListQuery,
): Promise<{ data: ReturnType<typeof toLog>[]; meta: TCappedPageMeta }> {
  const repo = requestLogsRepository(deps.db);
  const filters = { applicationId: q.applicationId, status: q.status };
  const offset = (q.page - 1) * q.perPage;
  const [rows, counted] = await Promise.all([
    offset >= REQUEST_LOG_COUNT_CAP ? Promise.resolve([]) : repo.list(accountId, filters, q.perPage, offset),
    repo.countUpTo(accountId, filters, REQUEST_LOG_COUNT_CAP),
  ]);
  const capped = counted > REQUEST_LOG_COUNT_CAP;
  return {
    data: rows.map(toLog),
    meta: { page: q.page, perPage: q.perPage, total: Math.min(counted, REQUEST_LOG_COUNT_CAP), capped },
  };
}

// The raw batch: who sent it, what was accepted and refused (with reasons), and the payload.
export async function getRequestLog(deps: Deps, accountId: number, id: number) {
  const row = await requestLogsRepository(deps.db).find(accountId, id);
  if (!row) throw notFound();
  const body = row.body;
  const rejected = Array.isArray(body.rejected) ? body.rejected : [];
  const reasons = new Map<string, number>();
  for (const r of rejected) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
  const member =
    typeof body.deviceId === 'string'
      ? await deviceOwner(deps.db, accountId, Number(row.application_id), body.deviceId)
      : null;
  return {
    ...toLog(row),
    member,
    rejected_reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
    rejected_events: rejected,
    events: Array.isArray(body.events) ? body.events : [],
    payload: body,
  };
}

// A dead letter goes back to the ingest queue; the drain writes a fresh log when it succeeds.
export async function retryRequestLog(deps: Deps, accountId: number, id: number): Promise<void> {
  const row = await requestLogsRepository(deps.db).find(accountId, id);
  if (!row) throw notFound();
  if (row.status !== 'failed') throw new AppError('request_log_not_failed', HTTP_STATUS.validation);
  if (!(await ingestRepository(deps.db).requeue(accountId, id))) throw notFound();
}
