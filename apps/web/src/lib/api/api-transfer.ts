import { ApiError, asErrorBody } from './api-error';
import { handleFailure, parseBody, requestHeaders, type TRequestOptions } from './api-client';
import { buildUrl } from './api-url';
import { inferAuth } from './bearer';

type TTransferOptions = Pick<TRequestOptions, 'query' | 'silent' | 'signal'>;

async function send(path: string, init: RequestInit, contentType: string, options: TTransferOptions) {
  const auth = inferAuth(path);
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      ...init,
      headers: requestHeaders(auth, undefined, contentType),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    console.error(`[api] ${method} ${path} failed`, cause);
    const error = new ApiError(0, null);
    handleFailure(error, auth, options);
    throw error;
  }
  if (response.ok) return response;
  const body = await parseBody(response);
  const error = new ApiError(response.status, asErrorBody(body));
  console.error(`[api] ${method} ${path} -> ${response.status}`, body);
  handleFailure(error, auth, options);
  throw error;
}

// A file download that carries the bearer token: fetched as a blob, then saved by the browser.
export async function apiDownload(path: string, fileName: string, options: TTransferOptions = {}): Promise<void> {
  const response = await send(path, { method: 'GET' }, 'application/json', options);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // revoke later: some browsers read the URL after click() returns
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

// A raw body upload (e.g. a CSV file as text/csv); the answer is `{ data }` like every endpoint.
export async function apiUpload<T>(path: string, file: Blob, contentType: string, options: TTransferOptions = {}) {
  const response = await send(path, { method: 'POST', body: file }, contentType, options);
  const body = (await parseBody(response)) as { data: T };
  return body.data;
}
