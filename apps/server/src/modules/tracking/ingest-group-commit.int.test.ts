import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { createGroupWriter, type TPendingBatch } from './ingest.repository';

// Group commit of SDK batches: concurrent requests share one INSERT, each request's promise settles
// only with its own group's statement, and a failed statement fails every request in it.
describe('ingest group commit', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  const batch = (deviceId: string, applicationId = m.app.id): TPendingBatch => ({
    accountId: m.accountId,
    applicationId,
    ip: '203.0.113.9',
    userAgent: 'test "agent"',
    body: JSON.stringify({ deviceId, context: { url: 'https://shop.example.com/', language: 'tr' }, events: [] }),
  });
  const stored = async (prefix: string) =>
    (
      await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ingest_batches where body->>'deviceId' like ${`${prefix}%`}`,
      )
    ).rows[0]?.n;

  it('stores 200 concurrent batches in fewer statements, each settled once written', async () => {
    let statements = 0;
    const counting = new Proxy(ctx.deps.db, {
      get(target, key, receiver) {
        if (key === 'execute') statements++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const writer = createGroupWriter(counting);
    await Promise.all(Array.from({ length: 200 }, (_, i) => writer.store(batch(`group-${i}`))));
    expect(await stored('group-')).toBe(200);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(200);
    const [row] = (
      await ctx.deps.db.execute<{ user_agent: string; ip: string }>(
        sql`select user_agent, ip from ingest_batches where body->>'deviceId' = 'group-7'`,
      )
    ).rows;
    expect(row).toEqual({ user_agent: 'test "agent"', ip: '203.0.113.9' });
  });

  it('fails every request of a group whose statement fails, and the next group still goes through', async () => {
    const writer = createGroupWriter(ctx.deps.db);
    // The first store is written alone; the next three queue behind it and share one statement,
    // which an unknown application breaks.
    const first = writer.store(batch('fail-first'));
    const group = [
      writer.store(batch('fail-a')),
      writer.store(batch('fail-b', 999_999_999)),
      writer.store(batch('fail-c')),
    ];
    await expect(first).resolves.toBeUndefined();
    const settled = await Promise.allSettled(group);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored('fail-')).toBe(1);
    await writer.store(batch('after-failure'));
    expect(await stored('after-failure')).toBe(1);
  });
});
