import type { TSendOutcome } from '../../../messaging';
import { providerRequest } from '../../../messaging';
import { smsText } from '../sms-text';
import {
  providerNumber,
  type SmsProvider,
  type TSmsAccount,
  type TSmsCredentials,
  type TSmsOutbound,
} from '../sms-provider';

// Twilio Programmable Messaging (a global provider): `POST /2010-04-01/Accounts/{sid}/Messages.json`,
// form-encoded To/From/Body, HTTP Basic `AccountSid:AuthToken`; errors `{code, message, status}`.
// The username is the Account SID, the password the Auth Token, the originator a number or sender id.

const auth = (c: TSmsCredentials) => ({
  authorization: `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`,
});
const accountPath = (c: TSmsCredentials) => `/2010-04-01/Accounts/${encodeURIComponent(c.username)}`;

const FAILED: Record<number, { code: string; reason: string }> = {
  20003: { code: 'provider_auth', reason: 'Twilio: authentication failed' },
  21211: { code: 'phone_invalid', reason: "Twilio: invalid 'To' phone number" },
  21212: { code: 'originator_invalid', reason: "Twilio: invalid 'From' number" },
  21606: { code: 'originator_invalid', reason: "Twilio: the 'From' number cannot send SMS" },
  21408: { code: 'region_not_allowed', reason: 'Twilio: sending to this region is not enabled' },
  21610: { code: 'recipient_opted_out', reason: 'Twilio: the recipient replied STOP' },
  21614: { code: 'phone_invalid', reason: "Twilio: 'To' is not a mobile number" },
};

type TTwilioError = { code?: number; message?: string; status?: number };

// One request a message (Twilio has no bulk send); messages of a chunk go out in parallel.
const PARALLEL = 10;

async function sendOne(baseUrl: string, account: TSmsAccount, m: TSmsOutbound): Promise<TSendOutcome> {
  const res = await providerRequest(`${baseUrl}${accountPath(account)}/Messages.json`, {
    headers: auth(account),
    form: { To: `+${providerNumber(m.to)}`, From: account.originator, Body: smsText(m.text, account.language).text },
  });
  const sid = (res.json as { sid?: string } | null)?.sid;
  if (res.status === 201 && sid) return { messageId: m.messageId, status: 'accepted', providerMessageId: sid };
  const error = (res.json as TTwilioError | null) ?? {};
  if (res.status === 0 || res.status === 429 || res.status >= 500 || error.code === 20429)
    return {
      messageId: m.messageId,
      status: 'retry',
      retryAfterMs: res.retryAfterMs ?? (res.status === 429 ? 1000 : null),
      reason: `Twilio: ${res.status === 0 ? 'unreachable' : `HTTP ${res.status}`}`,
    };
  const failed = FAILED[Number(error.code)];
  if (failed) return { messageId: m.messageId, status: 'failed', ...failed };
  return {
    messageId: m.messageId,
    status: 'failed',
    code: 'provider_rejected',
    reason: `Twilio ${error.code ?? res.status}: ${error.message ?? ''}`.slice(0, 300),
  };
}

export const twilioProvider: SmsProvider = {
  id: 'twilio',
  ratePerSecond: (config) => config.providerRates.twilio,
  baseUrl: (config) => config.providerUrls.twilio,
  maxBatchSize: 100,

  async send(baseUrl, { account, messages }) {
    const outcomes: TSendOutcome[] = [];
    for (let i = 0; i < messages.length; i += PARALLEL)
      outcomes.push(...(await Promise.all(messages.slice(i, i + PARALLEL).map((m) => sendOne(baseUrl, account, m)))));
    return outcomes;
  },

  async listOriginators(baseUrl, credentials) {
    const res = await providerRequest(`${baseUrl}${accountPath(credentials)}/IncomingPhoneNumbers.json`, {
      method: 'GET',
      headers: auth(credentials),
    });
    if (res.status === 200) {
      const numbers = (res.json as { incoming_phone_numbers?: { phone_number?: string }[] } | null)
        ?.incoming_phone_numbers;
      return { kind: 'ok', originators: (numbers ?? []).flatMap((n) => (n.phone_number ? [n.phone_number] : [])) };
    }
    if (res.status === 401) return { kind: 'auth_failed' };
    return { kind: 'unavailable', reason: res.error ?? `HTTP ${res.status}` };
  },

  async testConnection(baseUrl, credentials) {
    const res = await providerRequest(`${baseUrl}${accountPath(credentials)}.json`, {
      method: 'GET',
      headers: auth(credentials),
    });
    if (res.status === 200) return { ok: true, reason: null };
    return { ok: false, reason: res.status === 401 ? 'credentials' : (res.error ?? `HTTP ${res.status}`) };
  },
};
