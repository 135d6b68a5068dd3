import nodemailer from 'nodemailer';
import type { ChannelProvider, TSendOutcome } from './channel-provider';

// A minimal email provider for pipeline tests: nodemailer straight to a given SMTP URL, no DKIM.
// Tests register it in place of the real provider to exercise the pipeline against a sink.
export function sinkEmailProvider(smtpUrl: string, pooled = false): ChannelProvider<{ from: string }> {
  const url = new URL(smtpUrl);
  const options = { host: url.hostname, port: Number(url.port), secure: false, ignoreTLS: true };
  const transport = pooled
    ? nodemailer.createTransport({ ...options, pool: true, maxConnections: 5, maxMessages: Infinity })
    : nodemailer.createTransport(options);
  return {
    channel: 'email',
    maxBatchSize: 10,
    loadSettings: async () => ({ from: 'shop@ulak.test' }),
    async send(batch) {
      return Promise.all(
        batch.messages.map(async (m): Promise<TSendOutcome> => {
          try {
            const info = await transport.sendMail({
              from: batch.settings.from,
              to: m.to,
              subject: m.subject,
              html: m.html,
              text: m.text,
              messageId: `<${m.idempotencyKey}@ulak.test>`,
              envelope: { from: `bounce+${m.returnPathToken}@ulak.test`, to: m.to },
              list: m.listUnsubscribe ? { unsubscribe: m.listUnsubscribe.url } : undefined,
              headers: m.listUnsubscribe?.oneClick ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
            });
            return { messageId: m.messageId, status: 'accepted', providerMessageId: info.messageId };
          } catch (error) {
            return { messageId: m.messageId, status: 'retry', retryAfterMs: null, reason: String(error) };
          }
        }),
      );
    },
  };
}
