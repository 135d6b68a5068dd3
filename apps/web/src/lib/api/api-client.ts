import { currentLanguage, translate } from '../i18n/i18n';
import { local } from '../storage/browser-storage';
import { getToken } from '../session/session';
import { ApiError, asErrorBody } from './api-error';
import { getApiHandlers } from './api-handlers';
import { buildUrl, type TQuery } from './api-url';
import { takeEarlyCall } from './early-calls';
import { inferAuth, pickBearer, type TApiAuth } from './bearer';
import { describeFailure } from './failure-message';
import { apiHeaders } from './request-headers';

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: TQuery;
  auth?: TApiAuth;
  // Explicit bearer (verifyToken sends the one-time query token).
  bearer?: string;
  // No dialog on failure (still logged and still rejected).
  silent?: boolean;
  // The screen's own record (or what hangs off its id): a 404 is the screen's not-found, shown in place
  // (RecordState), not a dialog; other failures still show one.
  ownRecord?: boolean;
  // Auth forms treat 401 as a wrong password, not as a lost session.
  sessionOn401?: boolean;
  signal?: AbortSignal;
};

function queryToken(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('token');
}

// JSON by default; blob downloads and raw uploads (api-transfer.ts) pass their own content type.
export function requestHeaders(auth: TApiAuth, explicitBearer: string | undefined, contentType: string) {
  const bearer =
    explicitBearer ??
    pickBearer(auth, {
      userToken: getToken('user', local),
      adminToken: getToken('admin', local),
      queryToken: queryToken(),
    });
  return apiHeaders(bearer, currentLanguage(), contentType);
}

export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

export function handleFailure(error: ApiError, auth: TApiAuth, options: TRequestOptions): void {
  const action = describeFailure(error.status, error.body, translate);
  if (action.kind === 'unauthorized') {
    if (options.sessionOn401 !== false && auth !== 'none') getApiHandlers().onUnauthorized(auth);
    return;
  }
  if (action.kind !== 'dialog' || options.silent) return;
  if (options.ownRecord && error.status === 404) return;
  getApiHandlers().onDialog(action);
}

// A read that fails on the way (no answer, or a gateway that lost the server) is tried twice more before
// the failure is shown: reads are safe to repeat, writes are not, and the dialog appears once.
export const READ_RETRY_DELAYS_MS = [300, 1000];
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

async function attempt<T>(path: string, method: string, headers: Record<string, string>, options: TRequestOptions) {
  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    // A read the early requests script has already made for the page's first render is not asked again.
    const early = method === 'GET' ? takeEarlyCall(url, headers) : null;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    console.error(`[api] ${method} ${path} failed`, cause);
    throw new ApiError(0, null);
  }
  const body = await parseBody(response);
  if (response.ok) return body as T;
  console.error(`[api] ${method} ${path} -> ${response.status}`, body);
  throw new ApiError(response.status, asErrorBody(body));
}

export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const auth = options.auth ?? inferAuth(path);
  const headers = requestHeaders(auth, options.bearer, 'application/json');
  const delays = method === 'GET' ? READ_RETRY_DELAYS_MS : [];
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt<T>(path, method, headers, options);
    } catch (error) {
      const delay = delays[tries];
      if (delay !== undefined && isTransientFailure(error)) {
        await pause(delay, options.signal);
        continue;
      }
      if (error instanceof ApiError) handleFailure(error, auth, options);
      throw error;
    }
  }
}

// Most endpoints answer `{ data }`; this unwraps it.
export async function apiData<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}
