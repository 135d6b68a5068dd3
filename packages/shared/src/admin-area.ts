import { z } from 'zod';
import { ZEmail, ZRegisterInput } from './auth';
import { ZIsoDay, ZPageMeta, ZPageQuery, dataEnvelope, pageEnvelope } from './http';

// The admin area's business screens: dashboard, admins, merchant accounts, add new user, release notes.

// The plans an admin can put a new merchant on (the billing module owns what each includes).
export const ADMIN_PLAN_CHOICES = ['free', 'start', 'basic', 'plus', 'pro'] as const;
export type TAdminPlanChoice = (typeof ADMIN_PLAN_CHOICES)[number];

export const ZAdminDashboardQuery = z
  .object({ from: ZIsoDay, to: ZIsoDay })
  .refine((q) => q.from <= q.to, { message: 'logs.range_order', path: ['to'] });
export type TAdminDashboardQuery = z.infer<typeof ZAdminDashboardQuery>;

const count = z.number().int();
export const ZAdminDashboard = z.object({
  accounts: z.object({ total: count, disabled: count, paid: count }),
  mrr: z
    .object({ amountMinor: count.nullable(), currency: z.string() })
    .describe('Monthly recurring revenue in kuruş; null while the plans have no prices'),
  signups: z.array(z.object({ day: z.string(), count })),
  sends: z.array(z.object({ day: z.string(), channel: z.string(), count })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;
// What changed on an admin: enabled or disabled, or the second factor reset.
export const ZAdminChange = z.object({
  id: count,
  email: z.string(),
  disabled: z.boolean().optional(),
  two_factor: z.boolean().optional(),
});

export const ZAdminInviteInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(100),
  surname: z.string().trim().min(2, 'validation.surname_min').max(100),
  email: ZEmail,
});
export type TAdminInviteInput = z.infer<typeof ZAdminInviteInput>;

export const MERCHANT_STATUSES = ['active', 'disabled', 'unverified'] as const;
export const ZMerchantListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
  plan: z.string().trim().max(40).optional(),
  status: z.enum(MERCHANT_STATUSES).optional(),
});
export type TMerchantListQuery = z.infer<typeof ZMerchantListQuery>;

export const ZMerchantRow = z.object({
  id: count,
  name: z.string(),
  packet_name: z.string(),
  packet_type: z.string(),
  disabled: z.boolean(),
  created_at: z.string(),
  owner: z
    .object({
      id: count,
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      phone: z.string(),
      verified: z.boolean(),
    })
    .nullable(),
  domains: z.array(z.string()),
  last_login: z.string().nullable(),
});
export type TMerchantRow = z.infer<typeof ZMerchantRow>;
export const ZMerchantList = pageEnvelope(ZMerchantRow);
export type TMerchantList = z.infer<typeof ZMerchantList>;

export const ZMerchantDetail = ZMerchantRow.extend({
  usage: z.object({
    members: count,
    devices: count,
    limits: z.object({ members: count.nullable(), devices: count.nullable() }).describe('Null: no limit'),
    period: z.string().describe('The month the sends are counted in'),
    sends: z.array(z.object({ channel: z.string(), used: count })),
  }),
});
export type TMerchantDetail = z.infer<typeof ZMerchantDetail>;
export const ZMerchantCreated = z.object({ accountId: count, userId: count });

// Add new user: the registration's fields without the password (the owner sets it from the welcome mail).
export const ZAddMerchantInput = ZRegisterInput.pick({ name: true, surname: true, phone: true, email: true }).extend({
  accountName: z.string().trim().max(200).optional(),
  plan: z.enum(ADMIN_PLAN_CHOICES).optional(),
});
export type TAddMerchantInput = z.infer<typeof ZAddMerchantInput>;

const ZLocalized = (min: number, message: string, max: number) =>
  z.object({
    tr: z.string().trim().min(min, message).max(max),
    en: z.string().trim().min(min, message).max(max),
  });

export const ZReleaseNoteInput = z.object({
  version: z.string().trim().min(1, 'validation.fill_all_fields').max(40),
  releaseDate: ZIsoDay,
  title: ZLocalized(1, 'validation.fill_all_fields', 200),
  body: ZLocalized(1, 'validation.fill_all_fields', 20_000),
});
export type TReleaseNoteInput = z.infer<typeof ZReleaseNoteInput>;

const ZLocalizedText = z.object({ tr: z.string(), en: z.string() });
export const ZReleaseNote = z.object({
  id: count,
  version: z.string(),
  release_date: z.string().describe('YYYY-MM-DD'),
  title: ZLocalizedText,
  body: ZLocalizedText,
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TReleaseNote = z.infer<typeof ZReleaseNote>;
export const ZReleaseNotePage = pageEnvelope(ZReleaseNote);
// What a merchant sees: published notes, with whether this user has opened each.
export const ZUserReleaseNote = ZReleaseNote.extend({ read: z.boolean() });
export type TUserReleaseNote = z.infer<typeof ZUserReleaseNote>;
export const ZUserReleaseNotePage = z.object({
  data: z.array(ZUserReleaseNote),
  meta: ZPageMeta.extend({ unread: count.describe('Published notes this user has not opened') }),
});
export type TUserReleaseNotePage = z.infer<typeof ZUserReleaseNotePage>;
export const ZUnreadReleaseNotes = dataEnvelope(z.object({ unread: count }));
