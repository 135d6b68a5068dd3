// The channel provider contract: the one seam between the channel-agnostic send pipeline and a channel.
//
// - A channel module (channels/email, channels/sms, ...) implements `ChannelProvider` and calls
//   `registerChannelProvider(provider)` once at module load; the pipeline finds it with `channelProvider(channel)`.
// - Per batch the pipeline calls `loadSettings(deps, accountId)` once (SMTP credentials, sender domain,
//   API keys; null = the account has not configured the channel, every message fails with
//   `channel_not_configured`), then `send({ accountId, settings, messages }, deps)`.
// - Each message arrives fully rendered, gated and claimed: `messageId` is the idempotency key (use it
//   as Message-ID / provider idempotency key); the pipeline never calls send twice for a message that
//   a provider answered `accepted` for.
// - `send` must answer every message of the batch with exactly one outcome and must not throw for a
//   per-message problem: `accepted` (the provider took it; its own id for later webhooks), `retry`
//   (429/5xx/connection: the pipeline backs off with jitter, honouring `retryAfterMs`, and marks the
//   message dead after N attempts) or `failed` (permanent: final, `code` + `reason` are stored as the
//   message's reason). A thrown error counts as `retry` for every message not yet answered.
// - Optionally `prepareContent(content)` turns the run's content, once per batch and before any variable is
//   filled, into what Liquid then renders per recipient (email: MJML compiled to HTML with the Liquid kept).
//   What it leaves as it was is rendered per recipient and then passed to `finishHtml(html)` (email: MJML
//   whose Liquid MJML would not keep, compiled per message) before link tracking.
// - Later provider facts (delivered, bounce, complaint, open, click) come back through
//   `recordMessageEvent`, addressed by message id, by the VERP return-path token the pipeline gave the
//   message, or by the provider message id. Hard bounces and complaints suppress the address there;
//   `suppress` is for facts without a message (e.g. a complaint feedback loop naming only the address).
import type { TChannel, TMessageContent } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';

export type TListUnsubscribe = {
  // https URL of the RFC 8058 one-click endpoint (POST `List-Unsubscribe=One-Click`) and of the page.
  url: string;
  oneClick: boolean;
  mailto?: string;
};

export type TRenderedMessage = {
  messageId: number;
  // `ulak-<messageId>`: stable across retries, usable as Message-ID local part or provider idempotency key.
  idempotencyKey: string;
  accountId: number;
  memberId: number | null;
  deviceId: number | null;
  // The recipient address for the channel: an email address, an E.164 phone, a push registration id.
  to: string;
  language: string;
  // Optional sender override (campaign sender name); providers fall back to their settings.
  from?: { name?: string; address?: string };
  subject?: string;
  // email: html + text (final HTML: plain, or MJML compiled by the provider; text is always filled for email).
  html?: string;
  text?: string;
  // sms / whatsapp / push: the body; push may also carry a title (subject), an icon and a click URL.
  body?: string;
  data?: Record<string, string>;
  // Extra headers (already validated: no CR/LF); email adds them to the MIME headers.
  headers: Record<string, string>;
  listUnsubscribe?: TListUnsubscribe;
  // Signed token identifying this message; email puts it in the VERP return path (bounce+<token>@domain).
  returnPathToken: string;
};

export type TSendBatch<TSettings> = {
  accountId: number;
  channel: TChannel;
  settings: TSettings;
  messages: TRenderedMessage[];
  // The run's messages are commercial (IYS-controlled: SMS providers filter them by the registry).
  commercial?: boolean;
  // Set by the pipeline: records one message's outcome at once and resolves when it is committed. A provider
  // that calls it as each answer arrives, and holds the connection's slot until it resolves (see
  // `transportSlots`), narrows what a crash can repeat to the messages on open transactions at that instant.
  // Outcomes it reported may be returned again from `send`: the pipeline keeps the first.
  report?: (outcome: TSendOutcome) => Promise<void>;
};

export type TSendOutcome =
  | { messageId: number; status: 'accepted'; providerMessageId: string }
  | { messageId: number; status: 'retry'; retryAfterMs: number | null; reason: string }
  | { messageId: number; status: 'failed'; code: string; reason: string };

export type ChannelProvider<TSettings = unknown> = {
  channel: TChannel;
  // Largest batch the provider wants at once (the pipeline splits a send job's messages accordingly).
  maxBatchSize?: number;
  loadSettings: (deps: AppDeps, accountId: number) => Promise<TSettings | null>;
  prepareContent?: (content: TMessageContent) => Promise<TMessageContent>;
  // May throw a TemplateError: the message fails with its reason.
  finishHtml?: (html: string) => Promise<string>;
  send: (batch: TSendBatch<TSettings>, deps: AppDeps) => Promise<TSendOutcome[]>;
};

// At most `size` messages between "handed to the transport" and "outcome committed" per transport: with
// `size` = its connection count, a kill can repeat at most that many messages (each one on an open SMTP
// transaction or just answered and not yet recorded). One limiter per transport object, shared by every job.
const slotsByTransport = new WeakMap<object, <T>(task: () => Promise<T>) => Promise<T>>();

export function transportSlots(transport: object, size: number): <T>(task: () => Promise<T>) => Promise<T> {
  const known = slotsByTransport.get(transport);
  if (known) return known;
  let busy = 0;
  const queue: (() => void)[] = [];
  const limit = async <T>(task: () => Promise<T>): Promise<T> => {
    if (busy >= size) await new Promise<void>((resolve) => queue.push(resolve));
    else busy += 1;
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else busy -= 1;
    }
  };
  slotsByTransport.set(transport, limit);
  return limit;
}

const providers = new Map<TChannel, ChannelProvider>();

// Registering a channel a second time replaces the provider (tests swap in a provider for a sink).
export function registerChannelProvider<TSettings>(provider: ChannelProvider<TSettings>): void {
  providers.set(provider.channel, provider as ChannelProvider);
}

export function unregisterChannelProvider(channel: TChannel): void {
  providers.delete(channel);
}

export function channelProvider(channel: TChannel): ChannelProvider | null {
  return providers.get(channel) ?? null;
}
