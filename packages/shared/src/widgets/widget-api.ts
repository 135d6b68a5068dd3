import { z } from 'zod';
import { MESSAGE_LANGUAGES } from '../locales';
import { ZPageMeta, ZPageQuery, ZTimestamp } from '../http';
import { WIDGET_SETTINGS, WIDGET_TYPES, type TWidgetType } from './widget-settings';

const ZWidgetType = z.enum(WIDGET_TYPES);

// A widget's targeting, look, texts and lifecycle (SPEC §3 Widget, §9 frequencies): the API inputs
// shared by the server, the builder and (its public subset) the shop script.
export const WIDGET_STATUSES = ['active', 'passive'] as const;
export const ZWidgetStatus = z.enum(WIDGET_STATUSES);
export type TWidgetStatus = z.infer<typeof ZWidgetStatus>;

export const WIDGET_DISPLAY_TYPES = ['everyone', 'member', 'non_member'] as const;
export const WIDGET_DEVICES = ['all', 'mobile', 'desktop'] as const;

// SPEC §9: don't show again, show always, 3 h, 6 h, 1 day, 3 days, 1 week, 15 days, 1 month;
// the banner also offers 1, 3, 6, 12 and 24 h.
export const WIDGET_FREQUENCIES = ['never_again', 'always', '3h', '6h', '1d', '3d', '1w', '15d', '1m'] as const;
export const BANNER_FREQUENCIES = ['1h', '12h', '24h'] as const;
export type TWidgetFrequency = (typeof WIDGET_FREQUENCIES)[number] | (typeof BANNER_FREQUENCIES)[number];
const HOUR = 3_600_000;
// How long after a view the widget stays hidden; null = never again, 0 = always shown.
export const FREQUENCY_MS: Record<TWidgetFrequency, number | null> = {
  never_again: null,
  always: 0,
  '1h': HOUR,
  '3h': 3 * HOUR,
  '6h': 6 * HOUR,
  '12h': 12 * HOUR,
  '24h': 24 * HOUR,
  '1d': 24 * HOUR,
  '3d': 72 * HOUR,
  '1w': 168 * HOUR,
  '15d': 360 * HOUR,
  '1m': 720 * HOUR,
};
export const frequenciesOf = (type: TWidgetType): readonly TWidgetFrequency[] =>
  type === 'banner' ? [...WIDGET_FREQUENCIES, ...BANNER_FREQUENCIES] : WIDGET_FREQUENCIES;

export const URL_RULE_OPERATORS = ['contains', 'not_contains', 'equals', 'starts_with'] as const;
export const ZUrlRule = z.object({
  operator: z.enum(URL_RULE_OPERATORS),
  value: z.string().trim().min(1, 'validation.fill_all_fields').max(500),
});
export type TUrlRule = z.infer<typeof ZUrlRule>;

export const TRIGGER_KINDS = ['immediate', 'delay', 'scroll', 'exit_intent', 'click'] as const;
export const ZWidgetTrigger = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('immediate') }),
  z.object({ kind: z.literal('delay'), seconds: z.number().int().min(1).max(600) }),
  z.object({ kind: z.literal('scroll'), percent: z.number().int().min(1).max(100) }),
  // Desktop only: the pointer leaving through the top of the window.
  z.object({ kind: z.literal('exit_intent') }),
  z.object({ kind: z.literal('click'), selector: z.string().trim().min(1).max(200) }),
]);
export type TWidgetTrigger = z.infer<typeof ZWidgetTrigger>;

const ZRefId = z.number().int().positive();
const dayOnly = z.iso.date({ error: 'logs.day_invalid' });

export const ZWidgetTargeting = z
  .object({
    displayType: z.enum(WIDGET_DISPLAY_TYPES).default('everyone'),
    device: z.enum(WIDGET_DEVICES).default('all'),
    // Shown where every rule holds; no rules = every page.
    urlRules: z.array(ZUrlRule).max(20).default([]),
    trigger: ZWidgetTrigger.default({ kind: 'immediate' }),
    frequency: z.enum([...WIDGET_FREQUENCIES, ...BANNER_FREQUENCIES]).default('1d'),
    // ISO weekdays 1 (Monday) – 7 (Sunday); empty = every day (SPEC §9 numbers weekly days 1 to 7).
    days: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    startDate: dayOnly.nullable().default(null),
    endDate: dayOnly.nullable().default(null),
    // Members of any of these segments only (empty = no segment condition).
    memberSegmentIds: z.array(ZRefId).max(20).default([]),
    // Static segments the widget fills: members who saw it, members who clicked it.
    viewerSegmentId: ZRefId.nullable().default(null),
    clickerSegmentId: ZRefId.nullable().default(null),
    // Never two pop-ups at once: the higher priority shows first.
    priority: z.number().int().min(0).max(100).default(50),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, {
    message: 'logs.range_order',
    path: ['endDate'],
  });
export type TWidgetTargeting = z.infer<typeof ZWidgetTargeting>;

const ZColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color_invalid');
export const FONT_WEIGHTS = ['400', '500', '600', '700'] as const;
export const ZWidgetStyle = z.object({
  backgroundColor: ZColor.default('#ffffff'),
  textColor: ZColor.default('#1a1b1e'),
  // Defaults meet WCAG AA contrast (white on this blue is 5:1).
  buttonColor: ZColor.default('#1971c2'),
  buttonTextColor: ZColor.default('#ffffff'),
  fontSize: z.number().int().min(10).max(32).default(16),
  fontWeight: z.enum(FONT_WEIGHTS).default('400'),
});
export type TWidgetStyle = z.infer<typeof ZWidgetStyle>;

// The visitor-facing words, per member language (the member's language, else the page's, else tr).
export const ZWidgetText = z.object({
  title: z.string().trim().min(1, 'validation.fill_all_fields').max(200),
  description: z.string().trim().max(1000).default(''),
  buttonText: z.string().trim().max(60).default(''),
  // Newsletter and wheel: the consent the visitor accepts (recorded with the sign-up for IYS).
  consentText: z.string().trim().max(1000).default(''),
  successText: z.string().trim().max(500).default(''),
});
export type TWidgetText = z.infer<typeof ZWidgetText>;
export const ZWidgetTexts = z
  .partialRecord(z.enum(MESSAGE_LANGUAGES), ZWidgetText)
  .refine((t) => Object.keys(t).length > 0, { message: 'validation.widget_text_required' });
export type TWidgetTexts = z.infer<typeof ZWidgetTexts>;

// An A/B test of a widget: `split` percent of devices see variant B (its own texts and colours), the rest
// the widget as written (A); the winner is read by conversion rate or by attributed revenue.
export const AB_METRICS = ['conversion', 'revenue'] as const;
export const AB_VARIANTS = ['A', 'B'] as const;
export const ZAbVariant = z.enum(AB_VARIANTS);
export type TAbVariant = z.infer<typeof ZAbVariant>;
export const ZWidgetAbTest = z
  .object({
    enabled: z.boolean().default(false),
    split: z
      .number({ error: 'validation.ab_split_range' })
      .int('validation.ab_split_range')
      .min(1, 'validation.ab_split_range')
      .max(99, 'validation.ab_split_range')
      .default(50),
    metric: z.enum(AB_METRICS).default('conversion'),
    texts: z.partialRecord(z.enum(MESSAGE_LANGUAGES), ZWidgetText).default({}),
    // B's colours and font; null: the same as A.
    style: ZWidgetStyle.nullable().default(null),
  })
  .superRefine((ab, ctx) => {
    if (ab.enabled && Object.keys(ab.texts).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.widget_text_required', path: ['texts'] });
    }
  });
export type TWidgetAbTest = z.infer<typeof ZWidgetAbTest>;
export const ZAbWinnerInput = z.object({ variant: z.enum(AB_VARIANTS) });

const base = {
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  applicationId: ZRefId,
  targeting: ZWidgetTargeting.default(ZWidgetTargeting.parse({})),
  style: ZWidgetStyle.default(ZWidgetStyle.parse({})),
  texts: ZWidgetTexts,
  abTest: ZWidgetAbTest.nullable().default(null),
};

const variant = <T extends TWidgetType>(type: T) =>
  z.object({ ...base, type: z.literal(type), settings: WIDGET_SETTINGS[type] });

export const ZWidgetInput = z
  .discriminatedUnion(
    'type',
    [
      variant('banner'),
      variant('multi_banner'),
      variant('newsletter'),
      variant('survey'),
      variant('story'),
      variant('wheel'),
      variant('web_push'),
      variant('product_view_remember'),
    ],
    { error: 'validation.widget_type_unsupported' },
  )
  .superRefine((w, ctx) => {
    if (!frequenciesOf(w.type).includes(w.targeting.frequency)) {
      ctx.addIssue({ code: 'custom', message: 'validation.widget_frequency', path: ['targeting', 'frequency'] });
    }
  });
export type TWidgetInput = z.infer<typeof ZWidgetInput>;
export type TWidgetInputDraft = z.input<typeof ZWidgetInput>;

export const ZWidgetTypeParams = z.object({
  type: z.enum(WIDGET_TYPES, { error: 'validation.widget_type_unsupported' }),
});

export const ZWidgetListQuery = ZPageQuery.extend({
  type: z.enum(WIDGET_TYPES, { error: 'validation.widget_type_unsupported' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TWidgetListQuery = z.infer<typeof ZWidgetListQuery>;

// A widget as stored: its input (per type) and what the server keeps beside it.
export const ZWidget = z.intersection(
  ZWidgetInput,
  z.object({
    id: z.number().int(),
    code: z.string(),
    status: ZWidgetStatus,
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  }),
);
export type TWidget = z.infer<typeof ZWidget>;

export const ZWidgetListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: ZWidgetType,
  status: ZWidgetStatus,
  applicationId: z.number().int(),
  views: z.number().int(),
  conversions: z.number().int(),
  updatedAt: ZTimestamp,
});
export type TWidgetListItem = z.infer<typeof ZWidgetListItem>;
export const ZWidgetPage = z.object({ data: z.array(ZWidgetListItem), meta: ZPageMeta });
export type TWidgetPage = z.infer<typeof ZWidgetPage>;

// The builder's install check: where and when the shop script last asked for the widgets.
export const ZWidgetInstallCheck = z.object({
  installed: z.boolean(),
  origin: z.string(),
  lastSeenAt: ZTimestamp,
});
export type TWidgetInstallCheck = z.infer<typeof ZWidgetInstallCheck>;

// The member's "widget interactions" tab (SPEC §2 member detail).
export type TMemberWidgetInteraction = {
  id: number;
  widgetId: number;
  widgetName: string;
  widgetType: TWidgetType;
  kind: 'view' | 'click' | 'close' | 'conversion';
  url: string | null;
  createdAt: string;
};

export const ZWidgetResultsQuery = z.object({
  from: z.iso.date({ error: 'logs.day_invalid' }).optional(),
  to: z.iso.date({ error: 'logs.day_invalid' }).optional(),
});
export type TWidgetResultsQuery = z.infer<typeof ZWidgetResultsQuery>;

export const ZWidgetVariantResult = z.object({
  variant: ZAbVariant,
  views: z.number().int(),
  uniqueViewers: z.number().int(),
  conversions: z.number().int(),
  conversionRate: z.number().describe('Conversions per unique viewer, 0–1'),
  revenue: z.number(),
  chanceToWin: z
    .number()
    .nullable()
    .describe("The chance (0–1) that this variant beats the other on the test's metric; null with too little data"),
});
export type TWidgetVariantResult = z.infer<typeof ZWidgetVariantResult>;

// A widget's results (SPEC §2 "per-widget reports"): totals over the range and one row per day.
export const ZWidgetResults = z.object({
  views: z.number().int(),
  uniqueViewers: z.number().int(),
  clicks: z.number().int(),
  closes: z.number().int(),
  conversions: z.number().int(),
  couponsIssued: z.number().int(),
  couponsUsed: z.number().int(),
  orders: z.number().int().describe('Orders a member placed within a day after clicking or converting on the widget'),
  revenue: z.number().describe('The total of those orders'),
  variants: z
    .array(ZWidgetVariantResult)
    .describe('Per variant while the widget has (or had) an A/B test: A is the widget as written'),
  perDay: z.array(
    z.object({ day: z.string(), views: z.number().int(), clicks: z.number().int(), conversions: z.number().int() }),
  ),
});
export type TWidgetResults = z.infer<typeof ZWidgetResults>;

// Survey voters and wheel winners (SPEC §3): one row each, newest first.
export const ZSurveyVoter = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  answer: z.string(),
  createdAt: ZTimestamp,
});
export type TSurveyVoter = z.infer<typeof ZSurveyVoter>;
export const ZSurveyVoterPage = z.object({ data: z.array(ZSurveyVoter), meta: ZPageMeta });
export const ZWheelWinner = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  prize: z.string(),
  couponCode: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TWheelWinner = z.infer<typeof ZWheelWinner>;
export const ZWheelWinnerPage = z.object({ data: z.array(ZWheelWinner), meta: ZPageMeta });
