import { MAX_BODY_BYTES, MAX_EVENTS_PER_REQUEST } from '../core/limits.constants';
import { utf8Length } from '../core/utf8-length.util';
import type { BatchBody, QueuedEvent, WireEvent } from '../core/wire.types';

export type Envelope = { token: string; deviceId: string; sentAt: string };
export type Batch = { body: BatchBody; ids: Set<string> };
export type SplitResult = { batches: Batch[]; oversized: QueuedEvent[] };
export type SplitLimits = { maxEvents: number; maxBytes: number };

const DEFAULT_LIMITS: SplitLimits = { maxEvents: MAX_EVENTS_PER_REQUEST, maxBytes: MAX_BODY_BYTES };

// Consecutive events of the same page share one request: ≤ maxEvents events and < maxBytes of UTF-8 JSON.
// An event too big to fit any request on its own is returned as oversized (the caller drops it).
export function splitIntoBatches(
  items: QueuedEvent[],
  envelope: Envelope,
  limits: SplitLimits = DEFAULT_LIMITS,
): SplitResult {
  const batches: Batch[] = [];
  const oversized: QueuedEvent[] = [];
  let current: { contextKey: string; body: BatchBody; ids: Set<string>; bytes: number } | undefined;

  for (const item of items) {
    const contextKey = JSON.stringify(item.context);
    const eventBytes = utf8Length(JSON.stringify(item.event));
    const fits =
      current !== undefined &&
      current.contextKey === contextKey &&
      current.body.events.length < limits.maxEvents &&
      current.bytes + 1 + eventBytes <= limits.maxBytes;
    if (current && fits) {
      pushEvent(current, item.event, eventBytes + 1);
      continue;
    }
    const body: BatchBody = { ...envelope, context: item.context, events: [] };
    const emptyBytes = utf8Length(JSON.stringify(body));
    if (emptyBytes + eventBytes > limits.maxBytes) {
      oversized.push(item);
      continue;
    }
    current = { contextKey, body, ids: new Set(), bytes: emptyBytes };
    pushEvent(current, item.event, eventBytes);
    batches.push({ body: current.body, ids: current.ids });
  }
  return { batches, oversized };
}

function pushEvent(
  target: { body: BatchBody; ids: Set<string>; bytes: number },
  event: WireEvent,
  bytes: number,
): void {
  target.body.events.push(event);
  target.ids.add(event.id);
  target.bytes += bytes;
}
