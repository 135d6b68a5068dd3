import { MAX_QUEUED_EVENTS, STORAGE_KEYS } from '../core/limits.constants';
import type { QueuedEvent } from '../core/wire.types';
import { readJson, type KeyValueStorage } from '../storage/safe-storage.adapter';

// The unsent queue lives in localStorage (`ulak_q`) so a reload loses nothing. Every change is a
// read-modify-write, so tabs of the same shop share one queue instead of overwriting each other.
export type EventQueueStore = {
  load(): QueuedEvent[];
  append(items: QueuedEvent[]): number;
  remove(ids: ReadonlySet<string>): void;
};

function isQueue(value: unknown): value is QueuedEvent[] {
  return Array.isArray(value);
}

function isQueuedEvent(value: unknown): value is QueuedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { event, context } = value as Record<string, unknown>;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof (event as Record<string, unknown>).id === 'string' &&
    typeof context === 'object' &&
    context !== null
  );
}

export function createEventQueueStore(storage: KeyValueStorage, maxEvents = MAX_QUEUED_EVENTS): EventQueueStore {
  const load = (): QueuedEvent[] => (readJson(storage, STORAGE_KEYS.queue, isQueue) ?? []).filter(isQueuedEvent);
  const save = (items: QueuedEvent[]): void => {
    if (items.length === 0) storage.removeItem(STORAGE_KEYS.queue);
    else storage.setItem(STORAGE_KEYS.queue, JSON.stringify(items));
  };
  return {
    load,
    // Returns the queue length; past the cap the oldest events are dropped.
    append(items) {
      const next = load().concat(items);
      const kept = next.length > maxEvents ? next.slice(next.length - maxEvents) : next;
      save(kept);
      return kept.length;
    },
    remove(ids) {
      if (ids.size === 0) return;
      save(load().filter((item) => !ids.has(item.event.id)));
    },
  };
}
