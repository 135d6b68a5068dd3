import { z } from 'zod';
import { ZPageMeta, ZTimestamp, dataEnvelope, pageEnvelope } from './http';

// What the audience API answers with for devices, tags, orders, products, carts and events (SPEC §3 field
// names): the server builds these, the web reads their inferred types.

export const ZTag = z.object({
  name: z.string(),
  type: z.string().describe('string, number, date or boolean'),
  value: z.string().nullable(),
  created_at: ZTimestamp,
});
export type TTag = z.infer<typeof ZTag>;
export const ZTagList = dataEnvelope(z.array(ZTag));

export const ZTagSummary = z.object({
  name: z.string(),
  type: z.string(),
  value: z.string().nullable().describe('The value when every carrier has the same one, else null'),
  value_count: z.number().int().describe('Distinct values under this tag name'),
  members: z.number().int().describe('Members carrying the tag'),
  devices: z.number().int().describe('Devices carrying the tag'),
});
export type TTagSummary = z.infer<typeof ZTagSummary>;
export const ZTagSummaryPage = pageEnvelope(ZTagSummary);
export const ZTagRenamed = dataEnvelope(z.object({ renamed: z.number().int().describe('Carriers renamed') }));
export const ZTagDeleted = dataEnvelope(z.object({ members: z.number().int(), devices: z.number().int() }));
export const ZTagBulkResult = dataEnvelope(z.object({ count: z.number().int().describe('Members changed') }));

export const ZDevice = z.object({
  id: z.number().int(),
  application_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  device_id: z.string().describe('The SDK or app device id'),
  reg_id: z.string().nullable().describe('Push registration id (token)'),
  platform: z.string(),
  language: z.string().nullable(),
  email: z.string().nullable(),
  push_approved: z.boolean(),
  push_error: z.string().nullable(),
  passive: z.boolean(),
  tag_count: z.number().int(),
  last_seen_at: ZTimestamp.nullable(),
  created_at: ZTimestamp.nullable(),
  updated_at: ZTimestamp.nullable(),
});
export type TDevice = z.infer<typeof ZDevice>;
export const ZDeviceDetail = ZDevice.extend({ tags: z.array(ZTag) });
export type TDeviceDetail = z.infer<typeof ZDeviceDetail>;
export const ZDevicePage = pageEnvelope(ZDevice);

export const ZOrder = z.object({
  id: z.number().int(),
  member_id: z.number().int().nullable(),
  order_code: z.string(),
  status: z.string(),
  total_count: z.number(),
  total_price: z.number(),
  price_currency: z.string(),
  date: ZTimestamp.nullable(),
  satisfaction_url: z.string().nullable(),
  tracking_url: z.string().nullable(),
  tracking_code: z.string().nullable(),
  coupon_code: z.string().nullable(),
  items: z.unknown().describe('The order lines as the shop sent them'),
  source: z.string(),
  // The member's name (or email) for the member column; null without a member. Lists only.
  member_name: z.string().nullable().optional(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderPage = pageEnvelope(ZOrder);

export const ZProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  price: z.number().nullable(),
  discount_price: z.number().nullable(),
  currency: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  updated_at: ZTimestamp.nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;
export const ZProductPage = pageEnvelope(ZProduct);

export const ZCart = z.object({
  total_count: z.number(),
  total_price: z.number(),
  price_currency: z.string(),
  items: z.unknown().describe('The cart lines as the shop sent them'),
  products: z.array(ZProduct).describe('The catalogue products the items name by code'),
  updated_at: ZTimestamp.nullable(),
});
export type TCart = z.infer<typeof ZCart>;

export const ZEvent = z.object({
  id: z.number().int(),
  occurred_at: ZTimestamp.nullable(),
  category: z.string(),
  name: z.string(),
  code: z.string(),
  url: z.string().nullable(),
  parameters: z.unknown(),
  member_id: z.number().int().nullable(),
  device_id: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
  // The member's name (or email) for the member column. Lists only.
  member_name: z.string().nullable().optional(),
});
export type TEvent = z.infer<typeof ZEvent>;
export const ZEventPage = pageEnvelope(ZEvent);

// The member detail's segments and tags tab.
export const ZMemberSegmentsTags = z.object({
  segments: z.array(z.object({ id: z.number().int(), name: z.string(), enteredAt: ZTimestamp })),
  tags: z.array(ZTag),
});
// A member detail tab kept by another module (sending history, widget interactions, IYS logs, order feedback):
// rows of that module's log.
export const ZMemberLogPage = z.object({
  data: z.array(z.unknown()).describe("Rows of that module's log"),
  meta: ZPageMeta.loose(),
});
// One member detail tab: orders, cart, events, devices, segments and tags, or another module's log.
export const ZMemberTab = z.union([
  ZOrderPage,
  ZEventPage,
  ZDevicePage,
  dataEnvelope(ZCart.nullable()),
  dataEnvelope(ZMemberSegmentsTags),
  ZMemberLogPage,
]);
