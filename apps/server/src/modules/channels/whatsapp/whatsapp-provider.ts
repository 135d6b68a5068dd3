import type {
  TWhatsappBulkReport,
  TWhatsappProvider,
  TWhatsappTemplate,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import type { TConfig } from '../../../platform/config';
import type { TRenderedMessage, TSendOutcome } from '../../messaging';

// The one WhatsApp provider interface: adding a provider is one file under providers/ and one line in
// providers/index.ts. Providers speak their wire protocol only; settings and the rate limit live in
// whatsapp-channel.ts.

export type TWhatsappAccount = {
  baseUrl: string;
  // The provider's name of the sending number: the Cloud API phone number id, Helorobo's channel id.
  senderId: string;
  accessToken: string;
  templates: TWhatsappTemplate[];
  config: TConfig;
};

export type TWhatsappConnection = { ok: boolean; displayPhoneNumber: string | null; reason: string | null };

export type WhatsappProvider = {
  id: TWhatsappProvider;
  baseUrl: (config: TConfig) => string;
  ratePerSecond: (config: TConfig) => number;
  sendOne: (account: TWhatsappAccount, message: TRenderedMessage) => Promise<TSendOutcome>;
  // Providers with a bulk API take a whole batch at once when it is at least `bulkMinBatch` messages.
  bulkMinBatch?: (config: TConfig) => number;
  sendBulk?: (account: TWhatsappAccount, messages: TRenderedMessage[]) => Promise<TSendOutcome[]>;
  testConnection: (account: TWhatsappAccount) => Promise<TWhatsappConnection>;
  bulkReports?: (account: TWhatsappAccount, page: number) => Promise<TWhatsappBulkReport[] | null>;
};

// The template a rendered message names (subject = template name), preferring the message's language.
export function findTemplate(message: TRenderedMessage, templates: TWhatsappTemplate[]): TWhatsappTemplate | null {
  const name = (message.subject ?? '').trim();
  return (
    templates.find((t) => t.name === name && t.language.startsWith(message.language)) ??
    templates.find((t) => t.name === name) ??
    null
  );
}

export const templateMissing = (message: TRenderedMessage): TSendOutcome => ({
  messageId: message.messageId,
  status: 'failed',
  code: 'template_not_configured',
  reason: `WhatsApp template "${message.subject ?? ''}" is not in the approved template list`,
});
