import { describe, expect, it } from 'vitest';
import {
  INGEST_MAX_BODY_BYTES,
  INGEST_MAX_DEPTH,
  INGEST_MAX_EVENTS,
  INGEST_MAX_PROPERTY_KEYS,
  TRACKING_EVENT_TYPES,
} from '@ulak/shared/tracking';
import { STANDARD_EVENT_TYPES, type EventType } from './event-types.constants';
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_EVENTS_PER_REQUEST, MAX_PROPERTY_KEYS } from './limits.constants';

// The shop script keeps its own copy of the ingest contract (it must not bundle zod); these checks keep the copy
// equal to the server's, so an event type or a limit changed on one side fails here instead of in a shop.
describe('the shop script and the ingest API agree', () => {
  it('on the event types', () => {
    const sdkTypes: EventType[] = [...STANDARD_EVENT_TYPES, 'identify', 'custom'];
    expect([...sdkTypes].sort()).toEqual([...TRACKING_EVENT_TYPES].sort());
  });

  it('on the limits of a batch', () => {
    expect(MAX_EVENTS_PER_REQUEST).toBe(INGEST_MAX_EVENTS);
    expect(MAX_PROPERTY_KEYS).toBe(INGEST_MAX_PROPERTY_KEYS);
    expect(MAX_DEPTH).toBe(INGEST_MAX_DEPTH);
    expect(MAX_BODY_BYTES).toBeLessThan(INGEST_MAX_BODY_BYTES);
  });
});
