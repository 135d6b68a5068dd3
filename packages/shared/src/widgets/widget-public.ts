import { z } from 'zod';
import { WIDGET_DEVICES, ZUrlRule, ZWidgetStyle, ZWidgetText, ZWidgetTrigger } from './widget-api';
import { WIDGET_TYPES } from './widget-settings';

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
const ZColorPair = { color: z.string(), textColor: z.string() };
export const ZPublicWidgetSettings = z.union([
  z.object({
    type: z.literal('wheel'),
    collect: z.enum(['email', 'phone']),
    sectors: z.array(z.object({ name: z.string(), ...ZColorPair })),
  }),
  z.object({ type: z.literal('survey'), answers: z.array(z.string()), otherOption: z.boolean() }),
  z.object({ type: z.literal('newsletter'), channel: z.enum(['email', 'phone']) }),
  z.looseObject({ type: z.enum(WIDGET_TYPES).exclude(['wheel', 'survey', 'newsletter']) }),
]);
export type TPublicWidgetSettings = z.infer<typeof ZPublicWidgetSettings>;

export const ZPublicWidget = z.object({
  id: z.number().int(),
  type: z.enum(WIDGET_TYPES),
  token: z.string().describe('Signs the interactions, spins, votes and sign-ups of this widget on this device'),
  priority: z.number().int(),
  device: z.enum(WIDGET_DEVICES),
  urlRules: z.array(ZUrlRule),
  trigger: ZWidgetTrigger,
  frequencyMs: z
    .number()
    .int()
    .nullable()
    .describe('How long to stay hidden after a view on this device; null = never again, 0 = always'),
  style: ZWidgetStyle,
  text: ZWidgetText,
  settings: ZPublicWidgetSettings,
});
export type TPublicWidget = z.infer<typeof ZPublicWidget>;

export const ZWidgetConfig = z.object({ widgets: z.array(ZPublicWidget) });
export type TWidgetConfig = z.infer<typeof ZWidgetConfig>;

export const ZWheelSpinResult = z.object({
  sector: z.number().int(),
  name: z.string(),
  couponMasked: z
    .string()
    .nullable()
    .describe('The won code, masked (e.g. AB******9X): the full code goes to the address'),
});
export type TWheelSpinResult = z.infer<typeof ZWheelSpinResult>;
// A sign-up waits for the double opt-in; the confirmation answers with the masked coupon, if any.
export const ZNewsletterPending = z.object({ pending: z.literal(true) });
export const ZNewsletterConfirmation = z.object({ confirmed: z.boolean(), couponMasked: z.string().nullable() });
export type TNewsletterConfirmation = z.infer<typeof ZNewsletterConfirmation>;
