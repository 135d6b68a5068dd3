import nodemailer from 'nodemailer';
import { transportSlots, type ChannelProvider, type TSendOutcome } from './channel-provider';

// A minimal email provider for pipeline tests: nodemailer straight to a given SMTP URL, no DKIM.
// Tests register it in place of the real provider to exercise the pipeline against a sink.
export const SINK_CONNECTIONS = 5;
const SINK_BATCH = 10;

export function sinkEmailProvider(smtpUrl: string, pooled = false): ChannelProvider<{ from: string }> {
  const url = new URL(smtpUrl);
  const options = { host: url.hostname, port: Number(url.port), secure: false, ignoreTLS: true };
  const transport = pooled
    ? nodemailer.createTransport({ ...options, pool: true, maxConnections: SINK_CONNECTIONS, maxMessages: Infinity })
    : nodemailer.createTransport(options);
  // Unpooled, each message opens its own connection: as many as a batch holds.
  const slots = transportSlots(transport, pooled ? SINK_CONNECTIONS : SINK_BATCH);
  return {
    channel: 'email',
    maxBatchSize: SINK_BATCH,
    loadSettings: async () => ({ from: 'shop@ulak.test' }),
    async send(batch) {
      return Promise.all(
        batch.messages.map((m) =>
          slots(async (): Promise<TSendOutcome> => {
            const outcome = await deliver(m);
            await batch.report?.(outcome);
            return outcome;
          }),
        ),
      );
      async function deliver(m: (typeof batch.messages)[number]): Promise<TSendOutcome> {
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
      }
    },
  };
}
