import { INGEST_MAX_DEPTH, INGEST_MAX_PROPERTY_KEYS, type TIngestBatch, type TWireEvent } from '@ulak/shared';
import { parseIngestBatch } from './ingest.batch-check';

const MAX_AGE_MS = 30 * 24 * 3600_000;
const MAX_FUTURE_MS = 24 * 3600_000;
const MAX_STRING = 1_000;

// Depth and size of untrusted properties: objects/arrays nest at most INGEST_MAX_DEPTH levels,
// at most INGEST_MAX_PROPERTY_KEYS keys per object, strings at most MAX_STRING characters.
export function propertiesWithinLimits(value: unknown, depth = 1): boolean {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.length <= MAX_STRING * 2;
  if (depth > INGEST_MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    return value.length <= INGEST_MAX_PROPERTY_KEYS * 10 && value.every((v) => propertiesWithinLimits(v, depth + 1));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length <= INGEST_MAX_PROPERTY_KEYS && entries.every(([, v]) => propertiesWithinLimits(v, depth + 1));
  }
  return false;
}

// PostgreSQL text and jsonb cannot hold NUL: the SDK's page data is kept with NUL characters
// dropped from every key and string, rather than refusing (or failing on) the whole batch.
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (value === null || typeof value !== 'object' || depth > 16) return value;
  if (Array.isArray(value)) return value.map((v) => withoutNul(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.replaceAll('\u0000', ''), withoutNul(v, depth + 1)]),
  );
}

export const REJECT_REASONS = ['out_of_window', 'duplicate', 'too_large'] as const;
export type TRejectedEvent = { id: string; type: string; reason: (typeof REJECT_REASONS)[number] };
export type TParsedBatch = { batch: TIngestBatch; events: TWireEvent[]; rejected: TRejectedEvent[] };

// null: the body is not a batch at all (400). Otherwise the events worth keeping: within the
// limits, in the time window, first occurrence of each id; the rest are listed with a reason
// (the request log shows them to the merchant).
export function parseBatch(raw: unknown, now = Date.now()): TParsedBatch | null {
  let body = raw;
  // JSON text can only carry a NUL as the escape `\u0000`: without one, there is nothing to drop.
  let mayHaveNul = true;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      return null;
    }
    mayHaveNul = raw.includes('\\u0000');
  }
  const batch = parseIngestBatch(mayHaveNul ? withoutNul(body) : body);
  if (!batch) return null;
  const seen = new Set<string>();
  const rejected: TRejectedEvent[] = [];
  const reject = (event: TWireEvent, reason: TRejectedEvent['reason']): false => {
    rejected.push({ id: event.id, type: event.type, reason });
    return false;
  };
  const events = batch.events.filter((event) => {
    const ts = Date.parse(event.ts);
    if (!(ts > now - MAX_AGE_MS && ts < now + MAX_FUTURE_MS)) return reject(event, 'out_of_window');
    if (seen.has(event.id)) return reject(event, 'duplicate');
    if (!propertiesWithinLimits(event.properties)) return reject(event, 'too_large');
    seen.add(event.id);
    return true;
  });
  return { batch, events, rejected };
}

// The page's origin must be one of the application's domains or a subdomain of one.
export function originAllowed(origin: string | undefined, domains: string[]): boolean {
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.replace(/:\d+$/, '');
  return domains.some((d) => host === d || bare === d || bare.endsWith(`.${d}`));
}
