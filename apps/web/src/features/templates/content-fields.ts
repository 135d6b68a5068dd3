import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TLanguageContent } from '@ulak/shared/messaging/api';

export type TContentField = keyof TLanguageContent;

// Which content fields a message edits per channel: email has a subject and an HTML body, push a title
// and a body, SMS only a body, WhatsApp an approved template's name (subject) and its parameters, one per
// line (body).
export const CHANNEL_FIELDS: Record<TChannel, TContentField[]> = {
  email: ['subject', 'html'],
  sms: ['body'],
  whatsapp: ['subject', 'body'],
  webpush: ['subject', 'body'],
  mobilepush: ['subject', 'body'],
};

// One-line fields; the others are multi-line.
export const SHORT_FIELDS: readonly TContentField[] = ['subject'];

// The label key of a field: push calls its subject a title.
export function fieldLabelKey(channel: TChannel, field: TContentField): string {
  if (channel === 'whatsapp')
    return field === 'subject' ? 'whatsapp_settings.field_template' : 'whatsapp_settings.field_parameters';
  if (field === 'subject' && (channel === 'webpush' || channel === 'mobilepush')) return 'templates.fields.title';
  return `templates.fields.${field}`;
}

// Fields a message cannot go without: a WhatsApp template may have no parameters.
export function requiredFields(channel: TChannel): TContentField[] {
  return channel === 'whatsapp' ? ['subject'] : CHANNEL_FIELDS[channel];
}
