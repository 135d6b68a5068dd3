import { z } from 'zod';
import { TWO_FACTOR_CODE_LENGTH } from './constants';

// Messages here are i18n keys; the server translates them by Accept-Language, the web by i18next.
export const ZEmail = z.string().trim().toLowerCase().email('validation.email_invalid').max(254);
export const ZPassword = z.string().min(1, 'validation.fill_all_fields').max(256);
export const ZTwoFactorCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), 'validation.code_six_digits');

export const TWO_FACTOR_METHODS = ['totp', 'sms', 'email'] as const;
export const ZTwoFactorMethod = z.enum(TWO_FACTOR_METHODS);
export type TTwoFactorMethod = z.infer<typeof ZTwoFactorMethod>;

export const ZRegisterInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min'),
  surname: z.string().trim().min(2, 'validation.surname_min'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'validation.phone_invalid'),
  email: ZEmail,
  password: ZPassword,
  passwordConfirmation: z.string(),
  kvkk: z.literal(true, { message: 'validation.kvkk_required' }),
});
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZLoginInput = z.object({ email: ZEmail, password: ZPassword });
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZTwoFactorLoginInput = z.object({
  mfaToken: z.string().min(10).max(200),
  method: ZTwoFactorMethod,
  code: ZTwoFactorCode,
});
export type TTwoFactorLoginInput = z.infer<typeof ZTwoFactorLoginInput>;

export const ZTwoFactorSendInput = z.object({
  mfaToken: z.string().min(10).max(200),
  method: z.enum(['sms', 'email']),
});

export const ZForgotPasswordInput = z.object({ email: ZEmail });
export const ZResetPasswordInput = z.object({
  token: z.string().min(10).max(200),
  password: ZPassword,
  passwordConfirmation: z.string(),
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'validation.fill_all_fields'),
  password: ZPassword,
  passwordConfirmation: z.string(),
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZVerifyEmailInput = z.object({ token: z.string().min(10).max(200) });

export const ZUpdateProfileInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min'),
  surname: z.string().trim().min(2, 'validation.surname_min'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'validation.phone_invalid'),
});
export type TUpdateProfileInput = z.infer<typeof ZUpdateProfileInput>;

// The session profile of SPEC §3 (what verifyToken and login return).
export type TSessionProfile = {
  name: string;
  surname: string;
  email: string;
  packet: { name: string; type: string };
  id: number;
  mfa_alert: boolean;
};

export type TSession = { token: string; expiredTime: number; profile: TSessionProfile };

export type TLoginResult =
  | ({ mfaRequired: false } & TSession)
  | { mfaRequired: true; mfaToken: string; methods: TTwoFactorMethod[]; primary: TTwoFactorMethod };

// GET user/profile (SPEC §3 user profile).
export type TUserProfile = {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  email_verification: boolean;
  domains: { id: number; domain: string; verified: boolean }[];
  packet: { name: string; type: string };
  campaign_count: number;
  segment_count: number;
  task_count: number;
  login_count: number;
  last_login: string | null;
  // The account's IANA time zone: every schedule, quiet hour and daily figure is on its clock.
  timezone: string;
  push_file: string | null;
};

export type TTwoFactorStatus = {
  methods: { method: TTwoFactorMethod; enabled: boolean; primary: boolean }[];
};
