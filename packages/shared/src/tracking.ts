import { z } from 'zod';
import { ZPageQuery } from './http';

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
