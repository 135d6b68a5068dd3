import { BACKOFF_BASE_MS, BACKOFF_MAX_MS } from '../core/limits.constants';

// Exponential backoff with "equal jitter": half fixed, half random, so retrying tabs spread out.
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 20);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

// Retry-After is either delta-seconds or an HTTP date; undefined when absent or unreadable.
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

// The server's Retry-After wins over our own schedule; both stay within the ~5 min ceiling.
export function nextRetryDelay(attempt: number, retryAfterMs: number | undefined, random?: () => number): number {
  const delay = retryAfterMs ?? backoffDelay(attempt, random);
  return Math.min(Math.max(delay, 0), BACKOFF_MAX_MS);
}
