// Outbound HTTP for channel providers: JSON in and out with a timeout, and Retry-After parsing.
// A connection failure or timeout is reported as status 0 so providers answer `retry`.

export type TProviderResponse = { status: number; json: unknown; retryAfterMs: number | null; error?: string };

// Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3).
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export async function providerRequest(
  url: string,
  // `body` is sent as JSON, `form` as application/x-www-form-urlencoded.
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    form?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<TProviderResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: init.method ?? 'POST',
      headers: { ...headers, ...init.headers },
      body: init.form
        ? new URLSearchParams(init.form).toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, retryAfterMs: parseRetryAfter(res.headers.get('retry-after')) };
  } catch (error) {
    return { status: 0, json: null, retryAfterMs: null, error: error instanceof Error ? error.message : String(error) };
  }
}
