import { templateLines, type TWhatsappTemplate } from '@ulak/shared/whatsapp/whatsapp-settings';
import { providerRequest, type TRenderedMessage, type TSendOutcome } from '../../../messaging';
import { findTemplate, templateMissing, type WhatsappProvider } from '../whatsapp-provider';

// WhatsApp Cloud API (PROTOCOLS "WhatsApp Cloud API"): template messages to
// `POST /{version}/{phone number id}/messages` with the service key as Bearer token.

export type TCloudApiAccount = {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  accessToken: string;
  templates: TWhatsappTemplate[];
};

type TGraphError = { error?: { code?: number; message?: string; error_data?: { details?: string } } };

// Graph error codes: throttling is retried, the rest are final with a stable reason code.
const RETRIED: Record<number, { reason: string; retryAfterMs: number }> = {
  4: { reason: 'WhatsApp: application request limit reached', retryAfterMs: 60_000 },
  80007: { reason: 'WhatsApp: business account rate limit reached', retryAfterMs: 60_000 },
  130429: { reason: 'WhatsApp: throughput limit reached', retryAfterMs: 1000 },
  131056: { reason: 'WhatsApp: too many messages to this recipient (pair rate limit)', retryAfterMs: 6000 },
  // "Message undeliverable" is often temporary (the phone offline, an app update): retried, and
  // final only after the pipeline's attempts run out.
  131026: { reason: 'WhatsApp: message undeliverable to this number', retryAfterMs: 10 * 60_000 },
};
const FAILED: Record<number, { code: string; reason: string }> = {
  190: { code: 'provider_auth', reason: 'WhatsApp: the service key (access token) is invalid or expired' },
  368: { code: 'policy_blocked', reason: 'WhatsApp: the number is blocked for policy violations' },
  131047: { code: 'outside_window', reason: 'WhatsApp: more than 24 hours since the customer last replied' },
  131049: { code: 'marketing_cap', reason: 'WhatsApp: per-user marketing message limit reached' },
  132000: { code: 'template_parameters', reason: 'WhatsApp: template parameter count does not match' },
  132001: { code: 'template_missing', reason: 'WhatsApp: template does not exist in this language' },
};

// The stable code and reason of a Graph error code (send answers and failed status webhooks alike).
export function graphFailure(code: number, fallback: string): { code: string; reason: string } {
  if (code === UNDELIVERABLE)
    return { code: 'undeliverable', reason: 'WhatsApp: message undeliverable to this number' };
  return (
    FAILED[code] ?? RETRIED_AS_FAILED[code] ?? { code: 'provider_rejected', reason: `WhatsApp ${code}: ${fallback}` }
  );
}

export const UNDELIVERABLE = 131026;

// In a status webhook a throttling code is final: the message was accepted and then dropped.
const RETRIED_AS_FAILED: Record<number, { code: string; reason: string }> = Object.fromEntries(
  Object.entries(RETRIED).map(([code, r]) => [code, { code: 'throttled', reason: r.reason }]),
);

export function classifyGraphError(
  messageId: number,
  status: number,
  json: unknown,
  retryAfterMs: number | null,
): TSendOutcome {
  const error = (json as TGraphError | null)?.error;
  const code = Number(error?.code ?? 0);
  const retried = RETRIED[code];
  if (retried)
    return { messageId, status: 'retry', retryAfterMs: retryAfterMs ?? retried.retryAfterMs, reason: retried.reason };
  const failed = FAILED[code];
  if (failed) return { messageId, status: 'failed', ...failed };
  if (status === 429 || status >= 500 || status === 0)
    return { messageId, status: 'retry', retryAfterMs, reason: `WhatsApp: HTTP ${status || 'unreachable'}` };
  const detail = error?.error_data?.details ?? error?.message ?? `HTTP ${status}`;
  return {
    messageId,
    status: 'failed',
    code: 'provider_rejected',
    reason: `WhatsApp ${code}: ${detail}`.slice(0, 300),
  };
}

// The rendered message: subject = template name, body = one parameter per line (whatsappContent).
export function templatePayload(message: TRenderedMessage, templates: TWhatsappTemplate[]) {
  const template = findTemplate(message, templates);
  if (!template) return null;
  const parameters = templateLines(template, message.body ?? '').params.map((text) => ({ type: 'text', text }));
  return {
    messaging_product: 'whatsapp',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: parameters.length > 0 ? [{ type: 'body', parameters }] : [],
    },
    // Echoed in status webhooks: names our message even before the wamid is stored.
    biz_opaque_callback_data: message.idempotencyKey,
  };
}

export async function sendTemplate(account: TCloudApiAccount, message: TRenderedMessage): Promise<TSendOutcome> {
  const body = templatePayload(message, account.templates);
  if (!body) return templateMissing(message);
  const res = await providerRequest(`${account.baseUrl}/${account.version}/${account.phoneNumberId}/messages`, {
    headers: { authorization: `Bearer ${account.accessToken}` },
    body,
  });
  const id = (res.json as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id;
  if (res.status === 200 && id) return { messageId: message.messageId, status: 'accepted', providerMessageId: id };
  return classifyGraphError(message.messageId, res.status, res.json, res.retryAfterMs);
}

// Reads the phone number: proves the service key and the phone number id belong together.
export async function checkPhoneNumber(
  account: Pick<TCloudApiAccount, 'baseUrl' | 'version' | 'phoneNumberId' | 'accessToken'>,
): Promise<{ ok: boolean; displayPhoneNumber: string | null; reason: string | null }> {
  const res = await providerRequest(`${account.baseUrl}/${account.version}/${account.phoneNumberId}`, {
    method: 'GET',
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  if (res.status === 200) {
    const json = res.json as { display_phone_number?: string } | null;
    return { ok: true, displayPhoneNumber: json?.display_phone_number ?? null, reason: null };
  }
  const error = (res.json as TGraphError | null)?.error;
  return { ok: false, displayPhoneNumber: null, reason: error?.message ?? res.error ?? `HTTP ${res.status}` };
}

export const cloudApiProvider: WhatsappProvider = {
  id: 'cloud_api',
  baseUrl: (config) => config.providerUrls.whatsapp,
  ratePerSecond: (config) => config.providerRates.whatsapp,
  sendOne: (account, message) =>
    sendTemplate(
      {
        baseUrl: account.baseUrl,
        version: account.config.whatsappApiVersion,
        phoneNumberId: account.senderId,
        accessToken: account.accessToken,
        templates: account.templates,
      },
      message,
    ),
  testConnection: (account) =>
    checkPhoneNumber({
      baseUrl: account.baseUrl,
      version: account.config.whatsappApiVersion,
      phoneNumberId: account.senderId,
      accessToken: account.accessToken,
    }),
};
