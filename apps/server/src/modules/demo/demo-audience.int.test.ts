import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { seedDemo } from './index';

describe('demo seed audience', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('gives the demo shop an application and a realistic audience, quickly', async () => {
    const started = Date.now();
    await seedDemo(ctx.deps);
    expect(Date.now() - started).toBeLessThan(5_000);
    const counts = await ctx.deps.db.execute<Record<string, number>>(sql`
      select (select count(*)::int from applications) as apps, (select count(*)::int from members) as members,
             (select count(*)::int from members where passive) as passive, (select count(*)::int from devices) as devices,
             (select count(*)::int from orders) as orders, (select count(*)::int from carts) as carts,
             (select count(*)::int from products) as products, (select count(*)::int from events) as events,
             (select count(distinct member_id)::int from member_tags) as tagged,
             (select count(distinct name)::int from member_tags) as tag_names`);
    const row = counts.rows[0];
    expect(row).toMatchObject({ apps: 1, members: 900, passive: 0, products: 200 });
    expect(row?.devices).toBeGreaterThan(400);
    expect(row?.orders).toBeGreaterThan(200);
    expect(row?.events).toBe(2700);
    expect(row).toMatchObject({ tagged: 360, tag_names: 4 });
    const sample = await ctx.deps.db.execute<{ name: string; email: string }>(
      sql`select name, email from members order by id limit 1`,
    );
    expect(sample.rows[0]?.email).toMatch(/^[a-z]+\.[a-z]+\d+@/);
  });
});
