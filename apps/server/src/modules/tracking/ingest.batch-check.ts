import {
  INGEST_MAX_EVENTS,
  TRACKING_EVENT_TYPES,
  ZIngestBatch,
  ZWireEvent,
  type TIngestBatch,
  type TWireEvent,
} from '@ulak/shared';

// A hand-written check of the common SDK batch, for the ingest's hot path: zod's parse of a 20-event
// batch cost more than the rest of the request's handling. It only ever says "valid, and this is what
// ZIngestBatch would return" or "not sure" (undefined): anything it does not recognise, including
// every invalid batch, is left to ZIngestBatch, so the errors stay zod's. ingest.batch-check.test.ts
// compares the two on generated batches.

// The very patterns of the shared schema's uuid and ISO date-time formats.
const patternOf = (schema: unknown): RegExp => (schema as { _zod: { def: { pattern: RegExp } } })._zod.def.pattern;
const UUID = patternOf(ZWireEvent.shape.id);
const DATETIME = patternOf(ZWireEvent.shape.ts);
const TYPES: ReadonlySet<string> = new Set(TRACKING_EVENT_TYPES);

type TJson = Record<string, unknown>;
const isObject = (v: unknown): v is TJson =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const isText = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;
// An optional field: absent, or a string of at most `max` characters.
const optionalText = (v: unknown, max: number): boolean => v === undefined || isText(v, 0, max);

function pageContext(v: unknown): TIngestBatch['context'] | undefined {
  if (v === undefined) return { url: '', referrer: '', title: '', language: '', screen: '', timezone: '' };
  if (!isObject(v)) return undefined;
  const field = (value: unknown, max: number): string | undefined =>
    value === undefined ? '' : isText(value, 0, max) ? value : undefined;
  const url = field(v.url, 2000);
  const referrer = field(v.referrer, 2000);
  const title = field(v.title, 1000);
  const language = field(v.language, 35);
  const screen = field(v.screen, 20);
  const timezone = field(v.timezone, 64);
  if (
    url === undefined ||
    referrer === undefined ||
    title === undefined ||
    language === undefined ||
    screen === undefined ||
    timezone === undefined
  )
    return undefined;
  return { url, referrer, title, language, screen, timezone };
}

// A copy of the properties (zod's record builds a new object), keys of at most 100 characters.
function properties(v: unknown): Record<string, unknown> | undefined {
  if (v === undefined) return {};
  if (!isObject(v)) return undefined;
  const out: Record<string, unknown> = {};
  for (const key in v) {
    // zod treats these specially (and a JSON text can carry them as own keys): its call.
    if (key.length > 100 || key === '__proto__') return undefined;
    out[key] = v[key];
  }
  return out;
}

function wireEvent(v: unknown): TWireEvent | undefined {
  if (!isObject(v)) return undefined;
  const { id, type, name, ts, member } = v;
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  if (typeof type !== 'string' || !TYPES.has(type)) return undefined;
  if (!optionalText(name, 100)) return undefined;
  if (typeof ts !== 'string' || !DATETIME.test(ts)) return undefined;
  const props = properties(v.properties);
  if (!props) return undefined;
  const event: TWireEvent = { id, type: type as TWireEvent['type'], ts, properties: props };
  if (name !== undefined) event.name = name as string;
  if (member !== undefined) {
    if (!isObject(member) || !optionalText(member.customerId, 100) || !optionalText(member.email, 254))
      return undefined;
    event.member = {};
    if (member.customerId !== undefined) event.member.customerId = member.customerId as string;
    if (member.email !== undefined) event.member.email = member.email as string;
  }
  return event;
}

// ZIngestBatch's result for a batch this check recognises as valid; undefined: ask ZIngestBatch.
export function checkBatch(v: unknown): TIngestBatch | undefined {
  if (!isObject(v)) return undefined;
  const { token, deviceId, sentAt, events } = v;
  if (!isText(token, 10, 200) || !isText(deviceId, 8, 100) || !optionalText(sentAt, 40)) return undefined;
  const context = pageContext(v.context);
  if (!context) return undefined;
  if (!Array.isArray(events) || events.length < 1 || events.length > INGEST_MAX_EVENTS) return undefined;
  const checked: TWireEvent[] = [];
  for (const e of events) {
    const event = wireEvent(e);
    if (!event) return undefined;
    checked.push(event);
  }
  const batch: TIngestBatch = { token, deviceId, context, events: checked };
  if (sentAt !== undefined) batch.sentAt = sentAt as string;
  return batch;
}

// The batch as ZIngestBatch returns it, or null when it is not one.
export function parseIngestBatch(v: unknown): TIngestBatch | null {
  const fast = checkBatch(v);
  if (fast) return fast;
  const parsed = ZIngestBatch.safeParse(v);
  return parsed.success ? parsed.data : null;
}
