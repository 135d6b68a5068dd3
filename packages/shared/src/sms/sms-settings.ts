import { z } from 'zod';

// SMS settings of an account (SPEC §3): provider, username, password (write-only), originator,
// language, recipient type, dealer code, IYS active, AHS query active; connection state (SPEC §4).
export const SMS_PROVIDERS = ['netgsm', 'iletimerkezi', 'twilio'] as const;
export const ZSmsProvider = z.enum(SMS_PROVIDERS);
export type TSmsProvider = z.infer<typeof ZSmsProvider>;

// IYS recipient types: individuals and merchants (tacir) are filtered differently by the registry.
export const SMS_RECIPIENT_TYPES = ['BIREYSEL', 'TACIR'] as const;
export const ZSmsRecipientType = z.enum(SMS_RECIPIENT_TYPES);
export type TSmsRecipientType = z.infer<typeof ZSmsRecipientType>;

// `tr` sends Turkish characters as they are (Turkish encoding); `en` transliterates them to ASCII (cheaper parts).
export const SMS_LANGUAGES = ['tr', 'en'] as const;
export const ZSmsLanguage = z.enum(SMS_LANGUAGES);
export type TSmsLanguage = z.infer<typeof ZSmsLanguage>;

export const SMS_CONNECTION_STATES = ['valid', 'invalid', 'not_tested'] as const;
export type TSmsConnectionState = (typeof SMS_CONNECTION_STATES)[number];

const NO_LINE_BREAKS = /^[^\r\n]*$/;
// Originators are alphanumeric headers of at most 11 characters (Turkish operators, alphanumeric sender
// ids), or a sending phone number in E.164 (global providers).
export const ZSmsOriginator = z
  .string()
  .trim()
  .regex(/^(?:[^\r\n]{0,11}|\+[1-9]\d{6,14})$/, 'sms_settings.validation.originator_too_long');

export const ZSmsSettingsInput = z.object({
  provider: ZSmsProvider,
  username: z.string().trim().min(1, 'sms_settings.validation.credentials_required').max(120),
  // Empty keeps the stored password; required when none is stored yet.
  password: z.string().max(256).optional(),
  originator: ZSmsOriginator,
  language: ZSmsLanguage.default('tr'),
  recipientType: ZSmsRecipientType.default('BIREYSEL'),
  dealerCode: z.string().trim().max(40).regex(NO_LINE_BREAKS).default(''),
  iysActive: z.boolean().default(false),
  ahsQueryActive: z.boolean().default(false),
});
export type TSmsSettingsInput = z.input<typeof ZSmsSettingsInput>;

// What test-connection and fetch-originators take: the form's credentials (empty password = stored one).
export const ZSmsCredentialsInput = z.object({
  provider: ZSmsProvider,
  username: z.string().trim().max(120).default(''),
  password: z.string().max(256).optional(),
});
export type TSmsCredentialsInput = z.input<typeof ZSmsCredentialsInput>;

export const ZSmsSettings = z.object({
  provider: ZSmsProvider,
  username: z.string(),
  hasPassword: z.boolean().describe('A password is stored (it is never returned)'),
  originator: z.string(),
  language: ZSmsLanguage,
  recipientType: ZSmsRecipientType,
  dealerCode: z.string(),
  iysActive: z.boolean(),
  ahsQueryActive: z.boolean(),
  connectionState: z.enum(SMS_CONNECTION_STATES),
  connectionCheckedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSmsSettings = z.infer<typeof ZSmsSettings>;

export const ZSmsConnectionResult = z.object({
  state: z.enum(['valid', 'invalid']),
  message: z.string().nullable().describe("The provider's reason when invalid"),
});
export type TSmsConnectionResult = z.infer<typeof ZSmsConnectionResult>;
export const ZSmsOriginators = z.object({ originators: z.array(z.string()) });
export type TSmsOriginators = z.infer<typeof ZSmsOriginators>;
