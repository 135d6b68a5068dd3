import { z } from 'zod';
import { ZMessageContent } from '../messaging/api';
import { ZChannel } from '../messaging/channels';
import { TRACKING_EVENT_TYPES } from '../tracking';

// A journey's graph (ARCHITECTURE "Journeys"): a trigger, entry rules, exit goals and nodes linked by id.
// Published versions are immutable; the workflow keeps one draft beside them.

// Events a journey can start on, wait for or end on: the SDK's events, facts the platform derives
// (an order's status changed, a watched product's price dropped or came back in stock), and custom
// events named `custom:<name>`.
// segment_entered / segment_left carry { segmentId } (a segment trigger filters on it).
export const JOURNEY_SYSTEM_EVENTS = [
  'order_status_changed',
  'price_drop',
  'back_in_stock',
  'segment_entered',
  'segment_left',
] as const;
export const JOURNEY_EVENTS = [...TRACKING_EVENT_TYPES.filter((e) => e !== 'custom'), ...JOURNEY_SYSTEM_EVENTS];
const CUSTOM_EVENT = /^custom:[a-z0-9_.-]{1,100}$/i;

export function isKnownJourneyEvent(name: string): boolean {
  return (JOURNEY_EVENTS as readonly string[]).includes(name) || CUSTOM_EVENT.test(name);
}

const ZNodeId = z.string().trim().min(1).max(64);
const ZNext = ZNodeId.nullable().default(null);
const ZEventName = z.string().trim().min(1).max(120);

export const COMPARE_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
export const ZPropertyFilter = z.object({
  property: z.string().trim().min(1).max(100),
  op: z.enum(COMPARE_OPS),
  value: z.union([z.string().max(500), z.number()]),
});
export type TPropertyFilter = z.infer<typeof ZPropertyFilter>;

// What starts a journey. Date triggers are swept once a day at `hour` in the account's time zone.
export const ZTrigger = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    event: ZEventName,
    filters: z.array(ZPropertyFilter).max(10).default([]),
    // The trigger property that names one entry (a cart id, an order code): a member may be in the
    // journey once per key, and a wait for an event can match the same key.
    keyProperty: z.string().trim().max(100).nullable().default(null),
    // Only events from this application (the scenario's domain); null = any.
    applicationId: z.number().int().positive().nullable().default(null),
  }),
  z.object({
    kind: z.literal('date'),
    date: z.enum(['birthday', 'inactive', 'coupon_expiry']),
    // inactive: days since the last login; coupon_expiry: days before an unused voucher expires.
    days: z.number().int().min(0).max(3650).default(0),
    hour: z.number().int().min(0).max(23).default(10),
  }),
  // An HTTP POST to the workflow's own URL (see ZIncomingWebhookBody), signed with or bearing the workflow's
  // secret; its `data` is the journey's trigger data.
  z.object({ kind: z.literal('webhook') }),
]);
export type TTrigger = z.infer<typeof ZTrigger>;

export const ZEntryRule = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('once') }),
  z.object({ mode: z.literal('again_after'), days: z.number().int().min(0).max(3650) }),
]);
export type TEntryRule = z.infer<typeof ZEntryRule>;

export const WAIT_MODES = ['duration', 'time_of_day', 'event', 'date'] as const;
// date: a date of the member (a column) or of the trigger (a property), moved by `offsetDays`, at hour:minute
// in the account's time zone; `yearly` takes its next anniversary (a birthday).
export const WAIT_DATE_SOURCES = ['member', 'trigger'] as const;
export const WAIT_MEMBER_DATES = ['birth_date', 'created_at', 'last_login_at'] as const;
const ZWaitNode = z.object({
  id: ZNodeId,
  type: z.literal('wait'),
  mode: z.enum(WAIT_MODES),
  // duration
  minutes: z.number().int().min(0).max(525_600).default(0),
  // time_of_day: the next hh:mm in the account's time zone, on one of `weekdays` (1 = Monday … 7) if given
  hour: z.number().int().min(0).max(23).default(10),
  minute: z.number().int().min(0).max(59).default(0),
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  // event: wake when `event` happens (on the same trigger key when `matchKey`), else after `timeoutMinutes`
  event: ZEventName.nullable().default(null),
  matchKey: z.boolean().default(false),
  filters: z.array(ZPropertyFilter).max(10).default([]),
  timeoutMinutes: z.number().int().min(1).max(525_600).default(1440),
  dateSource: z.enum(WAIT_DATE_SOURCES).default('trigger'),
  dateField: z.string().trim().max(100).default(''),
  offsetDays: z.number().int().min(-3650).max(3650).default(0),
  yearly: z.boolean().default(false),
  next: ZNext,
  timeoutNext: ZNext,
});

export const CONDITION_KINDS = ['in_segment', 'event_since_entry', 'trigger_value', 'member_field'] as const;
const ZCondition = z.object({
  kind: z.enum(CONDITION_KINDS),
  segmentId: z.number().int().positive().nullable().default(null),
  event: ZEventName.nullable().default(null),
  // trigger_value: a property of the trigger compared with `value`; member_field: a member column.
  property: z.string().trim().max(100).nullable().default(null),
  op: z.enum(COMPARE_OPS).default('eq'),
  value: z
    .union([z.string().max(500), z.number(), z.boolean()])
    .nullable()
    .default(null),
});
export type TCondition = z.infer<typeof ZCondition>;

const ZConditionNode = z.object({
  id: ZNodeId,
  type: z.literal('condition'),
  condition: ZCondition,
  yes: ZNext,
  no: ZNext,
});

export const AB_WINNER_METRICS = ['conversion_rate', 'revenue_per_member'] as const;

const ZSplitNode = z.object({
  id: ZNodeId,
  type: z.literal('ab'),
  branches: z
    .array(z.object({ percent: z.number().int().min(0).max(100), next: ZNext }))
    .min(2)
    .max(5),
  // Automatic winner: once `sampleSize` members have passed and `decideAfterHours` went by after the last of
  // them, everyone after goes down the branch whose sample did best by `metric`.
  winner: z
    .object({
      metric: z.enum(AB_WINNER_METRICS),
      sampleSize: z.number().int().min(10).max(1_000_000),
      decideAfterHours: z.number().int().min(0).max(720).default(24),
    })
    .nullable()
    .default(null),
});

// A send: one channel, or the first of `channels` the member can receive (permission and address).
const ZSendNode = z.object({
  id: ZNodeId,
  type: z.literal('send'),
  channels: z.array(ZChannel).min(1).max(5),
  contents: z.partialRecord(ZChannel, ZMessageContent).default({}),
  // A unique coupon per member from this campaign's coupons (assigned at send time).
  couponCampaignId: z.number().int().positive().nullable().default(null),
  next: ZNext,
});

const ZUpdateMemberNode = z.object({
  id: ZNodeId,
  type: z.literal('update_member'),
  tags: z
    .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(500).default('') }))
    .max(20)
    .default([]),
  // Member fields of the catalogue's journey-writable ones (JOURNEY_MEMBER_FIELDS), each checked as the member
  // form checks it; '' clears an optional field.
  fields: z
    .array(z.object({ field: z.string().trim().min(1).max(60), value: z.string().max(500).default('') }))
    .max(20)
    .default([]),
  next: ZNext,
});

// An outgoing webhook: the member and trigger facts POSTed as JSON to the merchant's URL, signed with the
// workflow's secret (HMAC-SHA256), once per journey and node, retried with backoff; the journey goes on.
const ZWebhookNode = z.object({
  id: ZNodeId,
  type: z.literal('webhook'),
  url: z.string().trim().max(2000).default(''),
  next: ZNext,
});
export type TWebhookNode = z.infer<typeof ZWebhookNode>;
export type TUpdateMemberNode = z.infer<typeof ZUpdateMemberNode>;

const ZExitNode = z.object({ id: ZNodeId, type: z.literal('exit') });

export const ZWorkflowNode = z.discriminatedUnion('type', [
  ZWaitNode,
  ZConditionNode,
  ZSplitNode,
  ZSendNode,
  ZUpdateMemberNode,
  ZWebhookNode,
  ZExitNode,
]);
export type TWorkflowNode = z.infer<typeof ZWorkflowNode>;
export type TWorkflowNodeType = TWorkflowNode['type'];
export type TSendNode = z.infer<typeof ZSendNode>;
export type TWaitNode = z.infer<typeof ZWaitNode>;

export const ZWorkflowGraph = z.object({
  trigger: ZTrigger,
  entry: ZEntryRule.default({ mode: 'once' }),
  // Events that take a member out at once, even in the middle of a wait (a purchase ends a cart journey).
  exitGoals: z.array(ZEventName).max(10).default([]),
  // The conversion goal: the event that counts a journey as converted within 7 days of entering (purchase by
  // default), optionally only when its order value (`totalPrice`) reaches `minOrderValue`. Reports, node
  // counters and A/B winners count conversions and their revenue by it.
  conversion: z
    .object({
      event: ZEventName.default('purchase'),
      minOrderValue: z
        .number()
        .positive('validation.min_order_value_positive')
        .max(100_000_000)
        .nullable()
        .default(null),
    })
    .default({ event: 'purchase', minOrderValue: null }),
  // The flow filter: conditions checked again before every send; a member who no longer meets them all
  // leaves the journey there (the trigger's filters are checked only at entry).
  flowFilter: z.array(ZCondition).max(10).default([]),
  // Members held out get nothing, so reports compare against them.
  holdoutPercent: z.number().int().min(0).max(50).default(0),
  // Smart sending: a send is skipped for a member who got a message from this workflow in the last
  // `smartSendingHours` hours (0 = off).
  smartSendingHours: z.number().int().min(0).max(720).default(0),
  start: ZNext,
  nodes: z.array(ZWorkflowNode).max(200),
  // Canvas positions, kept with the draft; the engine ignores them.
  layout: z.record(z.string(), z.object({ x: z.number(), y: z.number() })).default({}),
});
export type TWorkflowGraph = z.infer<typeof ZWorkflowGraph>;
export type TConversionGoal = TWorkflowGraph['conversion'];
export type TWorkflowGraphDraft = z.input<typeof ZWorkflowGraph>;

// The node ids a node leads to.
export function nextIds(node: TWorkflowNode): string[] {
  switch (node.type) {
    case 'wait':
      return [node.next, node.mode === 'event' ? node.timeoutNext : null].filter((n): n is string => n !== null);
    case 'condition':
      return [node.yes, node.no].filter((n): n is string => n !== null);
    case 'ab':
      return node.branches.map((b) => b.next).filter((n): n is string => n !== null);
    case 'exit':
      return [];
    default:
      return node.next === null ? [] : [node.next];
  }
}
