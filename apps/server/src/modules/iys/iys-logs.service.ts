import {
  IYS_CHANNELS,
  IYS_TYPE_OF,
  ZIysChangeLogQuery,
  ZIysTransferLogQuery,
  type TIysChangeLog,
  type TIysChangeLogQuery,
  type TIysSummary,
  type TIysTransferLog,
  type TIysTransferLogQuery,
} from '@ulak/shared/iys';
import type { TPageMeta } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { assertMemberOf } from '../audience';
import { businessDaysBefore } from './iys-dates';
import { IYS_PUSH_POLICY } from './iys-push.service';
import { iysLogsRepository, type TChangeLogRow, type TTransferLogRow } from './iys-logs.repository';
import { iysConsentsRepository, iysSettingsRepository } from './iys.repository';

type Deps = Pick<AppDeps, 'db'>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toChangeLog(r: TChangeLogRow): TIysChangeLog {
  return {
    id: Number(r.id),
    direction: r.direction,
    memberId: r.member_id === null ? null : Number(r.member_id),
    recipient: r.recipient,
    recipientType: r.recipient_type,
    type: r.type,
    status: r.status,
    source: r.source,
    origin: r.origin,
    consentDate: iso(r.consent_date) ?? '',
    state: r.state,
    errorCode: r.error_code,
    errorMessage: r.error_message,
    batchId: r.batch_id === null ? null : Number(r.batch_id),
    createdAt: iso(r.created_at) ?? '',
  };
}

function toTransferLog(r: TTransferLogRow): TIysTransferLog {
  return {
    id: Number(r.id),
    requestId: r.request_id,
    count: r.count,
    successCount: r.success_count,
    failureCount: r.failure_count,
    status: r.status,
    error: r.error,
    createdAt: iso(r.created_at) ?? '',
    completedAt: iso(r.completed_at),
  };
}

export async function listChangeLogs(
  deps: Deps,
  accountId: number,
  raw: TIysChangeLogQuery,
): Promise<{ data: TIysChangeLog[]; meta: TPageMeta }> {
  const q = ZIysChangeLogQuery.parse(raw);
  const { rows, total } = await iysLogsRepository.changes(deps.db, accountId, q);
  return { data: rows.map(toChangeLog), meta: { page: q.page, perPage: q.perPage, total } };
}

// The member detail's IYS logs tab: that member's consents both ways.
export async function listMemberIysLogs(
  deps: Deps,
  accountId: number,
  memberId: number,
  raw: { page?: number; perPage?: number },
): Promise<{ data: TIysChangeLog[]; meta: TPageMeta }> {
  await assertMemberOf(deps.db, accountId, memberId);
  const q = ZIysChangeLogQuery.parse(raw);
  const { rows, total } = await iysLogsRepository.changes(deps.db, accountId, { ...q, memberId });
  return { data: rows.map(toChangeLog), meta: { page: q.page, perPage: q.perPage, total } };
}

export async function listTransferLogs(
  deps: Deps,
  accountId: number,
  raw: TIysTransferLogQuery,
): Promise<{ data: TIysTransferLog[]; meta: TPageMeta }> {
  const q = ZIysTransferLogQuery.parse(raw);
  const { rows, total } = await iysLogsRepository.transfers(deps.db, accountId, q);
  return { data: rows.map(toTransferLog), meta: { page: q.page, perPage: q.perPage, total } };
}

// The summary header (SPEC §2): integration status, the change-log and transfer-log figures (last, total,
// last 24 hours), the queue (SPEC §4: completed or continuing) and the packet's usage per channel.
export async function iysSummary(deps: Deps, accountId: number): Promise<TIysSummary> {
  const settings = await iysSettingsRepository.find(deps.db, accountId);
  const [figures, queue] = await Promise.all([
    iysLogsRepository.figures(deps.db, accountId),
    iysConsentsRepository.queueCounts(deps.db, accountId, businessDaysBefore(new Date(), IYS_PUSH_POLICY.warnDays)),
  ]);
  const used = new Map(figures.perType.map((r) => [r.type, Number(r.used)]));
  const perChannel = Object.fromEntries(
    IYS_CHANNELS.map((c) => [c, used.get(IYS_TYPE_OF[c]) ?? 0]),
  ) as TIysSummary['packet']['perChannel'];
  const log = (f: { last: Date | null; total: number; last24h: number } | undefined) => ({
    last: iso(f?.last ?? null),
    total: Number(f?.total ?? 0),
    last24h: Number(f?.last24h ?? 0),
  });
  return {
    integration: {
      configured: settings !== null,
      active: settings?.active ?? false,
      connectionState: settings?.connectionState ?? 'not_tested',
    },
    queue: queue.waiting > 0 ? 'continuing' : 'completed',
    pending: queue.waiting,
    nearDeadline: queue.near,
    changeLogs: log(figures.changes),
    transferLogs: log(figures.transfers),
    packet: {
      name: settings?.packetName ?? 'IYS',
      countLimit: settings?.countLimit ?? null,
      usage: settings?.usage ?? 0,
      perChannel,
    },
  };
}
