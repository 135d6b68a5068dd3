import { z } from 'zod';
import { ZPageQuery } from '../http';
import { ZPushExtras } from '../push/push-settings';
import { ZChannel, ZMessageStatus } from './channels';

// One language's content of a message; which fields a channel uses: email subject/html/text, others body.
export const ZLanguageContent = z.object({
  subject: z.string().max(500).optional(),
  html: z.string().max(500_000).optional(),
  text: z.string().max(100_000).optional(),
  body: z.string().max(10_000).optional(),
});
export type TLanguageContent = z.infer<typeof ZLanguageContent>;

export const ZMessageContent = z.object({
  defaultLanguage: z.string().min(2).max(5).default('tr'),
  languages: z.record(z.string().min(2).max(5), ZLanguageContent).refine((v) => Object.keys(v).length > 0, {
    message: 'content.languages must not be empty',
  }),
  // Web and mobile push: click target, icon, image and sound (SPEC §3 "Extra data").
  push: ZPushExtras.optional(),
});
export type TMessageContent = z.infer<typeof ZMessageContent>;

// Who a direct send goes to. `all` and `segment` are each confirmed explicitly (SPEC §5); a segment
// is sent to as the snapshot of its members at the moment of the send.
export const ZDirectAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('members'), memberIds: z.array(z.number().int().positive()).min(1).max(10_000) }),
  z.object({ kind: z.literal('addresses'), addresses: z.array(z.string().trim().min(3).max(254)).min(1).max(10_000) }),
  z.object({ kind: z.literal('segment'), segmentId: z.number().int().positive(), confirmSegment: z.literal(true) }),
  z.object({ kind: z.literal('all'), confirmAll: z.literal(true) }),
]);
export type TDirectAudience = z.infer<typeof ZDirectAudience>;

export const ZDirectSendInput = z.object({
  content: ZMessageContent,
  audience: ZDirectAudience,
  from: z.object({ name: z.string().max(100).optional() }).optional(),
});
export type TDirectSendInput = z.infer<typeof ZDirectSendInput>;

// Checked before a send is queued: who it reaches and who the send gates would skip, and why (null
// counts for push, whose device registrations are checked at send time), and the quota left.
export const ZSendPreflightInput = z.object({ audience: ZDirectAudience });
const count = z.number().int();
export const ZSendPreflight = z.object({
  channel: z.string(),
  total: count.nullable().describe('Recipients of the audience; null for push (devices are checked at send time)'),
  sendable: count.nullable(),
  skipped: z.object({ noPermission: count, suppressed: count, noAddress: count }).nullable(),
  quotaLeft: count.nullable().describe('Null: no quota'),
  overQuota: count.describe("Recipients past the quota left: they would be refused with 'quota_exceeded'"),
});
export type TSendPreflight = z.infer<typeof ZSendPreflight>;
export const ZDirectSendResult = z.object({ runId: count, total: count.describe('Recipients queued') });

export const ZChannelParams = z.object({ type: ZChannel });

export const ZMessageListQuery = ZPageQuery.extend({
  channel: ZChannel.optional(),
  status: ZMessageStatus.optional(),
  runId: z.coerce.number().int().positive().optional(),
  memberId: z.coerce.number().int().positive().optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;

export const ZLinkLogQuery = ZPageQuery.extend({
  channel: ZChannel.optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});
export type TLinkLogQuery = z.infer<typeof ZLinkLogQuery>;

export const ZMessagingSettingsInput = z
  .object({
    frequencyCapCount: z.number().int().min(1).max(1000).nullable(),
    frequencyCapHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    quietHoursStart: z.number().int().min(0).max(23).nullable(),
    quietHoursEnd: z.number().int().min(0).max(23).nullable(),
    timezone: z.string().min(1).max(64),
    defaultLanguage: z.string().min(2).max(5),
  })
  .refine((v) => (v.quietHoursStart === null) === (v.quietHoursEnd === null), {
    message: 'messaging.rules.quiet_hours_both',
    path: ['quietHoursEnd'],
  });
export type TMessagingSettingsInput = z.infer<typeof ZMessagingSettingsInput>;

export const ZPreviewInput = z.object({
  channel: ZChannel,
  content: ZMessageContent,
  memberId: z.number().int().positive().optional(),
  language: z.string().min(2).max(5).optional(),
});
export type TPreviewInput = z.infer<typeof ZPreviewInput>;

export const ZTestSendInput = ZPreviewInput.extend({ address: z.string().trim().min(3).max(254) });
export type TTestSendInput = z.infer<typeof ZTestSendInput>;

// The content rendered for one member (or sample values) in the chosen language: the fields its channel uses.
export const ZRenderedPreview = z.object({
  language: z.string(),
  subject: z.string().optional(),
  html: z.string().optional(),
  text: z.string().optional(),
  body: z.string().optional(),
});
export type TRenderedPreview = z.infer<typeof ZRenderedPreview>;

// The variable groups templates can use (SPEC §3), as the help panel lists them.
export const ZVariableGroup = z.object({
  group: z.string().describe('As templates write it: {{ group.variable }}'),
  variables: z.array(z.string()).describe('Names; `<...>` stands for a key the merchant names'),
});
export type TVariableGroup = z.infer<typeof ZVariableGroup>;

// The account's sending rules as stored (the time zone is the account's).
export const ZMessagingSettings = z.object({
  frequencyCapCount: count.nullable().describe('Messages per member in the window; null: no cap'),
  frequencyCapHours: count,
  quietHoursStart: count.nullable(),
  quietHoursEnd: count.nullable(),
  timezone: z.string(),
  defaultLanguage: z.string(),
});
export type TMessagingSettings = z.infer<typeof ZMessagingSettings>;

// The member pages behind the unsubscribe and block links of a message.
export const ZDontSendInfo = z.object({
  channel: z.string(),
  address: z.string().describe('The address, masked'),
  unsubscribed: z.boolean(),
});
export type TDontSendInfo = z.infer<typeof ZDontSendInfo>;
export const ZDontSendResult = z.object({ channel: z.string(), unsubscribed: z.boolean() });
export const ZPostBlockInfo = z.object({ blocked: z.boolean() });
export type TPostBlockInfo = z.infer<typeof ZPostBlockInfo>;
