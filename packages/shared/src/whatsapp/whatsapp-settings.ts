import { z } from 'zod';

// WhatsApp Cloud API settings of an account: the service key (access token, write-only), the phone
// number id, the Meta app secret (write-only, checks webhook signatures), the webhook verify token and
// the approved templates with their parameters mapped to variables.
const NO_LINE_BREAKS = /^[^\r\n]*$/;

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
});
export type TWhatsappTemplate = z.output<typeof ZWhatsappTemplate>;

export const ZWhatsappSettingsInput = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'whatsapp_settings.validation.phone_number_id_invalid'),
  // Empty keeps the stored secret; required when none is stored yet.
  accessToken: z.string().max(1024).optional(),
  appSecret: z.string().max(256).optional(),
  templates: z.array(ZWhatsappTemplate).max(200).default([]),
});
export type TWhatsappSettingsInput = z.input<typeof ZWhatsappSettingsInput>;

export type TWhatsappSettings = {
  phoneNumberId: string;
  hasAccessToken: boolean;
  hasAppSecret: boolean;
  verifyToken: string;
  // Path of the status webhook to enter in the Meta app (GET verify + POST statuses).
  webhookPath: string;
  templates: TWhatsappTemplate[];
  updatedAt: string;
};

// The direct send content of a WhatsApp message: the subject is the template name and the body holds
// one rendered parameter per line (WhatsApp parameters cannot contain line breaks).
export function whatsappContent(template: TWhatsappTemplate): { subject: string; body: string } {
  const body = template.parameters
    .map((p) => (/^[a-z_][a-z0-9_.]*$/i.test(p.variable) ? `{{ ${p.variable} }}` : p.variable))
    .join('\n');
  return { subject: template.name, body };
}
