import type Mail from 'nodemailer/lib/mailer';
import type { TMessageContent } from '@ulak/shared';
import type { AppDeps } from '../../../../platform/deps';
import {
  transportSlots,
  type ChannelProvider,
  type TRenderedMessage,
  type TSendBatch,
  type TSendOutcome,
} from '../../../messaging';
import { TemplateError } from '../../../templates';
import { sendersRepository } from '../senders.repository';
import { smtpEndpoint } from '../smtp-credentials.service';
import { hasLineBreak, htmlToPlainText, isMjml } from '../email-content';
import { compileMjmlCached } from '../mjml-cache';
import { compileMjmlForLiquid, plainTextForLiquid } from '../mjml-liquid';
import { endpointOptions, relayOptions } from '../smtp-transport';
import { pooledTransport } from '../transport-pool';
import { classifySmtpError } from '../smtp-errors';
import { composeSignedMany } from '../mime/compose-pool';
import type { TDkimOptions } from '../mime/dkim-sign';

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
  if (endpoint) transport = endpointOptions(endpoint, deps.config.egressAllowPrivate);
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
  // The pipeline hands over final HTML (see prepareEmailContent); a caller may still pass MJML.
  const html = isMjml(rawHtml) ? await compileMjmlCached(rawHtml) : rawHtml;
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

// MJML compiles once per template (cached by content) with its Liquid intact, so a batch renders only
// Liquid per recipient; a template whose Liquid MJML would not keep stays MJML, compiled per message.
// The plain-text part of a compiled template is derived once too (converting its HTML per message cost
// about as much as the rest of the message's rendering).
export async function prepareEmailContent(content: TMessageContent): Promise<TMessageContent> {
  const languages: TMessageContent['languages'] = {};
  for (const [language, fields] of Object.entries(content.languages)) {
    const html = fields.html !== undefined && isMjml(fields.html) ? await compileMjmlForLiquid(fields.html) : null;
    if (html === null) {
      languages[language] = fields;
      continue;
    }
    const text = fields.text ?? plainTextForLiquid(html, htmlToPlainText(html));
    languages[language] = text === null ? { ...fields, html } : { ...fields, html, text };
  }
  return { ...content, languages };
}

// Per message, after Liquid: the MJML prepareEmailContent left as it was.
export async function finishEmailHtml(html: string): Promise<string> {
  if (!isMjml(html)) return html;
  try {
    return await compileMjmlCached(html);
  } catch (error) {
    throw new TemplateError(`MJML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type TSend = (mail: Mail.Options) => Promise<unknown>;
type TSlots = <T>(task: () => Promise<T>) => Promise<T>;

// Builds every message's MIME fields here (cheap: validation, cached MJML, plain text), has the compose threads
// build and DKIM-sign the raw messages, and hands each signed message to the pooled transport as soon as
// its chunk comes back, so the SMTP connections keep busy while later chunks are still being signed.
// Each answer is reported to the pipeline as it arrives, inside the connection's slot (see transportSlots).
async function sendAll(batch: TSendBatch<TEmailSettings>, send: TSend, slots: TSlots): Promise<TSendOutcome[]> {
  const outcomes: (TSendOutcome | undefined)[] = new Array(batch.messages.length);
  const built = await Promise.all(batch.messages.map((message) => buildMail(message, batch.settings)));
  const jobs: { index: number; mail: Mail.Options }[] = [];
  built.forEach((mail, index) => {
    const messageId = batch.messages[index]?.messageId ?? 0;
    if (mail) jobs.push({ index, mail });
    else outcomes[index] = { messageId, status: 'failed', code: 'header_invalid', reason: 'line break in a header' };
  });
  const dkim = jobs[0]?.mail.dkim as TDkimOptions | undefined;
  if (!dkim) return outcomes as TSendOutcome[];
  const sending: Promise<void>[] = [];
  await composeSignedMany(
    dkim,
    jobs.map(({ mail }) => {
      const { envelope: _envelope, dkim: _dkim, ...fields } = mail;
      return fields;
    }),
    (jobIndex, answer) => {
      const job = jobs[jobIndex];
      if (!job) return;
      const messageId = batch.messages[job.index]?.messageId ?? 0;
      if (!answer.ok) {
        outcomes[job.index] = { messageId, status: 'retry', retryAfterMs: null, reason: answer.reason };
        return;
      }
      sending.push(
        slots(async () => {
          const outcome: TSendOutcome = await send({ envelope: job.mail.envelope, raw: answer.raw }).then(
            () => ({ messageId, status: 'accepted', providerMessageId: String(job.mail.messageId) }),
            (error: unknown) => ({ messageId, ...classifySmtpError(error) }),
          );
          outcomes[job.index] = outcome;
          await batch.report?.(outcome);
        }),
      );
    },
  );
  await Promise.all(sending);
  return outcomes.map(
    (outcome, index) =>
      outcome ?? {
        messageId: batch.messages[index]?.messageId ?? 0,
        status: 'retry',
        retryAfterMs: null,
        reason: 'No answer for the message',
      },
  );
}

// The email channel over pooled SMTP: one transport per endpoint, messages in parallel across its connections.
export const smtpEmailProvider: ChannelProvider<TEmailSettings> = {
  channel: 'email',
  // Rendered, signed and sent 250 at a time: enough to keep the compose threads and connections busy, while
  // a send job holds only one chunk's renders and MIME in memory.
  maxBatchSize: 250,
  loadSettings: loadEmailSettings,
  prepareContent: prepareEmailContent,
  finishHtml: finishEmailHtml,
  async send(batch) {
    const transport = pooledTransport(batch.settings.transport);
    const slots = transportSlots(transport, batch.settings.transport.maxConnections ?? 5);
    return sendAll(batch, (mail) => transport.sendMail(mail), slots);
  },
};
