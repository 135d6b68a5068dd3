import type Mail from 'nodemailer/lib/mailer';
import type { AppDeps } from '../../../../platform/deps';
import type { ChannelProvider, TRenderedMessage, TSendOutcome } from '../../../messaging';
import { sendersRepository } from '../senders.repository';
import { smtpEndpoint } from '../smtp-credentials.service';
import { compileMjml, hasLineBreak, htmlToPlainText, isMjml } from '../email-content';
import { endpointOptions, relayOptions } from '../smtp-transport';
import { pooledTransport } from '../transport-pool';
import { classifySmtpError } from '../smtp-errors';

export type TEmailSettings = {
  transport: ReturnType<typeof endpointOptions>;
  sender: { domain: string; fromAddress: string; fromName: string; selector: string; privateKey: string };
  bounceDomain: string;
};

// PROTOCOLS "Email": both List-Unsubscribe headers must be under the DKIM signature, which
// nodemailer's default header list does not do for List-Unsubscribe-Post.
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':');

// The account's own SMTP server with any sender, or the platform relay with a verified sender only
// (the relay's reputation is shared by every merchant).
export async function loadEmailSettings(deps: AppDeps, accountId: number): Promise<TEmailSettings | null> {
  const [sender, endpoint] = await Promise.all([
    sendersRepository(deps.db).primary(accountId),
    smtpEndpoint(deps, accountId),
  ]);
  if (!sender) return null;
  let transport: TEmailSettings['transport'];
  if (endpoint) transport = endpointOptions(endpoint);
  else {
    const relay = deps.config.emailRelayUrl;
    if (!relay || sender.status !== 'verified') return null;
    transport = relayOptions(relay);
  }
  return {
    transport,
    sender: {
      domain: sender.domain,
      fromAddress: sender.fromAddress,
      fromName: sender.fromName,
      selector: sender.dkimSelector,
      privateKey: deps.secretBox.open(sender.dkimPrivateKeySealed),
    },
    bounceDomain: deps.config.emailBounceDomain,
  };
}

// Null when a merchant- or member-controlled header value carries CR/LF.
export async function buildMail(message: TRenderedMessage, settings: TEmailSettings): Promise<Mail.Options | null> {
  const { sender } = settings;
  const fromName = message.from?.name ?? sender.fromName;
  // Another address on the same domain keeps DKIM aligned; anything else falls back to the sender.
  const fromAddress = message.from?.address?.toLowerCase().endsWith(`@${sender.domain}`)
    ? message.from.address
    : sender.fromAddress;
  const subject = message.subject ?? '';
  const headers: Record<string, string> = { ...message.headers };
  if (message.listUnsubscribe) {
    const targets = [`<${message.listUnsubscribe.url}>`];
    if (message.listUnsubscribe.mailto) targets.push(`<mailto:${message.listUnsubscribe.mailto}>`);
    headers['List-Unsubscribe'] = targets.join(', ');
    if (message.listUnsubscribe.oneClick) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const values = [fromName, fromAddress, subject, message.to, ...Object.keys(headers), ...Object.values(headers)];
  if (values.some(hasLineBreak)) return null;
  const rawHtml = message.html ?? '';
  const html = isMjml(rawHtml) ? await compileMjml(rawHtml) : rawHtml;
  return {
    from: { name: fromName, address: fromAddress },
    to: message.to,
    subject,
    html: html || undefined,
    text: message.text || (html ? htmlToPlainText(html) : (message.body ?? '')),
    messageId: `<${message.idempotencyKey}@${sender.domain}>`,
    headers,
    // VERP: the bounce names its message through the envelope sender.
    envelope: { from: `bounces+${message.returnPathToken}@${settings.bounceDomain}`, to: message.to },
    dkim: {
      domainName: sender.domain,
      keySelector: sender.selector,
      privateKey: sender.privateKey,
      headerFieldNames: DKIM_SIGNED_HEADERS,
    },
  };
}

async function sendOne(
  message: TRenderedMessage,
  settings: TEmailSettings,
  send: (mail: Mail.Options) => Promise<{ messageId: string }>,
): Promise<TSendOutcome> {
  const mail = await buildMail(message, settings);
  if (!mail)
    return { messageId: message.messageId, status: 'failed', code: 'header_invalid', reason: 'line break in a header' };
  try {
    const info = await send(mail);
    return { messageId: message.messageId, status: 'accepted', providerMessageId: info.messageId };
  } catch (error) {
    return { messageId: message.messageId, ...classifySmtpError(error) };
  }
}

// The email channel over pooled SMTP: one transport per endpoint, messages in parallel across its connections.
export const smtpEmailProvider: ChannelProvider<TEmailSettings> = {
  channel: 'email',
  maxBatchSize: 1000,
  loadSettings: loadEmailSettings,
  async send(batch) {
    const transport = pooledTransport(batch.settings.transport);
    const send = (mail: Mail.Options) => transport.sendMail(mail);
    return Promise.all(batch.messages.map((message) => sendOne(message, batch.settings, send)));
  },
};
