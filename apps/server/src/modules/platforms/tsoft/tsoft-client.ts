import type { TConfig } from '../../../platform/config';
import { egressRequest } from '../../../platform/egress';
import { parseShopJson } from '../parse-json';

// T-Soft REST1 (PROTOCOLS "T-Soft"): a form-encoded login per service user, then form-encoded POSTs that
// carry the token; at most 500 records a page. The store URL is the merchant's: every call goes through
// the egress guard.
export type TTsoftCredentials = { storeUrl: string; username: string; password: string };
export type TTsoftRecord = Record<string, unknown>;

export const TSOFT_PAGE_SIZE = 500;

export class TsoftError extends Error {}

type TEnvelope = { success?: unknown; data?: unknown; message?: unknown };

async function post(config: TConfig, url: string, form: Record<string, string>): Promise<TEnvelope> {
  const response = await egressRequest(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      timeoutMs: 30_000,
      maxResponseBytes: 32 * 1024 * 1024,
    },
    { allowPrivate: config.egressAllowPrivate },
  ).catch(() => {
    throw new TsoftError('T-Soft store unreachable');
  });
  if (response.status >= 400) throw new TsoftError(`T-Soft answered HTTP ${response.status}`);
  let body: TEnvelope;
  try {
    body = parseShopJson(response.body.toString('utf8')) as TEnvelope;
  } catch {
    throw new TsoftError('T-Soft answered something that is not JSON');
  }
  if (body.success !== true && body.success !== 'true' && body.success !== 1) {
    const reason = tsoftMessage(body.message);
    throw new TsoftError(reason ? `T-Soft: ${reason.slice(0, 200)}` : 'T-Soft refused');
  }
  return body;
}

// REST1's message is a string or a list of `{type, text: [..]}` entries; the texts joined, or null.
function tsoftMessage(message: unknown): string | null {
  if (typeof message === 'string') return message.trim() || null;
  if (!Array.isArray(message)) return null;
  const texts = message.flatMap((entry: unknown) => {
    const text = (entry as { text?: unknown } | null)?.text;
    return (Array.isArray(text) ? text : [text]).filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  });
  return texts.length > 0 ? texts.join('; ') : null;
}

export async function loginTsoft(config: TConfig, credentials: TTsoftCredentials): Promise<string> {
  const body = await post(
    config,
    `${credentials.storeUrl}/rest1/auth/login/${encodeURIComponent(credentials.username)}`,
    { pass: credentials.password },
  );
  const first = Array.isArray(body.data) ? (body.data[0] as { token?: unknown } | undefined) : undefined;
  if (typeof first?.token !== 'string' || first.token === '') throw new TsoftError('T-Soft login gave no token');
  return first.token;
}

// A store time as the REST1 filters take it: "2026-11-25 10:20:30", Türkiye time (UTC+3, no DST).
export function tsoftStoreTime(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

// One page of a REST1 list method ("customer/getCustomers", "order/get", "product/get"). With `changedSince`
// (a store time) only records created or updated after it: the list filter `f` on UpdateDate.
export async function readTsoftPage(
  config: TConfig,
  storeUrl: string,
  token: string,
  method: string,
  start: number,
  changedSince?: string,
): Promise<TTsoftRecord[]> {
  const body = await post(config, `${storeUrl}/rest1/${method}`, {
    token,
    start: String(start),
    limit: String(TSOFT_PAGE_SIZE),
    ...(changedSince ? { f: `UpdateDate|${changedSince}|biggerequal` } : {}),
  });
  if (!Array.isArray(body.data)) return [];
  return body.data.filter((r): r is TTsoftRecord => typeof r === 'object' && r !== null);
}
