import { createHmac } from 'node:crypto';
import { startHttpFake, windowLimiter, type HttpFake } from './http-fake';

// WhatsApp Cloud API (PROTOCOLS "WhatsApp Cloud API"): `POST /{version}/{phone number id}/messages`
// with a Bearer token, template messages checked against the number's approved templates, Graph error
// bodies `{error:{message, type, code, error_data, fbtrace_id}}`, a per-number rate answered with 429 +
// Retry-After (code 130429), and a helper that posts signed status webhooks to the product.

export type WhatsappNumber = { token: string; templates: { name: string; language: string; parameters: number }[] };
export type WhatsappSent = {
  id: string;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  callbackData?: string;
};

export type WhatsappStatus = {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient_id: string;
  timestamp?: string;
  errors?: { code: number; title: string }[];
};

export type WhatsappCloudFake = HttpFake & {
  addNumber: (phoneNumberId: string, number: WhatsappNumber) => void;
  sent: () => WhatsappSent[];
  // Messages to this recipient answer the Graph error `code` (once per call to failRecipient unless sticky).
  failRecipient: (to: string, code: number, options?: { sticky?: boolean }) => void;
  setRateLimit: (perSecond: number | null) => void;
  rateLimited: () => number;
  // A status webhook as the Cloud API posts it, signed with `appSecret` (or the signature given).
  statusWebhook: (
    appSecret: string,
    statuses: WhatsappStatus[],
    signature?: string,
  ) => { body: string; headers: Record<string, string> };
};

const ERRORS: Record<number, { status: number; message: string; type: string }> = {
  4: { status: 400, message: 'Application request limit reached', type: 'OAuthException' },
  190: { status: 401, message: 'Error validating access token', type: 'OAuthException' },
  368: { status: 400, message: 'Temporarily blocked for policies violations', type: 'OAuthException' },
  80007: { status: 400, message: 'Rate limit issues', type: 'OAuthException' },
  130429: { status: 429, message: 'Rate limit hit', type: 'OAuthException' },
  131026: { status: 400, message: 'Message Undeliverable', type: 'OAuthException' },
  131047: { status: 400, message: 'Re-engagement message', type: 'OAuthException' },
  131049: {
    status: 400,
    message: 'This message was not delivered to maintain healthy ecosystem engagement.',
    type: 'OAuthException',
  },
  131056: { status: 400, message: '(Business Account, Consumer Account) pair rate limit hit', type: 'OAuthException' },
  132000: {
    status: 400,
    message: 'Number of parameters does not match the expected number of params',
    type: 'OAuthException',
  },
  132001: { status: 404, message: 'Template name does not exist in the translation', type: 'OAuthException' },
};

function graphError(code: number, headers?: Record<string, string>) {
  const known = ERRORS[code] ?? { status: 400, message: 'Unknown error', type: 'OAuthException' };
  return {
    status: known.status,
    headers,
    body: {
      error: {
        message: known.message,
        type: known.type,
        code,
        error_data: { messaging_product: 'whatsapp', details: known.message },
        fbtrace_id: 'AbCdEfGh123',
      },
    },
  };
}

type TTemplateBody = {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
  biz_opaque_callback_data?: string;
};

export async function startWhatsappCloudFake(port = 0): Promise<WhatsappCloudFake> {
  const numbers = new Map<string, WhatsappNumber>();
  const sent: WhatsappSent[] = [];
  const failing = new Map<string, { code: number; sticky: boolean }>();
  const limiter = windowLimiter();
  let rate: number | null = null;
  let limited = 0;
  let nextId = 1;

  const fake = await startHttpFake((req) => {
    const match = /^\/v\d+\.\d+\/(\d+)(\/messages)?$/.exec(req.path);
    const number = match?.[1] ? numbers.get(match[1]) : undefined;
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!match?.[1] || !number) return graphError(100);
    if (bearer !== number.token) return graphError(190);
    if (req.method === 'GET' && !match[2]) {
      return {
        status: 200,
        body: { id: match[1], display_phone_number: '+90 555 000 00 00', verified_name: 'Ulak Test' },
      };
    }
    if (req.method !== 'POST' || !match[2]) return graphError(100);
    if (limiter.take(match[1], rate) > 0) {
      limited += 1;
      return graphError(130429, { 'retry-after': '1' });
    }
    const body = req.json as TTemplateBody | null;
    const to = body?.to ?? '';
    const forced = failing.get(to);
    if (forced) {
      if (!forced.sticky) failing.delete(to);
      return graphError(forced.code);
    }
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || !/^\+?\d{8,15}$/.test(to))
      return graphError(100);
    const name = body.template?.name ?? '';
    const language = body.template?.language?.code ?? '';
    const template = number.templates.find((t) => t.name === name && t.language === language);
    if (!template) return graphError(132001);
    const parameters = (body.template?.components ?? [])
      .filter((c) => c.type === 'body')
      .flatMap((c) => c.parameters ?? [])
      .map((p) => p.text ?? '');
    if (parameters.length !== template.parameters) return graphError(132000);
    const id = `wamid.HBgM${String(nextId++).padStart(10, '0')}`;
    sent.push({
      id,
      phoneNumberId: match[1],
      to,
      template: name,
      language,
      parameters,
      callbackData: body.biz_opaque_callback_data,
    });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
        messages: [{ id }],
      },
    };
  }, port);

  return {
    ...fake,
    addNumber: (phoneNumberId, n) => void numbers.set(phoneNumberId, n),
    sent: () => [...sent],
    failRecipient: (to, code, options = {}) => void failing.set(to, { code, sticky: options.sticky ?? false }),
    setRateLimit: (perSecond) => {
      rate = perSecond;
    },
    rateLimited: () => limited,
    statusWebhook(appSecret, statuses, signature) {
      const raw = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA_ID',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '905550000000', phone_number_id: 'PHONE' },
                  statuses: statuses.map((s) => ({ timestamp: String(Math.floor(Date.now() / 1000)), ...s })),
                },
              },
            ],
          },
        ],
      });
      const sig = signature ?? `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
      return { body: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig } };
    },
  };
}
