import { z } from 'zod';
import { TWO_FACTOR_CODE_LENGTH } from './constants';
import { dataEnvelope } from './http';

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
export const ZSessionProfile = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  packet: z.object({ name: z.string(), type: z.string() }).describe("The account's packet"),
  id: z.number().int(),
  mfa_alert: z.boolean().describe('No second factor is set up yet'),
});
export type TSessionProfile = z.infer<typeof ZSessionProfile>;

// A session token and its end (Unix seconds).
export const ZIssuedSession = z.object({
  token: z.string().describe('The bearer token of the session'),
  expiredTime: z.number().int().describe('When the session ends, in Unix seconds'),
});
export type TIssuedSession = z.infer<typeof ZIssuedSession>;
export const ZSession = ZIssuedSession.extend({ profile: ZSessionProfile });
export type TSession = z.infer<typeof ZSession>;

export const ZLoginResult = z.discriminatedUnion('mfaRequired', [
  ZSession.extend({ mfaRequired: z.literal(false) }),
  z.object({
    mfaRequired: z.literal(true),
    mfaToken: z.string().describe('Names the pending login in the second-factor call'),
    methods: z.array(ZTwoFactorMethod),
    primary: ZTwoFactorMethod,
  }),
]);
export type TLoginResult = z.infer<typeof ZLoginResult>;

// GET verifyToken: the session profile flat beside the token (the answer nests it in data.data, SPEC §7).
export const ZVerifiedTokenSession = ZSessionProfile.extend(ZIssuedSession.shape);
export type TVerifiedTokenSession = z.infer<typeof ZVerifiedTokenSession>;

// Answers that only say a code or mail went out, or an address was verified.
export const ZSentResult = dataEnvelope(z.object({ sent: z.boolean() }));
export const ZVerifiedResult = dataEnvelope(z.object({ verified: z.boolean() }));

// GET user/profile (SPEC §3 user profile).
export const ZUserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  email_verification: z.boolean().describe('The owner confirmed the email address'),
  domains: z.array(z.object({ id: z.number().int(), domain: z.string(), verified: z.boolean() })),
  packet: z.object({ name: z.string(), type: z.string() }),
  campaign_count: z.number().int(),
  segment_count: z.number().int(),
  task_count: z.number().int(),
  login_count: z.number().int(),
  last_login: z.string().nullable().describe('ISO 8601 date and time'),
  timezone: z
    .string()
    .describe("The account's IANA time zone: every schedule, quiet hour and daily figure is on its clock"),
  push_file: z.string().nullable(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZTwoFactorStatus = z.object({
  methods: z.array(z.object({ method: ZTwoFactorMethod, enabled: z.boolean(), primary: z.boolean() })),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
