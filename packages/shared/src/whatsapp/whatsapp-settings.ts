import { z } from 'zod';

// WhatsApp Cloud API settings of an account: the service key (access token, write-only), the phone
// number id, the Meta app secret (write-only, checks webhook signatures), the webhook verify token and
// the approved templates with their parameters mapped to variables.
const NO_LINE_BREAKS = /^[^\r\n]*$/;

// The WhatsApp providers an account can send through: Meta's Cloud API or Helorobo (a Turkish WhatsApp
// Business provider, addressed by its channel id and template ids).
export const WHATSAPP_PROVIDERS = ['cloud_api', 'helorobo'] as const;
export type TWhatsappProvider = (typeof WHATSAPP_PROVIDERS)[number];

export const WHATSAPP_TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

// One body parameter ({{1}}, {{2}}, ... in order): a variable path such as `member.name`, or fixed text.
export const ZWhatsappTemplateParameter = z.object({
  variable: z
    .string()
    .trim()
    .min(1, 'whatsapp_settings.validation.parameter_required')
    .max(200)
    .regex(NO_LINE_BREAKS, 'whatsapp_settings.validation.parameter_required'),
});

export const ZWhatsappTemplate = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'whatsapp_settings.validation.template_name_invalid'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'whatsapp_settings.validation.template_language_invalid'),
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES).default('MARKETING'),
  bodyText: z.string().max(1024).default(''),
  parameters: z.array(ZWhatsappTemplateParameter).max(20).default([]),
  // Helorobo: the template's id there, the URL button's parameter and the copy code (coupon) button's value.
  providerTemplateId: z.string().trim().max(100).regex(NO_LINE_BREAKS).default(''),
  urlButton: z.string().trim().max(200).regex(NO_LINE_BREAKS).default(''),
  copyCode: z.string().trim().max(200).regex(NO_LINE_BREAKS).default(''),
});
export type TWhatsappTemplate = z.output<typeof ZWhatsappTemplate>;

export const ZWhatsappSettingsInput = z
  .object({
    provider: z.enum(WHATSAPP_PROVIDERS).default('cloud_api'),
    phoneNumberId: z
      .string()
      .trim()
      .regex(/^(\d{5,20})?$/, 'whatsapp_settings.validation.phone_number_id_invalid')
      .default(''),
    // Helorobo's channel id (its WhatsApp number there).
    channelId: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-]{1,64})?$/, 'whatsapp_settings.validation.channel_id_invalid')
      .default(''),
    // Empty keeps the stored secret; required when none is stored yet.
    accessToken: z.string().max(1024).optional(),
    appSecret: z.string().max(256).optional(),
    templates: z.array(ZWhatsappTemplate).max(200).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.provider === 'cloud_api' && v.phoneNumberId === '')
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumberId'],
        message: 'whatsapp_settings.validation.phone_number_id_invalid',
      });
    if (v.provider === 'helorobo' && v.channelId === '')
      ctx.addIssue({ code: 'custom', path: ['channelId'], message: 'whatsapp_settings.validation.channel_id_invalid' });
    if (v.provider === 'helorobo')
      v.templates.forEach((t, i) => {
        if (t.providerTemplateId === '')
          ctx.addIssue({
            code: 'custom',
            path: ['templates', i, 'providerTemplateId'],
            message: 'whatsapp_settings.validation.template_id_required',
          });
      });
  });
export type TWhatsappSettingsInput = z.input<typeof ZWhatsappSettingsInput>;

// The stored settings as the API answers them (templates as stored, not validated again).
export const ZWhatsappSettings = z.object({
  provider: z.enum(WHATSAPP_PROVIDERS),
  phoneNumberId: z.string(),
  channelId: z.string(),
  hasAccessToken: z.boolean().describe('An access token is stored (it is never returned)'),
  hasAppSecret: z.boolean(),
  verifyToken: z.string().describe('The token the webhook verification must send'),
  webhookPath: z.string().describe('Path of the status webhook to enter in the Meta app (GET verify + POST statuses)'),
  templates: z.array(
    z.object({
      name: z.string(),
      language: z.string(),
      category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
      bodyText: z.string(),
      parameters: z.array(z.object({ variable: z.string() })),
      providerTemplateId: z.string(),
      urlButton: z.string(),
      copyCode: z.string(),
    }),
  ),
  updatedAt: z.string(),
});
export type TWhatsappSettings = z.infer<typeof ZWhatsappSettings>;

export const ZWhatsappTestResult = z.object({
  state: z.enum(['valid', 'invalid']),
  displayPhoneNumber: z.string().nullable(),
  message: z.string().nullable(),
});
export type TWhatsappTestResult = z.infer<typeof ZWhatsappTestResult>;

// One bulk send's figures as the provider reports them.
export const ZWhatsappBulkReport = z.object({
  id: z.string(),
  name: z.string(),
  waiting: z.number(),
  queued: z.number(),
  sent: z.number(),
  delivered: z.number(),
  seen: z.number(),
  failed: z.number(),
  createdAt: z.string().nullable(),
});
export type TWhatsappBulkReport = z.infer<typeof ZWhatsappBulkReport>;
export const ZWhatsappBulkReports = z.object({
  supported: z.boolean().describe('The provider has a bulk report API'),
  items: z.array(ZWhatsappBulkReport),
});
export type TWhatsappBulkReports = z.infer<typeof ZWhatsappBulkReports>;

// The direct send content of a WhatsApp message: the subject is the template name and the body holds
// one rendered parameter per line (WhatsApp parameters cannot contain line breaks), then the URL button's
// parameter and the copy code button's value when the template has them (templateLines reads them back).
const asLiquid = (value: string) => (/^[a-z_][a-z0-9_.]*$/i.test(value) ? `{{ ${value} }}` : value);

export function whatsappContent(template: TWhatsappTemplate): { subject: string; body: string } {
  const lines = template.parameters.map((p) => asLiquid(p.variable));
  if (template.urlButton) lines.push(asLiquid(template.urlButton));
  if (template.copyCode) lines.push(asLiquid(template.copyCode));
  const body = lines.join('\n');
  return { subject: template.name, body };
}

// The rendered body split back into the template's parts ('-' for an empty body parameter).
export function templateLines(
  template: TWhatsappTemplate,
  body: string,
): { params: string[]; urlButton: string | null; copyCode: string | null } {
  const lines = body.split('\n').map((l) => l.trim());
  const n = template.parameters.length;
  const params = template.parameters.map((_, i) => lines[i] || '-');
  let next = n;
  const urlButton = template.urlButton ? (lines[next++] ?? '') : null;
  const copyCode = template.copyCode ? (lines[next] ?? '') : null;
  return { params, urlButton, copyCode };
}
