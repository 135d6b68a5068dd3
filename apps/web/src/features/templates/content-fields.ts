import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TLanguageContent } from '@ulak/shared/messaging/api';

export type TContentField = keyof TLanguageContent;

// Which content fields a message edits per channel: email has a subject and an HTML body, push a title
// and a body, SMS and WhatsApp only a body.
export const CHANNEL_FIELDS: Record<TChannel, TContentField[]> = {
  email: ['subject', 'html'],
  sms: ['body'],
  whatsapp: ['body'],
  webpush: ['subject', 'body'],
  mobilepush: ['subject', 'body'],
};

// One-line fields; the others are multi-line.
export const SHORT_FIELDS: readonly TContentField[] = ['subject'];

// The label key of a field: push calls its subject a title.
export function fieldLabelKey(channel: TChannel, field: TContentField): string {
  if (field === 'subject' && (channel === 'webpush' || channel === 'mobilepush')) return 'templates.fields.title';
  return `templates.fields.${field}`;
}
