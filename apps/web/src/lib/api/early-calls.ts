// A page's first API calls, started by the early requests script (src/early) while the page's HTML is parsed,
// before the app's scripts have downloaded. The API client takes each answer once, when it makes the same call
// with the same headers (the same session and language), instead of asking the server again.
type TEarlyCall = { headers: Record<string, string>; response: Promise<Response> };
type TEarlyHolder = { __ulakEarlyCalls?: Map<string, TEarlyCall> };

// An answer not taken by then is dropped: it was for the page's first render, not for a later visit to the same
// list.
export const EARLY_CALL_TTL_MS = 10_000;

const holder = globalThis as TEarlyHolder;

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function startEarlyCall(url: string, headers: Record<string, string>): void {
  holder.__ulakEarlyCalls ??= new Map();
  const calls = holder.__ulakEarlyCalls;
  const call: TEarlyCall = { headers, response: fetch(url, { headers }) };
  // A failed call is the API client's to report when it takes it (it then asks again, as for any failed read).
  call.response.catch(() => undefined);
  calls.set(url, call);
  setTimeout(() => {
    if (calls.get(url) === call) calls.delete(url);
  }, EARLY_CALL_TTL_MS);
}

// The early answer to this GET, once; null when there is none (or it was asked with other headers).
export function takeEarlyCall(url: string, headers: Record<string, string>): Promise<Response> | null {
  const call = holder.__ulakEarlyCalls?.get(url);
  if (!call) return null;
  holder.__ulakEarlyCalls?.delete(url);
  return sameHeaders(call.headers, headers) ? call.response : null;
}

// How many early answers are still waiting to be taken.
export function pendingEarlyCalls(): number {
  return holder.__ulakEarlyCalls?.size ?? 0;
}
