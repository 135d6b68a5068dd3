import { describe, expect, it } from 'vitest';
import { transportSlots } from './channel-provider';

describe('transportSlots', () => {
  it('lets at most `size` tasks of one transport run at once, across callers, and runs them all', async () => {
    const transport = {};
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 2));
      running -= 1;
    };
    // Two jobs sharing one transport: the limit is the transport's, not each job's.
    const first = transportSlots(transport, 3);
    const second = transportSlots(transport, 3);
    expect(second).toBe(first);
    await Promise.all([
      ...Array.from({ length: 10 }, () => first(task)),
      ...Array.from({ length: 10 }, () => second(task)),
    ]);
    expect(peak).toBe(3);
    expect(running).toBe(0);
  });

  it('frees the slot of a task that throws', async () => {
    const slots = transportSlots({}, 1);
    await expect(slots(() => Promise.reject(new Error('smtp down')))).rejects.toThrow('smtp down');
    await expect(slots(async () => 'next')).resolves.toBe('next');
  });
});
