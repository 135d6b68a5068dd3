import type { BatchBody } from '../core/wire.types';

// How the dispatcher reacts to one request: done (2xx), dropped (a 4xx that will never succeed),
// or retry later (408, 429, 5xx, network failure).
export type SendOutcome =
  { kind: 'sent' } | { kind: 'drop'; status: number } | { kind: 'retry'; retryAfter: string | null; reason: string };

export type FetchLike = (
  url: string,
  init: RequestInit,
) => Promise<{ status: number; headers: { get(name: string): string | null } }>;
export type BeaconLike = (url: string, data: Blob) => boolean;

// text/plain keeps the POST a CORS-simple request: no preflight round trip.
export const BODY_CONTENT_TYPE = 'text/plain;charset=UTF-8';

export function eventsUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/t/v1/events`;
}

export function classifyStatus(status: number, retryAfter: string | null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 408 || status === 429 || status >= 500 || status < 200)
    return { kind: 'retry', retryAfter, reason: `HTTP ${status}` };
  return { kind: 'drop', status };
}

export async function postBatch(
  fetchFn: FetchLike,
  url: string,
  body: BatchBody,
  keepalive = false,
): Promise<SendOutcome> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': BODY_CONTENT_TYPE },
      credentials: 'omit',
      keepalive,
    });
    return classifyStatus(response.status, response.headers.get('Retry-After'));
  } catch (error) {
    return { kind: 'retry', retryAfter: null, reason: error instanceof Error ? error.message : 'network error' };
  }
}

// Unload path: the browser queues the beacon and reports only whether it accepted it.
export function beaconBatch(beacon: BeaconLike | undefined, url: string, body: BatchBody): boolean {
  if (!beacon) return false;
  try {
    return beacon(url, new Blob([JSON.stringify(body)], { type: BODY_CONTENT_TYPE }));
  } catch {
    return false;
  }
}
