import { z } from 'zod';
import { ZHttpUrl } from '../urls';
import { ZPageQuery } from '../http';
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

export type TCampaign = {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  automation: boolean;
  status: TCampaignStatus;
  displayStatus: TCampaignDisplayStatus;
  taskCount: number;
  couponCount: number;
  sendCount: number;
  createdAt: string;
};

// Attribution windows of the reports (last touch): email opens/clicks 5 days, other channels' clicks 1 day.
export const ATTRIBUTION_DEFAULTS = { emailDays: 5, otherDays: 1 } as const;

export const ZReportQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  emailWindowDays: z.coerce.number().int().min(1).max(90).default(ATTRIBUTION_DEFAULTS.emailDays),
  otherWindowDays: z.coerce.number().int().min(1).max(90).default(ATTRIBUTION_DEFAULTS.otherDays),
});
export type TReportQuery = z.infer<typeof ZReportQuery>;

export type TReportTotals = {
  // Accepted by the provider and not reported undelivered since (bounces included, also counted apart).
  sent: number;
  delivered: number;
  bounce: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  // Not sent: failed (provider, rendering, channel not set up) and skipped by a send rule (see TTaskRunTally).
  failed: number;
  skipped: number;
  // Of the skipped: commercial messages the IYS registry refused (the recipient's consent is RET).
  iysRejected: number;
  orderCount: number;
  totalPrice: number;
  orderProfit: number;
  couponOrders: number;
};

export type TCampaignReport = {
  totals: TReportTotals;
  byChannel: ({ channel: string } & TReportTotals)[];
  overTime: {
    day: string;
    sent: number;
    opened: number;
    clicked: number;
    failed: number;
    orderCount: number;
    totalPrice: number;
  }[];
  links: { url: string; clicks: number; uniqueClicks: number }[];
  window: { emailDays: number; otherDays: number };
};
