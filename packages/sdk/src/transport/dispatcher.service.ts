import type { DebugLogger } from '../core/debug-logger';
import { FLUSH_AT_EVENTS, FLUSH_INTERVAL_MS } from '../core/limits.constants';
import type { QueuedEvent } from '../core/wire.types';
import { nextRetryDelay, parseRetryAfter } from './backoff.policy';
import { splitIntoBatches, type Envelope } from './batch.splitter';
import type { EventQueueStore } from './event-queue.store';
import { beaconBatch, eventsUrl, postBatch, type BeaconLike, type FetchLike } from './http.sender';

export type Destination = { token: string; apiBase: string; deviceId: string };

export type DispatcherDeps = {
  store: EventQueueStore;
  // undefined until a token is known: events wait in the persisted queue.
  getDestination(): Destination | undefined;
  fetchFn: FetchLike;
  beacon?: BeaconLike;
  logger: DebugLogger;
  random?: () => number;
};

export type Dispatcher = {
  enqueue(item: QueuedEvent): void;
  // Sends everything now (unless the server asked us to wait); resolves when the queue is drained.
  flush(): Promise<void>;
  // Page is going away: hand the queue to sendBeacon (fetch keepalive when refused).
  flushOnExit(): void;
  // Leftovers from an earlier page, or a token that just arrived.
  resume(): void;
  // The network came back: retry without waiting for the backoff timer.
  retryNow(): void;
};

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { store, logger } = deps;
  const inFlight = new Set<string>();
  const exitInFlight = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let draining: Promise<void> | undefined;

  const envelopeFor = (destination: Destination): Envelope => ({
    token: destination.token,
    deviceId: destination.deviceId,
    sentAt: new Date().toISOString(),
  });

  const clearFlushTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (queued: number) => {
    if (retryTimer !== undefined || queued === 0) return;
    if (queued >= FLUSH_AT_EVENTS) void drain();
    else if (timer === undefined) timer = setTimeout(() => void drain(), FLUSH_INTERVAL_MS);
  };

  const drain = (): Promise<void> => {
    if (draining) return draining;
    if (retryTimer !== undefined) return Promise.resolve();
    clearFlushTimer();
    draining = drainLoop().finally(() => {
      draining = undefined;
    });
    return draining;
  };

  async function drainLoop(): Promise<void> {
    for (;;) {
      const destination = deps.getDestination();
      if (!destination) return;
      const pending = store.load().filter((item) => !inFlight.has(item.event.id));
      if (pending.length === 0) return;
      const { batches, oversized } = splitIntoBatches(pending, envelopeFor(destination));
      dropOversized(oversized);
      const batch = batches[0];
      if (!batch) continue;
      batch.ids.forEach((id) => inFlight.add(id));
      const outcome = await postBatch(deps.fetchFn, eventsUrl(destination.apiBase), batch.body);
      batch.ids.forEach((id) => inFlight.delete(id));
      if (outcome.kind === 'retry') {
        attempt++;
        const delay = nextRetryDelay(attempt, parseRetryAfter(outcome.retryAfter), deps.random);
        logger.log(`send failed (${outcome.reason}); retry #${attempt} in ${delay} ms`);
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          void drain();
        }, delay);
        return;
      }
      attempt = 0;
      store.remove(batch.ids);
      if (outcome.kind === 'drop')
        logger.log(`batch of ${batch.ids.size} events rejected with HTTP ${outcome.status}; dropped`);
      else logger.log(`sent ${batch.ids.size} events`);
    }
  }

  function dropOversized(items: QueuedEvent[]): void {
    if (items.length === 0) return;
    logger.log(`dropping ${items.length} oversized events`);
    store.remove(new Set(items.map((item) => item.event.id)));
  }

  return {
    enqueue(item) {
      schedule(store.append([item]));
    },
    flush: () => drain(),
    flushOnExit() {
      const destination = deps.getDestination();
      if (!destination) return;
      clearFlushTimer();
      const url = eventsUrl(destination.apiBase);
      // In-flight events are included: the browser may cancel that fetch; the server dedupes by event id.
      const queued = store.load().filter((item) => !exitInFlight.has(item.event.id));
      const { batches, oversized } = splitIntoBatches(queued, envelopeFor(destination));
      dropOversized(oversized);
      // While the server is failing, a beacon (fire and forget) could lose events: use keepalive fetch and
      // keep them queued until it confirms.
      const backingOff = retryTimer !== undefined;
      for (const batch of batches) {
        if (!backingOff && beaconBatch(deps.beacon, url, batch.body)) {
          store.remove(batch.ids);
          continue;
        }
        batch.ids.forEach((id) => exitInFlight.add(id));
        void postBatch(deps.fetchFn, url, batch.body, true).then((outcome) => {
          batch.ids.forEach((id) => exitInFlight.delete(id));
          if (outcome.kind !== 'retry') store.remove(batch.ids);
        });
      }
    },
    resume() {
      schedule(store.load().length);
    },
    retryNow() {
      if (retryTimer === undefined) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      void drain();
    },
  };
}
