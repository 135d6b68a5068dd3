import { z } from 'zod';
import type { TUrlRule, TWidgetStyle, TWidgetText, TWidgetTrigger } from './widget-api';
import type { WIDGET_DEVICES } from './widget-api';
import type { TWidgetType } from './widget-settings';

// The shop script's wire contract for widgets (public, SDK token + origin): one configuration per
// page view, interactions, and the conversions decided on the server (spin, vote, sign-up).
export const WIDGET_INTERACTIONS = ['view', 'click', 'close', 'conversion'] as const;
export type TWidgetInteractionKind = (typeof WIDGET_INTERACTIONS)[number];

const ZSdkToken = z.string().min(10).max(200);
const ZDeviceId = z.string().min(8).max(100);
// `<day>.<signature>`: signed per widget and device, valid for the day it was issued and the next.
const ZWidgetToken = z.string().regex(/^\d{8}\.[0-9a-f]{24}$/, 'errors.unauthenticated');

export const ZWidgetConfigQuery = z.object({
  token: ZSdkToken,
  device: ZDeviceId,
  lang: z.string().max(20).optional(),
});
export type TWidgetConfigQuery = z.infer<typeof ZWidgetConfigQuery>;

const ZSigned = z.object({
  token: ZSdkToken,
  deviceId: ZDeviceId,
  widgetToken: ZWidgetToken,
  // The page's language: the language of what is sent to the visitor.
  lang: z.string().max(20).optional(),
});

export const ZWidgetInteractionInput = ZSigned.extend({
  kind: z.enum(WIDGET_INTERACTIONS),
  url: z.string().max(2000).optional(),
});
export type TWidgetInteractionInput = z.infer<typeof ZWidgetInteractionInput>;

const ZVisitorEmail = z.email('validation.email_invalid').max(254);
const ZVisitorPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{10,20}$/, 'validation.phone_format');

export const ZWheelSpinInput = ZSigned.extend({
  email: ZVisitorEmail.optional(),
  phone: ZVisitorPhone.optional(),
  consent: z.literal(true, { error: 'validation.consent_required' }),
});
export type TWheelSpinInput = z.infer<typeof ZWheelSpinInput>;

export const ZSurveyVoteInput = ZSigned.extend({
  // The answer's index, or null with `other` filled in (the "other" option).
  answer: z.number().int().min(0).max(9).nullable(),
  other: z.string().trim().max(500).optional(),
  name: z.string().trim().max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  email: ZVisitorEmail.optional(),
});
export type TSurveyVoteInput = z.infer<typeof ZSurveyVoteInput>;

export const ZNewsletterSignupInput = ZSigned.extend({
  email: ZVisitorEmail.optional(),
  phone: ZVisitorPhone.optional(),
  consent: z.literal(true, { error: 'validation.consent_required' }),
});
export type TNewsletterSignupInput = z.infer<typeof ZNewsletterSignupInput>;

export const ZNewsletterVerifyInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

// Public settings: nothing of value travels to the browser (no win percentages, no campaign ids).
export type TPublicWidgetSettings =
  | { type: 'wheel'; collect: 'email' | 'phone'; sectors: { name: string; color: string; textColor: string }[] }
  | { type: 'survey'; answers: string[]; otherOption: boolean }
  | { type: 'newsletter'; channel: 'email' | 'phone' }
  | { type: Exclude<TWidgetType, 'wheel' | 'survey' | 'newsletter'>; [key: string]: unknown };

export type TPublicWidget = {
  id: number;
  type: TWidgetType;
  token: string;
  priority: number;
  device: (typeof WIDGET_DEVICES)[number];
  urlRules: TUrlRule[];
  trigger: TWidgetTrigger;
  // ms to stay hidden after a view on this device; null = never again, 0 = always.
  frequencyMs: number | null;
  style: TWidgetStyle;
  text: TWidgetText;
  settings: TPublicWidgetSettings;
};

export type TWidgetConfig = { widgets: TPublicWidget[] };

export type TWheelSpinResult = {
  sector: number;
  name: string;
  // The won code, masked (e.g. AB******9X): the full code goes to the address.
  couponMasked: string | null;
};
