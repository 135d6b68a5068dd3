import { z } from 'zod';

// Per-type settings of the eight on-site widgets (SPEC §1, §3 Widget, Wheel sector, Survey, Story).
// Visitor-facing words live in the widget's per-language texts; these are the type's structure.
export const WIDGET_TYPES = [
  'banner',
  'multi_banner',
  'newsletter',
  'survey',
  'story',
  'wheel',
  'web_push',
  'product_view_remember',
] as const;
export type TWidgetType = (typeof WIDGET_TYPES)[number];

const required = 'validation.fill_all_fields';
const ZImageUrl = z.url({ protocol: /^https?$/, error: 'validation.url_invalid' }).max(2000);
const ZLinkUrl = ZImageUrl.nullable().default(null);
const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color_invalid');
const ZRefId = z.number().int().positive().nullable().default(null);

export const BANNER_POSITIONS = ['top', 'bottom', 'center'] as const;
export const ZBannerSettings = z.object({
  position: z.enum(BANNER_POSITIONS).default('top'),
  imageUrl: ZImageUrl.nullable().default(null),
  linkUrl: ZLinkUrl,
  closable: z.boolean().default(true),
});

export const ZMultiBannerSettings = z.object({
  position: z.enum(BANNER_POSITIONS).default('center'),
  slides: z
    .array(z.object({ imageUrl: ZImageUrl, linkUrl: ZLinkUrl }))
    .min(1, required)
    .max(10),
  autoplaySeconds: z.number().int().min(0).max(60).default(5),
});

export const NEWSLETTER_CHANNELS = ['email', 'phone'] as const;
export const ZNewsletterSettings = z.object({
  channel: z.enum(NEWSLETTER_CHANNELS).default('email'),
  // The tag the confirmed member gets (source 'site'); the merchant's segments can use it.
  tag: z.string().trim().min(1, required).max(50).default('newsletter'),
  // A coupon from this campaign's pool is sent once the address is confirmed.
  couponCampaignId: ZRefId,
});

export const ZSurveyAnswer = z.object({
  text: z.string().trim().min(1, required).max(200),
  // The voter joins this (static) segment.
  segmentId: ZRefId,
});
export const ZSurveySettings = z.object({
  answers: z.array(ZSurveyAnswer).min(2, 'validation.survey_answers_min').max(10),
  otherOption: z.boolean().default(false),
  otherSegmentId: ZRefId,
});

export const ZStory = z.object({
  name: z.string().trim().min(1, required).max(60),
  images: z.array(ZImageUrl).min(1, required).max(10),
  content: z.string().trim().max(500).default(''),
  linkUrl: ZLinkUrl,
});
export const ZStorySettings = z.object({
  stories: z.array(ZStory).min(1, required).max(20),
  secondsPerImage: z.number().int().min(2).max(30).default(5),
});

export const ZWheelSector = z.object({
  name: z.string().trim().min(1, required).max(60),
  // Win percentage 0–100 (SPEC §5); the sectors of a wheel sum to 100.
  percentage: z
    .number({ error: 'validation.wheel_percentage_range' })
    .min(0, 'validation.wheel_percentage_range')
    .max(100, 'validation.wheel_percentage_range'),
  color: ZColor,
  textColor: ZColor,
  // A sector with a campaign wins one unique coupon from its pool; without one it is a "no luck" sector.
  couponCampaignId: ZRefId,
});
export const ZWheelSettings = z.object({
  collect: z.enum(NEWSLETTER_CHANNELS).default('email'),
  sectors: z
    .array(ZWheelSector)
    .min(2, 'validation.wheel_sectors_min')
    .max(12)
    .superRefine((sectors, ctx) => {
      const total = sectors.reduce((sum, s) => sum + s.percentage, 0);
      if (Math.abs(total - 100) > 1e-6) ctx.addIssue({ code: 'custom', message: 'validation.wheel_percentage_sum' });
    }),
});

// The soft ask's timing is the widget's trigger (e.g. after N seconds), "later" its frequency.
export const ZWebPushSettings = z.object({});

export const ZProductViewRememberSettings = z.object({
  maxProducts: z.number().int().min(1).max(10).default(4),
  // The previous visit's product views are looked up within this many days.
  lookbackDays: z.number().int().min(1).max(90).default(30),
});

export const WIDGET_SETTINGS = {
  banner: ZBannerSettings,
  multi_banner: ZMultiBannerSettings,
  newsletter: ZNewsletterSettings,
  survey: ZSurveySettings,
  story: ZStorySettings,
  wheel: ZWheelSettings,
  web_push: ZWebPushSettings,
  product_view_remember: ZProductViewRememberSettings,
} as const;

export type TBannerSettings = z.infer<typeof ZBannerSettings>;
export type TMultiBannerSettings = z.infer<typeof ZMultiBannerSettings>;
export type TNewsletterSettings = z.infer<typeof ZNewsletterSettings>;
export type TSurveySettings = z.infer<typeof ZSurveySettings>;
export type TStorySettings = z.infer<typeof ZStorySettings>;
export type TWheelSettings = z.infer<typeof ZWheelSettings>;
export type TWheelSector = z.infer<typeof ZWheelSector>;
export type TWebPushSettings = z.infer<typeof ZWebPushSettings>;
export type TProductViewRememberSettings = z.infer<typeof ZProductViewRememberSettings>;
