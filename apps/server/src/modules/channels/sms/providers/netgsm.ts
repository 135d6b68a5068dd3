import type { TSendOutcome } from '../../../messaging';
import { providerRequest } from '../../../messaging';
import { smsText } from '../sms-text';
import {
  failAll,
  providerNumber,
  retryAll,
  type SmsProvider,
  type TDeliveryReport,
  type TSmsCredentials,
} from '../sms-provider';

// Netgsm REST v2 (PROTOCOLS "Netgsm SMS"): HTTP Basic usercode:password, one send request per batch
// (messages n:n under one job id), originators from msgheader, delivery by polling the report.

const auth = (c: TSmsCredentials) => ({
  authorization: `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`,
});

// Send answer codes: permanent ones fail the batch, limits and system errors are retried.
const FAILED: Record<string, { code: string; reason: string }> = {
  '20': { code: 'sms_text_invalid', reason: 'Netgsm: message text or length invalid' },
  '30': { code: 'provider_auth', reason: 'Netgsm: invalid credentials or API access not allowed' },
  '40': { code: 'originator_invalid', reason: 'Netgsm: originator (message header) not defined' },
  '50': { code: 'iys_not_allowed', reason: 'Netgsm: IYS-controlled sends are not allowed for this account' },
  '51': { code: 'iys_brand_missing', reason: 'Netgsm: no IYS brand defined for this account' },
  '70': { code: 'provider_parameter', reason: 'Netgsm: a parameter of the request is invalid' },
};
const RETRY: Record<string, { reason: string; retryAfterMs: number | null }> = {
  '80': { reason: 'Netgsm: send limit exceeded', retryAfterMs: 60_000 },
  '85': { reason: 'Netgsm: more than 20 jobs to one number in a minute', retryAfterMs: 60_000 },
  '100': { reason: 'Netgsm: system error', retryAfterMs: null },
  '101': { reason: 'Netgsm: system error', retryAfterMs: null },
};

// Report statuses (PROTOCOLS): 0 pending, 1 delivered, the rest final failures; 3 and 15 are the number's.
const REPORT: Record<number, { state: TDeliveryReport['state']; permanent: boolean; reason: string }> = {
  0: { state: 'pending', permanent: false, reason: 'Pending' },
  1: { state: 'delivered', permanent: false, reason: 'Delivered' },
  2: { state: 'failed', permanent: false, reason: 'Expired before delivery' },
  3: { state: 'failed', permanent: true, reason: 'Invalid number' },
  11: { state: 'failed', permanent: false, reason: 'Rejected by the operator' },
  12: { state: 'failed', permanent: false, reason: 'Delivery error' },
  14: { state: 'failed', permanent: false, reason: 'No credit' },
  15: { state: 'failed', permanent: true, reason: 'Number on the blacklist' },
  16: { state: 'failed', permanent: false, reason: 'Rejected by IYS' },
  17: { state: 'failed', permanent: false, reason: 'IYS error' },
};

type TNetgsmAnswer = { code?: string; jobid?: string; description?: string; msgheaders?: string[] };

function codeOf(json: unknown): string {
  return String((json as TNetgsmAnswer | null)?.code ?? '');
}

export const netgsmProvider: SmsProvider = {
  id: 'netgsm',
  ratePerSecond: (config) => config.providerRates.netgsm,
  baseUrl: (config) => config.providerUrls.netgsm,
  maxBatchSize: 100,

  async send(baseUrl, { account, commercial, messages }) {
    const texts = messages.map((m) => smsText(m.text, account.language));
    // iysfilter: 0 informational; commercial to individuals 11, to merchants 12 (filtered by IYS).
    const iysfilter = commercial && account.iysActive ? (account.recipientType === 'TACIR' ? '12' : '11') : '0';
    const res = await providerRequest(`${baseUrl}/sms/rest/v2/send`, {
      headers: auth(account),
      body: {
        msgheader: account.originator,
        messages: messages.map((m, i) => ({ msg: texts[i]?.text ?? m.text, no: providerNumber(m.to) })),
        ...(texts.some((t) => t.turkish) ? { encoding: 'TR' } : {}),
        iysfilter,
        ...(account.dealerCode ? { partnercode: account.dealerCode } : {}),
      },
    });
    if (res.status === 0) return retryAll(messages, `Netgsm unreachable: ${res.error ?? 'no answer'}`, null);
    if (res.status === 429) return retryAll(messages, 'Netgsm: too many requests', res.retryAfterMs ?? 1000);
    if (res.status >= 500) return retryAll(messages, `Netgsm: HTTP ${res.status}`, res.retryAfterMs);
    const code = codeOf(res.json);
    const jobid = (res.json as TNetgsmAnswer | null)?.jobid;
    if (res.status === 200 && code === '00' && jobid) {
      return messages.map((m): TSendOutcome => ({
        messageId: m.messageId,
        status: 'accepted',
        providerMessageId: `${jobid}:${providerNumber(m.to)}`,
      }));
    }
    const failed = FAILED[code];
    if (failed) return failAll(messages, failed.code, failed.reason);
    const retry = RETRY[code];
    if (retry) return retryAll(messages, retry.reason, res.retryAfterMs ?? retry.retryAfterMs);
    return failAll(messages, 'provider_error', `Netgsm: answer ${res.status} code ${code || '-'}`);
  },

  async listOriginators(baseUrl, credentials) {
    const res = await providerRequest(`${baseUrl}/sms/rest/v2/msgheader`, {
      method: 'GET',
      headers: auth(credentials),
    });
    const code = codeOf(res.json);
    if (res.status === 200 && code === '00') {
      const list = (res.json as TNetgsmAnswer).msgheaders ?? [];
      return { kind: 'ok', originators: list.map(String) };
    }
    if (code === '30' || res.status === 401) return { kind: 'auth_failed' };
    return { kind: 'unavailable', reason: res.error ?? `HTTP ${res.status} code ${code || '-'}` };
  },

  async testConnection(baseUrl, credentials) {
    const result = await netgsmProvider.listOriginators(baseUrl, credentials);
    if (result.kind === 'ok') return { ok: true, reason: null };
    return { ok: false, reason: result.kind === 'auth_failed' ? 'credentials' : result.reason };
  },

  async deliveryReports(baseUrl, credentials, providerMessageIds) {
    const jobids = [...new Set(providerMessageIds.map((id) => id.split(':')[0] ?? ''))].filter(Boolean);
    if (jobids.length === 0) return [];
    const res = await providerRequest(`${baseUrl}/sms/rest/v2/report`, {
      headers: auth(credentials),
      body: { jobids },
    });
    if (res.status !== 200) return null;
    const jobs = (res.json as { jobs?: { jobid: string; number: string; status: number; errorCode?: string }[] }).jobs;
    // Reports may name the number without the country code: match on the job and the last ten digits.
    const requested = new Map(
      providerMessageIds.map((id) => {
        const [jobid = '', number = ''] = id.split(':');
        return [`${jobid}:${number.slice(-10)}`, id];
      }),
    );
    return (jobs ?? []).flatMap((job) => {
      const known = REPORT[Number(job.status)];
      const providerMessageId = requested.get(`${job.jobid}:${String(job.number).replace(/\D/g, '').slice(-10)}`);
      if (!known || !providerMessageId) return [];
      return [
        {
          providerMessageId,
          state: known.state,
          permanent: known.permanent,
          code: String(job.status),
          reason: known.reason,
        },
      ];
    });
  },
};
