import { templateLines, type TWhatsappBulkReport } from '@ulak/shared/whatsapp/whatsapp-settings';
import { egressRequest } from '../../../../platform/egress';
import { parseRetryAfter, type TRenderedMessage, type TSendOutcome } from '../../../messaging';
import { findTemplate, templateMissing, type TWhatsappAccount, type WhatsappProvider } from '../whatsapp-provider';

// Helorobo (PROTOCOLS "Helorobo"): Bearer token; one template message to
// `/agent-app/message-template/single-message`, large batches as one send wizard, delivery figures from
// the send wizard reports. Every call goes through the egress guard.

const LOGIN_ERROR = 'Helorobo login error';
const NEW_MESSAGE_ERROR = 'Helorobo new message error';

type THeloroboAnswer = { status: number; json: unknown; retryAfterMs: number | null };
type TEnvelope = { success?: boolean; message?: string; error?: string; data?: Record<string, unknown> };

async function call(account: TWhatsappAccount, path: string, body: unknown): Promise<THeloroboAnswer> {
  try {
    const res = await egressRequest(
      `${account.baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${account.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        timeoutMs: 15_000,
      },
      { allowPrivate: account.config.egressAllowPrivate },
    );
    let json: unknown = null;
    try {
      json = res.body.length > 0 ? JSON.parse(res.body.toString('utf8')) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, retryAfterMs: parseRetryAfter(res.header('retry-after')) };
  } catch {
    return { status: 0, json: null, retryAfterMs: null };
  }
}

const envelope = (json: unknown): TEnvelope => (json && typeof json === 'object' ? (json as TEnvelope) : {});
const unauthorized = (status: number) => status === 401 || status === 403;
const providerReason = (json: unknown, status: number) => {
  const e = envelope(json);
  return String(e.message ?? e.error ?? `HTTP ${status || 'unreachable'}`).slice(0, 240);
};

// A refused send: throttling and outages are retried; the rest are final with the provider's reason.
function refusal(messageId: number, answer: THeloroboAnswer): TSendOutcome {
  const { status, json } = answer;
  if (status === 429 || status >= 500 || status === 0)
    return {
      messageId,
      status: 'retry',
      retryAfterMs: answer.retryAfterMs,
      reason: `${NEW_MESSAGE_ERROR}: ${providerReason(json, status)}`,
    };
  if (unauthorized(status)) return { messageId, status: 'failed', code: 'provider_auth', reason: LOGIN_ERROR };
  return {
    messageId,
    status: 'failed',
    code: 'provider_rejected',
    reason: `${NEW_MESSAGE_ERROR}: ${providerReason(json, status)}`,
  };
}

// The template fields of one message: body parameters (at most 4), the URL button and the coupon button.
function messageFields(message: TRenderedMessage, account: TWhatsappAccount) {
  const template = findTemplate(message, account.templates);
  if (!template) return null;
  const lines = templateLines(template, message.body ?? '');
  return {
    templateId: template.providerTemplateId,
    fields: {
      phone_number: message.to.replace(/^\+/, ''),
      full_name: message.data?.fullName ?? '',
      params: lines.params.slice(0, 4),
      ...(lines.urlButton !== null ? { url_button_param: lines.urlButton } : {}),
      ...(lines.copyCode !== null ? { copy_code_param: lines.copyCode } : {}),
    },
  };
}

async function sendOne(account: TWhatsappAccount, message: TRenderedMessage): Promise<TSendOutcome> {
  const payload = messageFields(message, account);
  if (!payload) return templateMissing(message);
  const answer = await call(account, '/agent-app/message-template/single-message', {
    channel_id: account.senderId,
    message_template_id: payload.templateId,
    ...payload.fields,
  });
  const e = envelope(answer.json);
  const id = e.data?.message_id;
  if (answer.status >= 200 && answer.status < 300 && e.success === true && id !== undefined && id !== null)
    return { messageId: message.messageId, status: 'accepted', providerMessageId: String(id) };
  return refusal(message.messageId, answer);
}

// One send wizard per template: the rows carry our message ids, so the wizard's id plus the row names
// each message (`wizard:<wizard id>:<message id>`).
async function sendBulk(account: TWhatsappAccount, messages: TRenderedMessage[]): Promise<TSendOutcome[]> {
  const outcomes: TSendOutcome[] = [];
  const groups = new Map<string, { message: TRenderedMessage; fields: Record<string, unknown> }[]>();
  for (const message of messages) {
    const payload = messageFields(message, account);
    if (!payload) {
      outcomes.push(templateMissing(message));
      continue;
    }
    const group = groups.get(payload.templateId) ?? [];
    group.push({ message, fields: payload.fields });
    groups.set(payload.templateId, group);
  }
  for (const [templateId, rows] of groups) {
    const answer = await call(account, '/agent-app/message-template/send-wizard/start', {
      channel_id: account.senderId,
      message_template_id: templateId,
      // Minutes Helorobo may spread the rows over: our own rate limit already paces batches.
      total_time: 0,
      rows: rows.map((r) => ({ id: String(r.message.messageId), ...r.fields })),
    });
    const e = envelope(answer.json);
    const wizardId = e.data?.send_wizard_id;
    const ok = answer.status >= 200 && answer.status < 300 && e.success === true && wizardId != null;
    for (const { message } of rows)
      outcomes.push(
        ok
          ? {
              messageId: message.messageId,
              status: 'accepted',
              providerMessageId: `wizard:${String(wizardId)}:${message.messageId}`,
            }
          : refusal(message.messageId, answer),
      );
  }
  return outcomes;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

async function bulkReports(account: TWhatsappAccount, page: number): Promise<TWhatsappBulkReport[] | null> {
  const answer = await call(account, '/agent-app/message-template/send-wizard/reports', {
    page,
    page_size: 20,
    channel_id: account.senderId,
  });
  const e = envelope(answer.json);
  if (answer.status !== 200 || e.success !== true) return null;
  const items = (Array.isArray(e.data) ? e.data : (e.data?.items ?? [])) as Record<string, unknown>[];
  return items.map((item) => ({
    id: String(item.id ?? item._id ?? item.send_wizard_id ?? ''),
    name: typeof item.name === 'string' ? item.name : '',
    waiting: count(item.waiting),
    queued: count(item.queued),
    sent: count(item.sent_count),
    delivered: count(item.delivered_count),
    seen: count(item.seen_count),
    failed: count(item.failed_count),
    createdAt: typeof item.created_at === 'string' ? item.created_at : null,
  }));
}

// The login is the API token: reading the channel's reports proves the token and the channel together.
async function testConnection(account: TWhatsappAccount) {
  const answer = await call(account, '/agent-app/message-template/send-wizard/reports', {
    page: 1,
    page_size: 1,
    channel_id: account.senderId,
  });
  const e = envelope(answer.json);
  if (answer.status === 200 && e.success === true) return { ok: true, displayPhoneNumber: null, reason: null };
  return { ok: false, displayPhoneNumber: null, reason: LOGIN_ERROR };
}

export const heloroboProvider: WhatsappProvider = {
  id: 'helorobo',
  baseUrl: (config) => config.providerUrls.helorobo,
  ratePerSecond: (config) => config.providerRates.helorobo,
  sendOne,
  bulkMinBatch: (config) => config.heloroboWizardMinBatch,
  sendBulk,
  testConnection,
  bulkReports,
};
