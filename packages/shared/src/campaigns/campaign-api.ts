import { z } from 'zod';
import { ZHttpUrl } from '../urls';
import { ZPageQuery, ZTimestamp, pageEnvelope } from '../http';
import { ZCouponOptions } from './coupon-api';

// Campaigns (SPEC §3 Campaign, §4 activate / deactivate / end): the API inputs shared by server and web.
export const CAMPAIGN_STATUSES = ['active', 'passive', 'ended'] as const;
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;

// What the list shows (SPEC §4 "Statuses shown include Continue and Ended").
export const CAMPAIGN_DISPLAY_STATUSES = ['continue', 'ended'] as const;
export type TCampaignDisplayStatus = (typeof CAMPAIGN_DISPLAY_STATUSES)[number];

export const ZCampaignInput = z
  .object({
    name: z.string().trim().min(2, 'validation.name_min').max(200),
    description: z.string().trim().max(2000).default(''),
    imageUrl: ZHttpUrl.nullable().default(null),
    startsAt: z.coerce.date().nullable().default(null),
    // null = endless.
    endsAt: z.coerce.date().nullable().default(null),
    // An automation campaign: activating it activates all its tasks (SPEC §4).
    automation: z.boolean().default(false),
    coupon: ZCouponOptions.nullable().default(null),
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    message: 'validation.end_after_start',
    path: ['endsAt'],
  });
export type TCampaignInput = z.infer<typeof ZCampaignInput>;
export type TCampaignInputDraft = z.input<typeof ZCampaignInput>;

export const ZCampaignListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(CAMPAIGN_DISPLAY_STATUSES).optional(),
});
export type TCampaignListQuery = z.infer<typeof ZCampaignListQuery>;

export const ZCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: ZTimestamp.nullable(),
  endsAt: ZTimestamp.nullable(),
  automation: z.boolean(),
  status: ZCampaignStatus,
  displayStatus: z.enum(CAMPAIGN_DISPLAY_STATUSES).describe('What the list shows: continue or ended'),
  taskCount: z.number().int(),
  couponCount: z.number().int(),
  sendCount: z.number().int(),
  createdAt: ZTimestamp,
});
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignPage = pageEnvelope(ZCampaign);

// Attribution windows of the reports (last touch): email opens/clicks 5 days, other channels' clicks 1 day.
export const ATTRIBUTION_DEFAULTS = { emailDays: 5, otherDays: 1 } as const;

export const ZReportQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  emailWindowDays: z.coerce.number().int().min(1).max(90).default(ATTRIBUTION_DEFAULTS.emailDays),
  otherWindowDays: z.coerce.number().int().min(1).max(90).default(ATTRIBUTION_DEFAULTS.otherDays),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

const count = z.number().int();
export const ZReportTotals = z.object({
  sent: count.describe('Accepted by the provider and not reported undelivered since (bounces included)'),
  delivered: count,
  bounce: count,
  opened: count,
  clicked: count,
  unsubscribed: count,
  failed: count.describe('Not sent: the provider, rendering or channel setup failed'),
  skipped: count.describe('Not sent: a send rule skipped it'),
  iysRejected: count.describe('Of the skipped: commercial messages the IYS registry refused'),
  orderCount: count,
  totalPrice: z.number(),
  orderProfit: z.number(),
  couponOrders: count,
});
export type TReportTotals = z.infer<typeof ZReportTotals>;

export const ZCampaignReport = z.object({
  totals: ZReportTotals,
  byChannel: z.array(ZReportTotals.extend({ channel: z.string() })),
  overTime: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD'),
      sent: count,
      opened: count,
      clicked: count,
      failed: count,
      orderCount: count,
      totalPrice: z.number(),
    }),
  ),
  links: z.array(z.object({ url: z.string(), clicks: count, uniqueClicks: count })),
  window: z.object({ emailDays: count, otherDays: count }).describe('The attribution windows in days'),
});
export type TCampaignReport = z.infer<typeof ZCampaignReport>;
