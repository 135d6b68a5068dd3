import { z } from 'zod';
import { ZPageMeta, ZPageQuery, ZTimestamp } from './http';

// The SDK's ingest wire contract (packages/sdk/src/core/wire.types.ts), validated by the server.
export const TRACKING_EVENT_TYPES = [
  'page_view',
  'product_view',
  'add_to_cart',
  'remove_from_cart',
  'cart_update',
  'checkout',
  'purchase',
  'login',
  'identify',
  'signup',
  'add_favorite',
  'remove_favorite',
  'search',
  'custom',
] as const;
export type TTrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

export const INGEST_MAX_BODY_BYTES = 64 * 1024;
export const INGEST_MAX_EVENTS = 50;
export const INGEST_MAX_PROPERTY_KEYS = 50;
export const INGEST_MAX_DEPTH = 3;

const ZMemberRef = z.object({
  customerId: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
});

export const ZWireEvent = z.object({
  id: z.uuid(),
  type: z.enum(TRACKING_EVENT_TYPES),
  name: z.string().max(100).optional(),
  ts: z.iso.datetime({ offset: true }),
  properties: z.record(z.string().max(100), z.unknown()).default({}),
  member: ZMemberRef.optional(),
});
export type TWireEvent = z.infer<typeof ZWireEvent>;

export const ZPageContext = z.object({
  url: z.string().max(2000).default(''),
  referrer: z.string().max(2000).default(''),
  title: z.string().max(1000).default(''),
  language: z.string().max(35).default(''),
  screen: z.string().max(20).default(''),
  timezone: z.string().max(64).default(''),
});

export const ZIngestBatch = z.object({
  token: z.string().min(10).max(200),
  deviceId: z.string().min(8).max(100),
  sentAt: z.string().max(40).optional(),
  context: ZPageContext.default({ url: '', referrer: '', title: '', language: '', screen: '', timezone: '' }),
  events: z.array(ZWireEvent).min(1).max(INGEST_MAX_EVENTS),
});
export type TIngestBatch = z.infer<typeof ZIngestBatch>;

// The request logs screen: processed batches and dead letters ('failed'); counts stop at the cap.
export const REQUEST_LOG_STATUSES = ['processed', 'failed'] as const;
export const REQUEST_LOG_COUNT_CAP = 10_000;
export const ZRequestLogListQuery = ZPageQuery.extend({
  applicationId: z.coerce.number().int().positive().optional(),
  status: z.enum(REQUEST_LOG_STATUSES).optional(),
});
export type TRequestLogListQuery = z.infer<typeof ZRequestLogListQuery>;

export const ZRequestLog = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  device_id: z.string().nullable(),
  url: z.string().nullable(),
  ip: z.string().nullable().describe('The sender IP with its last part masked'),
  user_agent: z.string().nullable(),
  event_count: z.number().int(),
  rejected_count: z.number().int(),
  status: z.enum(REQUEST_LOG_STATUSES).describe('processed, or failed (a dead letter that can be retried)'),
  error: z.string().nullable(),
  attempts: z.number().int(),
  received_at: ZTimestamp,
});
export type TRequestLog = z.infer<typeof ZRequestLog>;
export const ZRequestLogPage = z.object({
  data: z.array(ZRequestLog),
  meta: ZPageMeta.extend({ capped: z.boolean().describe('The real total is larger than the counted one') }),
});
export type TRequestLogPage = z.infer<typeof ZRequestLogPage>;
export type TRequestLogEvent = { id?: string; type?: string; name?: string; ts?: string; properties?: unknown };
export const ZRequestLogDetail = ZRequestLog.extend({
  member: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      surname: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable()
    .describe("The device owner's member, when known"),
  rejected_reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  rejected_events: z.array(z.object({ id: z.string(), type: z.string(), reason: z.string() })),
  events: z.array(z.custom<TRequestLogEvent>()).describe('The events of the batch as the SDK sent them'),
  payload: z.unknown().describe('The whole batch as received'),
});
export type TRequestLogDetail = z.infer<typeof ZRequestLogDetail>;
