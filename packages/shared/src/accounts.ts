import { z } from 'zod';
import { ZTwoFactorCode, ZTwoFactorMethod } from './auth';
import { ZPageQuery, pageEnvelope } from './http';

// User area: 2FA management, domains, activity, admin views.
export const ZTwoFactorMethodParams = z.object({ method: ZTwoFactorMethod });
export const ZTwoFactorCodeInput = z.object({ code: ZTwoFactorCode });
export const ZTwoFactorPrimaryInput = z.object({ method: ZTwoFactorMethod });

export const ZTotpSetup = z.object({
  secret: z.string().describe('The base32 secret, for typing into an authenticator app'),
  otpauthUrl: z.string(),
  qrDataUrl: z.string().describe('The otpauth URL as a QR code image (data URL)'),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
// Admins keep no pending secret: the setup hands back a sealed token that the enable call returns.
export const ZAdminTotpSetup = ZTotpSetup.extend({ setupToken: z.string() });
export type TAdminTotpSetup = z.infer<typeof ZAdminTotpSetup>;
export const ZAdminTotpEnableInput = ZTwoFactorCodeInput.extend({ setupToken: z.string().min(10).max(2000) });

// A hostname such as shop.example.com: letters, digits and hyphens per label, at least two labels.
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const ZAddDomainInput = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) =>
      value
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, '')
        .replace(/\.$/, ''),
    )
    .pipe(z.string().regex(HOSTNAME, 'validation.domain_invalid')),
});
export type TAddDomainInput = z.infer<typeof ZAddDomainInput>;

export const ZUserDomain = z.object({
  id: z.number().int(),
  domain: z.string(),
  verified: z.boolean(),
  txtName: z.string().describe('The DNS TXT record name that proves ownership'),
  txtValue: z.string().describe('The value that record must hold'),
});
export type TUserDomain = z.infer<typeof ZUserDomain>;
export const ZDomainVerification = z.object({ verified: z.boolean() });

export const ZLoginDay = z.object({
  date: z.string().describe("YYYY-MM-DD on the account's clock"),
  count: z.number().int(),
});
export type TLoginDay = z.infer<typeof ZLoginDay>;

export const ZAdminProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type TAdminProfile = z.infer<typeof ZAdminProfile>;
export const ZAdminListItem = ZAdminProfile.extend({
  created_at: z.string(),
  last_login: z.string().nullable(),
  disabled: z.boolean(),
  two_factor: z.boolean(),
  pending: z.boolean().describe('Invited and not yet logged in'),
});
export type TAdminListItem = z.infer<typeof ZAdminListItem>;
export const ZAdminListPage = pageEnvelope(ZAdminListItem);

// The admin audit log: one row per change made through the admin API.
export const ZAdminActionsQuery = ZPageQuery.extend({
  accountId: z.coerce.number().int().positive().optional(),
  adminId: z.coerce.number().int().positive().optional(),
  // The merchant account by its name, its owner's name or email (or its id as text).
  account: z.string().trim().min(1).max(100).optional(),
});
export type TAdminActionsQuery = z.infer<typeof ZAdminActionsQuery>;
export const ZAdminAction = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string(), surname: z.string(), email: z.string() }).nullable(),
  method: z.string().describe('HTTP method of the change'),
  route: z.string().describe('Route pattern, e.g. /api/v1/admin/template-store/:id'),
  params: z.record(z.string(), z.string()).describe('Path parameters (ids and codes only)'),
  status_code: z.number().int(),
  account_id: z.number().int().nullable().describe('The merchant account the change touched, when known'),
  summary: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAction = z.infer<typeof ZAdminAction>;
export const ZAdminActionsPage = z.object({
  data: z.array(ZAdminAction),
  meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
});
