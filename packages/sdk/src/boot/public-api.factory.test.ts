import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebugLogger } from '../core/debug-logger';
import type { UlakApi } from '../core/sdk.types';
import { createHarness, eventNames } from '../testing/sdk-harness';
import { createPublicApi, replayQueue } from './public-api.factory';

// What the snippet's stub leaves behind: `arguments` objects in call order.
function stubQueue(...calls: unknown[][]): IArguments[] {
  const queue: IArguments[] = [];
  const stub = function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  calls.forEach((call) => stub(...call));
  return queue;
}

describe('public API', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('replays calls queued before load in order, then keeps both call styles working', async () => {
    const harness = createHarness();
    const api = createPublicApi(harness.sdk.api, createDebugLogger(false));
    replayQueue(
      stubQueue(
        ['track', 'search', { q: 'shoes' }],
        ['identify', { customerId: 'c1', email: 'a@b.co' }],
        ['track', 'wishlist_share', { via: 'link' }],
        ['product', { code: 'P1', title: 'Shoe' }],
      ),
      api,
    );
    api('track', 'checkout');
    api.track('signup');
    await api.flush();

    expect(eventNames(harness.requests)).toEqual([
      'search',
      'identify',
      'wishlist_share',
      'product_view',
      'checkout',
      'signup',
    ]);
    const events = harness.requests.flatMap((body) => body.events);
    expect(events[0]?.member).toBeUndefined();
    expect(events[2]).toMatchObject({
      type: 'custom',
      name: 'wishlist_share',
      member: { customerId: 'c1', email: 'a@b.co' },
    });
  });

  it('never throws into the page, whatever it is given', async () => {
    const failing: UlakApi = {
      ...createHarness().sdk.api,
      track: () => {
        throw new Error('boom');
      },
      flush: () => Promise.reject(new Error('boom')),
    };
    const api = createPublicApi(failing, createDebugLogger(false));
    expect(() => api.track('x')).not.toThrow();
    expect(() => api('track', 'x')).not.toThrow();
    expect(() => api('no-such-command')).not.toThrow();
    expect(() => replayQueue([null, 7, 'x', stubQueue(['identify', null])[0]], api)).not.toThrow();
    await expect(api.flush()).resolves.toBeUndefined();
  });

  it('tolerates bad input to the real implementation', () => {
    const api = createPublicApi(createHarness().sdk.api, createDebugLogger(false));
    expect(() => {
      api.identify(null as never);
      api.track(undefined as never, 5 as never);
      api.cart(undefined as never);
      api.init(undefined as never);
    }).not.toThrow();
  });
});
