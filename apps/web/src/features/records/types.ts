import type { TCappedPageMeta, TPageMeta } from '@ulak/shared/http';

// Shapes of apps/server/src/modules/audience/records.service.ts (devices, orders, events, tags, carts).
export type TPage<T> = { data: T[]; meta: TPageMeta };

export type TTag = { name: string; type: string; value: string | null; created_at: string };
export type TTagSummary = {
  name: string;
  type: string;
  value: string | null;
  value_count: number;
  members: number;
  devices: number;
};

export type TDevice = {
  id: number;
  application_id: number | null;
  member_id: number | null;
  device_id: string;
  reg_id: string | null;
  platform: string;
  language: string | null;
  email: string | null;
  push_approved: boolean;
  push_error: string | null;
  passive: boolean;
  tag_count: number;
  last_seen_at: string | null;
  created_at: string | null;
  updated_at: string | null;
};
export type TDeviceDetail = TDevice & { tags: TTag[] };

export type TOrder = {
  id: number;
  member_id: number | null;
  order_code: string;
  status: string;
  total_count: number;
  total_price: string | number | null;
  price_currency: string | null;
  date: string | null;
  satisfaction_url: string | null;
  tracking_url: string | null;
  tracking_code: string | null;
  coupon_code: string | null;
  // The member's name (or email) for the member column; null without a member.
  member_name?: string | null;
  items: unknown;
  source: string | null;
};

export type TProduct = {
  id: number;
  code: string;
  title: string;
  content: string | null;
  price: number | null;
  discount_price: number | null;
  currency: string;
  url: string | null;
  image: string | null;
  category: string | null;
};

export type TCart = {
  total_count: number;
  total_price: string | number | null;
  price_currency: string | null;
  items: unknown;
  // The catalogue products the items name by code.
  products?: TProduct[];
  updated_at: string | null;
};

// Raw SQL rows: a bigint id may arrive as a string.
export type TEvent = {
  id: number | string;
  occurred_at: string | null;
  category: string | null;
  name: string | null;
  code: string | null;
  member_name?: string | null;
  url: string | null;
  parameters: unknown;
  member_id: number | string | null;
  device_id: number | string | null;
  application_id: number | string | null;
};

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
