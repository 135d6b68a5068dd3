import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../core/limits.constants';
import { UUID_PATTERN } from '../core/uuid.util';
import { createMemoryStorage } from '../storage/safe-storage.adapter';
import { createHarness } from '../testing/sdk-harness';

describe('identity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the device id and the member across reloads', async () => {
    const storage = createMemoryStorage();
    const first = createHarness({ storage });
    first.sdk.api.track('page_view');
    first.sdk.api.identify({ customerId: 'c9', email: 'm@shop.test', name: 'Mert' });
    await first.sdk.api.flush();
    const deviceId = first.requests[0]?.deviceId ?? '';
    expect(deviceId).toMatch(UUID_PATTERN);
    expect(storage.getItem(STORAGE_KEYS.deviceId)).toBe(deviceId);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.member) ?? '{}')).toEqual({
      customerId: 'c9',
      email: 'm@shop.test',
    });

    const reloaded = createHarness({ storage });
    reloaded.sdk.api.track('add_to_cart', { code: 'P1' });
    await reloaded.sdk.api.flush();
    expect(reloaded.requests[0]?.deviceId).toBe(deviceId);
    expect(reloaded.requests[0]?.events[0]?.member).toEqual({ customerId: 'c9', email: 'm@shop.test' });
  });

  it('logout forgets the member but keeps the device id', async () => {
    const harness = createHarness();
    harness.sdk.api.identify({ customerId: 'c1' });
    harness.sdk.api.logout();
    harness.sdk.api.track('search', { q: 'hat' });
    await harness.sdk.api.flush();
    const [identify, search] = harness.requests[0]?.events ?? [];
    expect(identify?.member).toEqual({ customerId: 'c1' });
    expect(search?.member).toBeUndefined();
    expect(harness.storage.getItem(STORAGE_KEYS.member)).toBeNull();
    expect(harness.storage.getItem(STORAGE_KEYS.deviceId)).toBe(harness.requests[0]?.deviceId);
  });

  it('merges later identify calls for the same person and replaces the member for another customer', () => {
    const harness = createHarness();
    harness.sdk.api.identify({ email: 'x@shop.test' });
    harness.sdk.api.identify({ customerId: 'c1' });
    expect(harness.sdk.identity.getMember()).toEqual({ email: 'x@shop.test', customerId: 'c1' });
    harness.sdk.api.identify({ customerId: 'c2' });
    expect(harness.sdk.identity.getMember()).toEqual({ customerId: 'c2' });
  });

  it('replaces a corrupt device id', () => {
    const storage = createMemoryStorage();
    storage.setItem(STORAGE_KEYS.deviceId, 'not-a-uuid');
    const harness = createHarness({ storage });
    expect(harness.sdk.identity.getDeviceId()).toMatch(UUID_PATTERN);
  });
});
