import type { TIysRecipientType, TIysStatus, TIysType } from '@ulak/shared/iys';
import type { AppDeps } from '../../platform/deps';
import { acquireProviderTokens, providerRequest, type TProviderResponse } from '../messaging';
import { iysSettingsRepository, type TIysSettingsRow } from './iys.repository';

// The registry's HTTP API (PROTOCOLS "IYS"). Tokens are cached sealed in the settings row and refreshed
// before they expire; H084 (the hourly auth limit) stops auth requests for an hour; every request takes
// a token of the per-IYS-code bucket in the database; 429, 5xx and network failures are retried with
// backoff (honouring Retry-After); error codes come back with a clear reason.

export type TIysConsentBody = {
  consentDate?: string;
  source?: string;
  recipient: string;
  recipientType: TIysRecipientType;
  status: TIysStatus;
  type: TIysType;
};

export type TIysRecord = TIysConsentBody & { consentDate: string; transactionId?: string; creationDate?: string };

export type TIysFailureKind =
  // Nothing reached a decision: try again later (network, 5xx, 429 after retries, auth back-off).
  | 'unavailable'
  // The username or password is wrong.
  | 'credentials'
  // The IYS code and brand code are not this user's.
  | 'codes'
  // The registry refused the request itself (e.g. a malformed body): retrying the same will not help.
  | 'refused';

export type TIysFailure = { ok: false; kind: TIysFailureKind; code: string | null; message: string };
export type TIysResult<T> = { ok: true; data: T } | TIysFailure;

// Reasons of the registry's codes (PROTOCOLS "IYS"); the screens translate the code, logs keep both.
export const IYS_REASONS: Record<string, string> = {
  H084: 'hourly authentication limit reached',
  H111: 'invalid consent type',
  H113: 'invalid source',
  H114: 'invalid recipient',
  H124: 'per-second request limit reached',
  H155: 'consent date before 2015-05-01',
  H168: 'recipient not found',
  H174: 'consent older than 3 business days',
  H175: 'a first record cannot be RET',
  H176: 'consent status equals the current record',
  H351: 'missing or invalid token',
  H501: 'invalid date or field format',
};

// Codes that say the consent itself is wrong: retrying it cannot succeed.
export const PERMANENT_CODES = new Set(['H111', 'H113', 'H114', 'H155', 'H168', 'H174', 'H175', 'H176', 'H501']);

export const IYS_CLIENT_POLICY = {
  attempts: 4,
  backoffMs: 250,
  maxBackoffMs: 5_000,
  timeoutMs: 30_000,
  tokenMarginMs: 60_000,
};

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config'>;
type TCredentials = { username: string; password: string };
type TErrorBody = { errors?: { code?: string; message?: string }[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function firstError(res: TProviderResponse): { code: string | null; message: string } {
  const error = (res.json as TErrorBody | null)?.errors?.[0];
  const code = error?.code ?? null;
  return { code, message: (code && IYS_REASONS[code]) ?? error?.message ?? res.error ?? `HTTP ${res.status}` };
}

function failure(res: TProviderResponse): TIysFailure {
  const { code, message } = firstError(res);
  if (res.status === 0 || res.status === 429 || res.status >= 500 || code === 'H084')
    return { ok: false, kind: 'unavailable', code, message };
  if (res.status === 403 || res.status === 404) return { ok: false, kind: 'codes', code, message };
  if (res.status === 401) return { ok: false, kind: 'credentials', code, message };
  return { ok: false, kind: 'refused', code, message };
}

const retryable = (res: TProviderResponse) => res.status === 0 || res.status === 429 || res.status >= 500;

// One HTTP call with retries on 429/5xx/network, backing off exponentially or as Retry-After says.
async function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
): Promise<TProviderResponse> {
  let res: TProviderResponse = { status: 0, json: null, retryAfterMs: null };
  for (let attempt = 0; attempt < IYS_CLIENT_POLICY.attempts; attempt += 1) {
    res = await providerRequest(url, { ...init, timeoutMs: IYS_CLIENT_POLICY.timeoutMs });
    if (!retryable(res) || attempt === IYS_CLIENT_POLICY.attempts - 1) return res;
    const backoff = Math.min(IYS_CLIENT_POLICY.maxBackoffMs, IYS_CLIENT_POLICY.backoffMs * 2 ** attempt);
    await sleep(Math.min(IYS_CLIENT_POLICY.maxBackoffMs, res.retryAfterMs ?? backoff));
  }
  return res;
}

type TTokenAnswer = { access_token: string; refresh_token: string; expires_in: number; refresh_expires_in: number };

async function grant(deps: Deps, body: Record<string, string>): Promise<TIysResult<TTokenAnswer>> {
  const res = await send(`${deps.config.iys.baseUrl}/oauth2/token`, { method: 'POST', body });
  const answer = res.json as Partial<TTokenAnswer> | null;
  if (res.status === 200 && answer?.access_token) return { ok: true, data: answer as TTokenAnswer };
  return failure(res);
}

// A client bound to one account's settings row. Tokens are stored back on it, unless `probe` (a check of
// credentials typed into the form, which may not be the stored ones).
export function iysClient(deps: Deps, settings: TIysSettingsRow, options: { probe?: boolean } = {}) {
  const persist = !options.probe;
  const base = `${deps.config.iys.baseUrl}/sps/${encodeURIComponent(settings.iysCode)}/brands/${encodeURIComponent(settings.brandCode)}/consents`;
  const rate = { key: `iys:${settings.iysCode}`, ratePerSecond: deps.config.iys.ratePerSecond, burst: 1 };
  const credentials = (): TCredentials => ({
    username: settings.username,
    password: settings.passwordSealed ? deps.secretBox.open(settings.passwordSealed) : '',
  });
  let cached: { token: string; expiresAt: number } | null =
    settings.accessTokenSealed && settings.accessExpiresAt
      ? { token: deps.secretBox.open(settings.accessTokenSealed), expiresAt: settings.accessExpiresAt.getTime() }
      : null;

  async function store(answer: TTokenAnswer): Promise<string> {
    const now = Date.now();
    cached = { token: answer.access_token, expiresAt: now + answer.expires_in * 1000 };
    if (!persist) return answer.access_token;
    await iysSettingsRepository.update(deps.db, settings.accountId, {
      accessTokenSealed: deps.secretBox.seal(answer.access_token),
      accessExpiresAt: new Date(cached.expiresAt),
      refreshTokenSealed: deps.secretBox.seal(answer.refresh_token),
      refreshExpiresAt: new Date(now + answer.refresh_expires_in * 1000),
    });
    return answer.access_token;
  }

  async function token(force = false): Promise<TIysResult<string>> {
    if (!force && cached && cached.expiresAt - IYS_CLIENT_POLICY.tokenMarginMs > Date.now())
      return { ok: true, data: cached.token };
    const fresh = persist ? await iysSettingsRepository.find(deps.db, settings.accountId) : null;
    if (fresh?.authBlockedUntil && fresh.authBlockedUntil.getTime() > Date.now())
      return { ok: false, kind: 'unavailable', code: 'H084', message: IYS_REASONS.H084 ?? 'H084' };
    let answer: TIysResult<TTokenAnswer> | null = null;
    if (fresh?.refreshTokenSealed && fresh.refreshExpiresAt && fresh.refreshExpiresAt.getTime() > Date.now())
      answer = await grant(deps, {
        refresh_token: deps.secretBox.open(fresh.refreshTokenSealed),
        grant_type: 'refresh_token',
      });
    if (!answer?.ok && answer?.code !== 'H084')
      answer = await grant(deps, { ...credentials(), grant_type: 'password' });
    if (!answer.ok) {
      if (answer.code === 'H084' && persist)
        await iysSettingsRepository.update(deps.db, settings.accountId, {
          authBlockedUntil: new Date(Date.now() + 3600_000),
        });
      return answer;
    }
    return { ok: true, data: await store(answer.data) };
  }

  // An authorised call: a bucket token first, then the request; a 401 renews the access token once.
  async function call<T>(method: string, path: string, body?: unknown): Promise<TIysResult<T> & { status?: number }> {
    for (let renew = 0; renew < 2; renew += 1) {
      const bearer = await token(renew > 0);
      if (!bearer.ok) return bearer;
      await acquireProviderTokens(deps.db, rate, 1, { maxWaitMs: 60_000 });
      const res = await send(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer.data}` },
        body,
      });
      if (res.status === 401 && renew === 0) continue;
      if (res.status === 200) return { ok: true, data: res.json as T, status: 200 };
      return { ...failure(res), status: res.status };
    }
    return { ok: false, kind: 'credentials', code: 'H351', message: IYS_REASONS.H351 ?? 'H351' };
  }

  return {
    // Checks the credentials and that the codes are this user's brand (a status query).
    async verify(): Promise<TIysResult<true>> {
      const res = await call<unknown>('POST', '/status', {
        recipient: '+905000000000',
        recipientType: settings.addressType,
        type: 'MESAJ',
      });
      if (res.ok || res.code === 'H168') return { ok: true, data: true };
      return res;
    },
    addBulk(consents: TIysConsentBody[]) {
      return call<{ requestId: string }>('POST', '/request', consents);
    },
    pollBulk(requestId: string) {
      return call<
        {
          index: number;
          status: 'success' | 'failure' | 'enqueue';
          transactionId?: string;
          error?: { code: string; message: string };
        }[]
      >('GET', `/request/${encodeURIComponent(requestId)}`);
    },
    status(recipient: string, recipientType: TIysRecipientType, type: TIysType) {
      return call<TIysRecord>('POST', '/status', { recipient, recipientType, type });
    },
    changes(after: string | null, limit: number) {
      const query = new URLSearchParams({ source: 'IYS', limit: String(limit), ...(after ? { after } : {}) });
      return call<{ after: string; list: TIysRecord[] }>('GET', `/changes?${query.toString()}`);
    },
  };
}

export type TIysClient = ReturnType<typeof iysClient>;
