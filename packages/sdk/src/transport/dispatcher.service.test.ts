import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../core/limits.constants';
import { createMemoryStorage } from '../storage/safe-storage.adapter';
import { createHarness, eventNames } from '../testing/sdk-harness';

const queued = (storage: { getItem(key: string): string | null }) =>
  (JSON.parse(storage.getItem(STORAGE_KEYS.queue) ?? '[]') as unknown[]).length;

describe('dispatcher batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes 2 s after the first event when fewer than 20 are queued', async () => {
    const { sdk, requests, urls } = createHarness();
    sdk.api.track('search', { q: 'a' });
    await vi.advanceTimersByTimeAsync(1_000);
    sdk.api.track('search', { q: 'b' });
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.events).toHaveLength(2);
    expect(urls[0]).toBe('https://api.test/t/v1/events');
    expect(requests[0]).toMatchObject({
      token: 'tok_test',
      context: { url: 'https://shop.test/', screen: '1280x720' },
    });
  });

  it('flushes at once when 20 events are queued', async () => {
    const { sdk, requests } = createHarness();
    for (let i = 0; i < 19; i++) sdk.api.track('search', { i });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(0);
    sdk.api.track('search', { i: 19 });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.events).toHaveLength(20);
  });

  it('sends at most 50 events per request and never mixes pages in one batch', async () => {
    const harness = createHarness();
    for (let i = 0; i < 120; i++) harness.sdk.api.track('search', { i });
    harness.page.url = 'https://shop.test/other';
    harness.sdk.api.track('page_view');
    await harness.sdk.api.flush();
    // the 20th event started a request at once; the rest waited for it and went out in full batches
    expect(harness.requests.map((body) => body.events.length)).toEqual([20, 50, 50, 1]);
    const order = harness.requests.flatMap((body) => body.events.map((event) => event.properties.i));
    expect(order.slice(0, 120)).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(harness.requests[3]?.context.url).toBe('https://shop.test/other');
    expect(queued(harness.storage)).toBe(0);
  });

  it('splits batches so each body stays under 64 KB', async () => {
    const harness = createHarness();
    // 40 events of ~ 10 KB each (10 strings of 1000 chars)
    const big = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'ü'.repeat(1000)]));
    for (let i = 0; i < 40; i++) harness.sdk.api.track('product_view', { code: `P${i}`, ...big });
    await harness.sdk.api.flush();
    expect(harness.requests.length).toBeGreaterThan(1);
    for (const body of harness.requests)
      expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThan(64 * 1024);
    expect(harness.requests.flatMap((body) => body.events.map((event) => event.properties.code))).toEqual(
      Array.from({ length: 40 }, (_, i) => `P${i}`),
    );
  });

  it('persists the unsent queue so a reload sends it', async () => {
    const storage = createMemoryStorage();
    const first = createHarness({ storage });
    first.sdk.api.track('add_to_cart', { code: 'P1' });
    expect(queued(storage)).toBe(1);
    vi.clearAllTimers(); // the first page is gone before its flush timer fires
    const second = createHarness({ storage });
    second.sdk.dispatcher.resume();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(eventNames(second.requests)).toEqual(['add_to_cart']);
    expect(queued(storage)).toBe(0);
  });

  it('caps the persisted queue at 500 events, dropping the oldest', () => {
    const harness = createHarness({ config: { token: undefined } });
    for (let i = 0; i < 520; i++) harness.sdk.api.track('search', { i });
    const stored = JSON.parse(harness.storage.getItem(STORAGE_KEYS.queue) ?? '[]') as {
      event: { properties: { i: number } };
    }[];
    expect(stored).toHaveLength(500);
    expect(stored[0]?.event.properties.i).toBe(20);
    expect(harness.requests).toHaveLength(0);
  });

  it('waits for a token from init, then sends', async () => {
    const harness = createHarness({ config: { token: undefined } });
    harness.sdk.api.track('search');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.requests).toHaveLength(0);
    harness.sdk.api.init({ token: 'late', apiBase: 'https://other.test/' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.requests[0]?.token).toBe('late');
    expect(harness.urls[0]).toBe('https://other.test/t/v1/events');
  });
});

describe('dispatcher retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries 5xx and network errors with growing backoff and loses nothing', async () => {
    const harness = createHarness();
    harness.replies.push({ status: 503 }, 'network-error', { status: 500 });
    harness.sdk.api.track('checkout');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.requests).toHaveLength(1);
    // random() = 0.5 → delay = 0.75 × min(5 min, 1 s × 2^(n-1))
    await vi.advanceTimersByTimeAsync(749);
    expect(harness.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(harness.requests).toHaveLength(3);
    harness.sdk.api.track('purchase', { orderCode: 'O1' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(harness.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(4);
    expect(eventNames([harness.requests[3] ?? { events: [] }] as never)).toEqual(['checkout', 'purchase']);
    expect(new Set(harness.requests.map((body) => body.events[0]?.id)).size).toBe(1);
    expect(queued(harness.storage)).toBe(0);
  });

  it('honours Retry-After (seconds and HTTP date) on 429', async () => {
    const harness = createHarness();
    harness.replies.push(
      { status: 429, retryAfter: '30' },
      { status: 429, retryAfter: new Date(Date.now() + 2_000 + 30_000 + 10_000).toUTCString() },
    );
    harness.sdk.api.track('search');
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(harness.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(harness.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.requests).toHaveLength(3);
  });

  it('never waits more than 5 minutes between tries, even when Retry-After asks for a day', async () => {
    const harness = createHarness();
    for (let i = 0; i < 12; i++) harness.replies.push({ status: 503 });
    harness.replies.push({ status: 429, retryAfter: '86400' }, { status: 503 });
    harness.sdk.api.track('search');
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    const times = harness.requests.map((body) => Date.parse(body.sentAt));
    const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
    expect(harness.requests).toHaveLength(15);
    expect(Math.max(...gaps)).toBe(300_000);
    expect(gaps[12]).toBe(300_000);
    expect(queued(harness.storage)).toBe(0);
  });

  it('drops a batch the server rejects with a 4xx other than 408/429', async () => {
    const harness = createHarness();
    harness.replies.push({ status: 400 });
    harness.sdk.api.track('search');
    await harness.sdk.api.flush();
    expect(harness.requests).toHaveLength(1);
    expect(queued(harness.storage)).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.requests).toHaveLength(1);
  });

  it('retries 408 like a server error', async () => {
    const harness = createHarness();
    harness.replies.push({ status: 408 });
    harness.sdk.api.track('search');
    await harness.sdk.api.flush();
    expect(queued(harness.storage)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.requests).toHaveLength(2);
    expect(queued(harness.storage)).toBe(0);
  });
});

describe('dispatcher on page exit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands pending events to sendBeacon and clears the queue', async () => {
    const harness = createHarness();
    harness.sdk.api.track('add_to_cart', { code: 'P1' });
    harness.sdk.dispatcher.flushOnExit();
    await vi.advanceTimersByTimeAsync(0);
    expect(eventNames(harness.beacons)).toEqual(['add_to_cart']);
    expect(harness.requests).toHaveLength(0);
    expect(queued(harness.storage)).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.requests).toHaveLength(0);
  });

  it('falls back to keepalive fetch without sendBeacon and keeps events until it succeeds', async () => {
    const harness = createHarness({ beacon: false });
    harness.sdk.api.track('add_to_cart');
    harness.sdk.dispatcher.flushOnExit();
    harness.sdk.dispatcher.flushOnExit();
    expect(queued(harness.storage)).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.requests).toHaveLength(1);
    expect(queued(harness.storage)).toBe(0);
  });
});
