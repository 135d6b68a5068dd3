import { createHmac } from 'node:crypto';
import type { TSendOutcome } from '../../../messaging';
import { providerRequest } from '../../../messaging';
import { smsText } from '../sms-text';
import { failAll, providerNumber, retryAll, type SmsProvider, type TSmsCredentials } from '../sms-provider';

// İleti Merkezi JSON API v1 (PROTOCOLS "İleti Merkezi SMS"): the API key is the username, the secret
// the password; every request carries `{key, hash}` with hash = hex HMAC-SHA256(secret, key).

const authentication = (c: TSmsCredentials) => ({
  key: c.username,
  hash: createHmac('sha256', c.password).update(c.username).digest('hex'),
});

type TAnswer = {
  response?: {
    status?: { code?: string | number; message?: string };
    order?: { id?: string | number };
    senders?: { sender?: string[] | string };
  };
};

const statusCode = (json: unknown): string => String((json as TAnswer | null)?.response?.status?.code ?? '');
const statusMessage = (json: unknown): string => String((json as TAnswer | null)?.response?.status?.message ?? '');

function failure(code: string, message: string): { code: string; reason: string } {
  const n = Number(code);
  if (n === 401) return { code: 'provider_auth', reason: 'İleti Merkezi: credentials not accepted' };
  if (n === 402) return { code: 'provider_balance', reason: 'İleti Merkezi: insufficient balance' };
  if (n === 450) return { code: 'originator_invalid', reason: 'İleti Merkezi: originator not allowed' };
  if (n >= 468 && n <= 470) return { code: 'iys_config', reason: `İleti Merkezi: IYS configuration (${code})` };
  return { code: 'provider_rejected', reason: `İleti Merkezi ${code}: ${message}`.slice(0, 300) };
}

export const iletimerkeziProvider: SmsProvider = {
  id: 'iletimerkezi',
  ratePerSecond: (config) => config.providerRates.iletimerkezi,
  baseUrl: (config) => config.providerUrls.iletimerkezi,
  maxBatchSize: 100,

  async send(baseUrl, { account, commercial, messages }) {
    // One order carries one text to many numbers: group the batch by rendered text.
    const groups = new Map<string, typeof messages>();
    for (const m of messages) {
      const text = smsText(m.text, account.language).text;
      groups.set(text, [...(groups.get(text) ?? []), m]);
    }
    const outcomes: TSendOutcome[] = [];
    for (const [text, group] of groups) {
      const iys = commercial && account.iysActive;
      const res = await providerRequest(`${baseUrl}/v1/send-sms/json`, {
        body: {
          request: {
            authentication: authentication(account),
            order: {
              sender: account.originator,
              iys: iys ? '1' : '0',
              ...(iys ? { iysList: account.recipientType } : {}),
              message: { text, receipents: { number: group.map((m) => providerNumber(m.to)) } },
            },
          },
        },
      });
      const code = statusCode(res.json);
      const orderId = (res.json as TAnswer | null)?.response?.order?.id;
      if (res.status === 0) outcomes.push(...retryAll(group, `İleti Merkezi unreachable: ${res.error ?? ''}`, null));
      else if (res.status === 429 || code === '429')
        outcomes.push(...retryAll(group, 'İleti Merkezi: too many requests', res.retryAfterMs ?? 1000));
      else if (res.status >= 500 || code.startsWith('5'))
        outcomes.push(...retryAll(group, `İleti Merkezi: HTTP ${res.status}`, res.retryAfterMs));
      else if (code === '200' && orderId !== undefined)
        outcomes.push(
          ...group.map((m): TSendOutcome => ({
            messageId: m.messageId,
            status: 'accepted',
            providerMessageId: `${orderId}:${providerNumber(m.to)}`,
          })),
        );
      else {
        const failed = failure(code || String(res.status), statusMessage(res.json));
        outcomes.push(...failAll(group, failed.code, failed.reason));
      }
    }
    return outcomes;
  },

  async listOriginators(baseUrl, credentials) {
    const res = await providerRequest(`${baseUrl}/v1/get-sender/json`, {
      body: { request: { authentication: authentication(credentials) } },
    });
    const code = statusCode(res.json);
    if (code === '200') {
      const senders = (res.json as TAnswer).response?.senders?.sender ?? [];
      return { kind: 'ok', originators: (Array.isArray(senders) ? senders : [senders]).map(String) };
    }
    if (code === '401' || res.status === 401) return { kind: 'auth_failed' };
    return { kind: 'unavailable', reason: res.error ?? `HTTP ${res.status} code ${code || '-'}` };
  },

  async testConnection(baseUrl, credentials) {
    const res = await providerRequest(`${baseUrl}/v1/get-balance/json`, {
      body: { request: { authentication: authentication(credentials) } },
    });
    const code = statusCode(res.json);
    if (code === '200') return { ok: true, reason: null };
    if (code === '401' || res.status === 401) return { ok: false, reason: 'credentials' };
    return { ok: false, reason: res.error ?? `HTTP ${res.status} code ${code || '-'}` };
  },
};
