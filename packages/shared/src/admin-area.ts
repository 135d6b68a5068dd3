import { z } from 'zod';
import { ZEmail, ZRegisterInput } from './auth';
import { ZIsoDay, ZPageQuery, type TPageMeta } from './http';

// The admin area's business screens: dashboard, admins, merchant accounts, add new user, release notes.

// The plans an admin can put a new merchant on (the billing module owns what each includes).
export const ADMIN_PLAN_CHOICES = ['free', 'start', 'basic', 'plus', 'pro'] as const;
export type TAdminPlanChoice = (typeof ADMIN_PLAN_CHOICES)[number];

export const ZAdminDashboardQuery = z
  .object({ from: ZIsoDay, to: ZIsoDay })
  .refine((q) => q.from <= q.to, { message: 'logs.range_order', path: ['to'] });
export type TAdminDashboardQuery = z.infer<typeof ZAdminDashboardQuery>;

export type TAdminDashboard = {
  accounts: { total: number; disabled: number; paid: number };
  // Monthly recurring revenue in kuruş; null while the plans have no prices.
  mrr: { amountMinor: number | null; currency: string };
  signups: { day: string; count: number }[];
  sends: { day: string; channel: string; count: number }[];
};

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

export type TMerchantRow = {
  id: number;
  name: string;
  packet_name: string;
  packet_type: string;
  disabled: boolean;
  created_at: string;
  owner: { id: number; name: string; surname: string; email: string; phone: string; verified: boolean } | null;
  domains: string[];
  last_login: string | null;
};
export type TMerchantList = { data: TMerchantRow[]; meta: TPageMeta };

export type TMerchantDetail = TMerchantRow & {
  usage: {
    members: number;
    devices: number;
    limits: { members: number | null; devices: number | null };
    period: string;
    sends: { channel: string; used: number }[];
  };
};

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

export type TReleaseNote = {
  id: number;
  version: string;
  release_date: string;
  title: { tr: string; en: string };
  body: { tr: string; en: string };
  published_at: string | null;
  updated_at: string;
};
// What a merchant sees: published notes, with whether this user has opened each.
export type TUserReleaseNote = TReleaseNote & { read: boolean };
