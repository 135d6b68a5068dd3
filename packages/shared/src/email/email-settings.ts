import { z } from 'zod';
import { ZTimestamp } from '../http';

// SMTP credentials of an account (SPEC §3): host, port, encryption, username, password.
// The password is write-only: the API never returns it, only whether one is stored.
export const SMTP_ENCRYPTIONS = ['none', 'ssl', 'tls', 'starttls'] as const;
export const ZSmtpEncryption = z.enum(SMTP_ENCRYPTIONS);
export type TSmtpEncryption = z.infer<typeof ZSmtpEncryption>;

// A header value a merchant controls must never smuggle a line break into the MIME headers.
const NO_LINE_BREAKS = /^[^\r\n]*$/;
const HOST = /^[A-Za-z0-9.-]{1,253}$/;

export const ZSmtpCredentialsInput = z.object({
  host: z.string().trim().regex(HOST, 'email_settings.validation.smtp_host_invalid'),
  port: z.coerce
    .number()
    .int()
    .min(1, 'email_settings.validation.smtp_port_invalid')
    .max(65535, 'email_settings.validation.smtp_port_invalid'),
  encryption: ZSmtpEncryption,
  username: z.string().trim().max(320).regex(NO_LINE_BREAKS, 'email_settings.validation.line_break'),
  // Empty on update keeps the stored password; required when none is stored yet.
  password: z.string().max(1024).optional(),
});
export type TSmtpCredentialsInput = z.infer<typeof ZSmtpCredentialsInput>;

export const ZSmtpCredentials = z.object({
  host: z.string(),
  port: z.number().int(),
  encryption: ZSmtpEncryption,
  username: z.string(),
  hasPassword: z.boolean().describe('A password is stored (it is never returned)'),
  updatedAt: ZTimestamp,
});
export type TSmtpCredentials = z.infer<typeof ZSmtpCredentials>;

export const ZSmtpTestResult = z.object({
  ok: z.boolean(),
  message: z.string().nullable().describe("Why the connection failed, in the request's language"),
});
export type TSmtpTestResult = z.infer<typeof ZSmtpTestResult>;

// A sender: a domain the merchant sends from and the From address on it.
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;

export const ZEmailSenderInput = z
  .object({
    domain: z.string().trim().toLowerCase().regex(DOMAIN, 'validation.domain_invalid'),
    fromAddress: z.string().trim().toLowerCase().max(320),
    fromName: z
      .string()
      .trim()
      .min(1, 'email_settings.validation.sender_name_required')
      .max(120)
      .regex(NO_LINE_BREAKS, 'email_settings.validation.line_break'),
  })
  .superRefine((value, ctx) => {
    const at = value.fromAddress.lastIndexOf('@');
    const local = value.fromAddress.slice(0, at);
    if (at < 1 || !LOCAL_PART.test(local) || value.fromAddress.slice(at + 1) !== value.domain)
      ctx.addIssue({
        code: 'custom',
        path: ['fromAddress'],
        message: 'email_settings.validation.sender_address_domain',
      });
  });
export type TEmailSenderInput = z.infer<typeof ZEmailSenderInput>;

export const DNS_RECORD_KINDS = ['spf', 'dkim', 'dmarc'] as const;
export type TDnsRecordKind = (typeof DNS_RECORD_KINDS)[number];

// A record the merchant publishes; `ok` is the last check's result (null: not checked yet).
export const ZDnsRecord = z.object({
  kind: z.enum(DNS_RECORD_KINDS),
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
  ok: z.boolean().nullable().describe("The last check's result; null: not checked yet"),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

export const EMAIL_SENDER_STATUSES = ['pending', 'verified'] as const;
export type TEmailSenderStatus = (typeof EMAIL_SENDER_STATUSES)[number];

export const ZEmailSender = z.object({
  id: z.number().int(),
  domain: z.string(),
  fromAddress: z.string(),
  fromName: z.string(),
  status: z.enum(EMAIL_SENDER_STATUSES),
  addressConfirmed: z.boolean().describe('The From address confirmed the link mailed to it'),
  records: z.array(ZDnsRecord),
  checkedAt: ZTimestamp.nullable(),
  verifiedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
});
export type TEmailSender = z.infer<typeof ZEmailSender>;

// SPEC §3/§7: null when unset; `verify: "Success"` once the sender is verified.
export const ZEmailSendingSettings = z
  .object({
    id: z.number().int(),
    domain: z.string(),
    fromAddress: z.string(),
    fromName: z.string(),
    verify: z.enum(['Success', 'Pending']),
  })
  .nullable();
export type TEmailSendingSettings = z.infer<typeof ZEmailSendingSettings>;
