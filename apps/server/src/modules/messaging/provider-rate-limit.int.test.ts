import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { openDatabase, type Database } from '../../platform/db/database';
import { acquireProviderTokens, takeProviderTokens } from './provider-rate-limit';

let ctx: TestContext;
let workers: Database[];

beforeAll(async () => {
  ctx = await createTestContext();
  const url = ctx.deps.config.databaseUrl ?? '';
  // Two separate pools: two workers that share nothing but the database.
  workers = [openDatabase(url, 2), openDatabase(url, 2)];
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await ctx.close();
});

describe('provider rate limit (token bucket row)', () => {
  it('two concurrent senders together stay under the rate', async () => {
    const rate = { key: 'test:two-workers', ratePerSecond: 40, burst: 10 };
    const durationMs = 2000;
    const started = Date.now();
    const sendTimes: number[] = [];
    const sender = async (db: Database) => {
      while (Date.now() - started < durationMs) {
        const held = await acquireProviderTokens(db.db, rate, 5, { maxWaitMs: 500 });
        for (let i = 0; i < held; i++) sendTimes.push(Date.now());
      }
    };
    await Promise.all(workers.map((w) => sender(w)));
    const elapsed = (Date.now() - started) / 1000;
    const total = sendTimes.length;
    // Never more than the burst plus the refill over the elapsed time...
    expect(total).toBeLessThanOrEqual(rate.burst + rate.ratePerSecond * elapsed + 1);
    // ...and the two senders together still use most of it.
    expect(total).toBeGreaterThanOrEqual(rate.ratePerSecond * (durationMs / 1000) * 0.7);
    // Any one-second window holds at most a burst plus a second's refill.
    for (const t of sendTimes) {
      const inWindow = sendTimes.filter((s) => s >= t && s < t + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(rate.burst + rate.ratePerSecond + 1);
    }
  });

  it('grants part of a request and says how long until the next token', async () => {
    const rate = { key: 'test:partial', ratePerSecond: 10, burst: 3 };
    const first = await takeProviderTokens(ctx.deps.db, rate, 5);
    expect(first.granted).toBe(3);
    expect(first.waitMs).toBeGreaterThan(0);
    expect(first.waitMs).toBeLessThanOrEqual(100);
    const second = await takeProviderTokens(ctx.deps.db, rate, 1);
    expect(second.granted).toBe(0);
    // The next token comes with the refill (a tenth of a second at 10/s): asked until it is there.
    await vi.waitFor(async () => expect((await takeProviderTokens(ctx.deps.db, rate, 1)).granted).toBe(1), {
      timeout: 2000,
      interval: 20,
    });
  });

  it('keeps separate buckets per provider account', async () => {
    const a = await takeProviderTokens(ctx.deps.db, { key: 'test:a', ratePerSecond: 1, burst: 2 }, 5);
    const b = await takeProviderTokens(ctx.deps.db, { key: 'test:b', ratePerSecond: 1, burst: 2 }, 5);
    expect([a.granted, b.granted]).toEqual([2, 2]);
  });
});
