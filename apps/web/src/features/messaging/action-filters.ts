import dayjs from 'dayjs';
import { CHANNELS } from '@ulak/shared/messaging/channels';
import { PAGE_SIZES } from '../../lib/paging';
import type { TQuery } from './api';
import { SHOWN_STATUSES } from './message-stats';

// The action logs' filters; they live in the address so a filtered list can be shared or reloaded.
export type TActionFilters = {
  channel: string | null;
  status: string | null;
  from: string | null;
  to: string | null;
  memberId: number | null;
  runId: number | null;
  page: number;
  perPage: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (list: readonly string[], value: string | null) =>
  value !== null && list.includes(value) ? value : null;
const day = (value: string | null) => (value !== null && DAY.test(value) && dayjs(value).isValid() ? value : null);
const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function readActionFilters(params: URLSearchParams): TActionFilters {
  const perPage = positive(params.get('perPage'));
  return {
    channel: oneOf(CHANNELS, params.get('channel')),
    status: oneOf(SHOWN_STATUSES, params.get('status')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    memberId: positive(params.get('memberId')),
    runId: positive(params.get('run')),
    page: positive(params.get('page')) ?? 1,
    perPage: perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 20,
  };
}

export function writeActionFilters(filters: TActionFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.channel) out.channel = filters.channel;
  if (filters.status) out.status = filters.status;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.memberId) out.memberId = String(filters.memberId);
  if (filters.runId) out.run = String(filters.runId);
  if (filters.page > 1) out.page = String(filters.page);
  if (filters.perPage !== 20) out.perPage = String(filters.perPage);
  return out;
}

// The API query: whole local days, the end day included (the API's `to` is exclusive).
export function actionQuery(filters: Omit<TActionFilters, 'page' | 'perPage'>): TQuery {
  return {
    channel: filters.channel ?? undefined,
    status: filters.status ?? undefined,
    from: filters.from ? dayjs(filters.from).startOf('day').toISOString() : undefined,
    to: filters.to ? dayjs(filters.to).add(1, 'day').startOf('day').toISOString() : undefined,
    memberId: filters.memberId ?? undefined,
    runId: filters.runId ?? undefined,
  };
}

// The summary's query: the same filters over whole days of the account's time zone (both ends included);
// without days the server summarises the last 30.
export function actionSummaryQuery(filters: Omit<TActionFilters, 'page' | 'perPage'>): TQuery {
  return {
    channel: filters.channel ?? undefined,
    status: filters.status ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    memberId: filters.memberId ?? undefined,
    runId: filters.runId ?? undefined,
  };
}
