import type { TCappedPageMeta, TPageMeta } from '@ulak/shared/http';

// Pages of the audience lists; the rows are the shared response schemas' types.
export type TPage<T> = { data: T[]; meta: TPageMeta };

export type {
  TCart,
  TDevice,
  TDeviceDetail,
  TEvent,
  TOrder,
  TProduct,
  TTag,
  TTagSummary,
} from '@ulak/shared/audience-records';

// apps/server/src/modules/tracking/request-logs.service.ts
export type TRequestLog = {
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
  received_at: string;
};
export type TRequestLogPage = { data: TRequestLog[]; meta: TCappedPageMeta };
export type TRequestLogEvent = { id?: string; type?: string; name?: string; ts?: string; properties?: unknown };
export type TRequestLogDetail = TRequestLog & {
  member: { id: number; name: string | null; surname: string | null; email: string | null } | null;
  rejected_reasons: { reason: string; count: number }[];
  rejected_events: { id: string; type: string; reason: string }[];
  events: TRequestLogEvent[];
  payload: unknown;
};
