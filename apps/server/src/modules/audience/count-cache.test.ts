import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedCount, invalidateCounts } from './count-cache';

describe('cachedCount', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shares one query between concurrent misses and reuses it while fresh', async () => {
    const load = vi.fn(async () => 7);
    const [a, b] = await Promise.all([cachedCount(1, 'k1', load), cachedCount(1, 'k1', load)]);
    vi.setSystemTime(new Date('2026-01-01T00:00:04Z'));
    expect([a, b, await cachedCount(1, 'k1', load)]).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale total at once while one refresh runs, then the new total', async () => {
    let n = 1;
    const load = vi.fn(async () => n);
    expect(await cachedCount(2, 'k2', load)).toBe(1);
    n = 2;
    vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
    expect(await Promise.all([cachedCount(2, 'k2', load), cachedCount(2, 'k2', load)])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cachedCount(2, 'k2', load)).toBe(2);
  });

  it('keeps a costly total fresh for longer: fifty times its counting time', async () => {
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(9), 150)));
    expect(await cachedCount(5, 'k5', load)).toBe(9);
    vi.setSystemTime(new Date('2026-01-01T00:00:07Z'));
    expect(await cachedCount(5, 'k5', load)).toBe(9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after an invalidation and after the stale limit', async () => {
    let n = 1;
    const load = async () => n;
    expect(await cachedCount(3, 'k3', load)).toBe(1);
    n = 2;
    invalidateCounts(3);
    expect(await cachedCount(3, 'k3', load)).toBe(2);
    n = 3;
    vi.setSystemTime(new Date('2026-01-01T00:05:00Z'));
    expect(await cachedCount(3, 'k3', load)).toBe(3);
  });

  it('keeps serving the stale total when a refresh fails', async () => {
    const load = vi.fn(async () => 5);
    expect(await cachedCount(4, 'k4', load)).toBe(5);
    vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
    load.mockRejectedValueOnce(new Error('db down'));
    expect(await cachedCount(4, 'k4', load)).toBe(5);
    await Promise.resolve();
    expect(await cachedCount(4, 'k4', load)).toBe(5);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
