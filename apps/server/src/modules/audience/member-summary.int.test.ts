import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';

describe('members summary API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = (url: string, who: TMerchant) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });
  const summary = async (who: TMerchant) => {
    const res = await get('/members/summary', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  // The figure the member list gives for the same filter: what the screen showed before the summary.
  const listTotal = async (who: TMerchant, query: string) =>
    (await get(`/members?${query}&page=1&perPage=1`, who)).json().meta.total as number;

  it('answers zeros for an account without members', async () => {
    expect(await summary(await createMerchant(ctx))).toEqual({
      total: 0,
      statuses: { active: 0, passive: 0, blocked: 0 },
      sources: { site: 0, manual: 0, csv: 0, api: 0 },
    });
  });

  it('counts each status and source as the member list filters them, and only the caller’s members', async () => {
    const shop = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const rows = [
      { source: 'site', blocked: false, passive: false },
      { source: 'site', blocked: true, passive: false },
      { source: 'csv', blocked: false, passive: true },
      { source: 'csv', blocked: true, passive: true },
      { source: 'csv', blocked: false, passive: false },
      { source: 'api', blocked: false, passive: false },
    ];
    for (const [i, row] of rows.entries())
      await ctx.deps.db.execute(sql`insert into members (account_id, email, source, blocked, passive)
        values (${shop.accountId}, ${`m${i}@summary.test`}, ${row.source}, ${row.blocked}, ${row.passive})`);
    await ctx.deps.db.execute(sql`insert into members (account_id, email, source, blocked)
      values (${other.accountId}, 'other@summary.test', 'api', true)`);
    // A passive and blocked member counts as both, and not as active.
    const expected = {
      total: 6,
      statuses: { active: 3, passive: 2, blocked: 2 },
      sources: { site: 2, manual: 0, csv: 3, api: 1 },
    };
    expect(await summary(shop)).toEqual(expected);
    const byList = {
      total: await listTotal(shop, ''),
      statuses: {
        active: await listTotal(shop, 'passive=false&blocked=false'),
        passive: await listTotal(shop, 'passive=true'),
        blocked: await listTotal(shop, 'blocked=true'),
      },
      sources: {
        site: await listTotal(shop, 'source=site'),
        manual: await listTotal(shop, 'source=manual'),
        csv: await listTotal(shop, 'source=csv'),
        api: await listTotal(shop, 'source=api'),
      },
    };
    expect(byList).toEqual(expected);
    expect(await summary(other)).toMatchObject({ total: 1, statuses: { blocked: 1 }, sources: { api: 1 } });
  });

  it('shows a member added or removed on the screen at once', async () => {
    const shop = await createMerchant(ctx);
    expect((await summary(shop)).sources.manual).toBe(0);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/members',
      headers: shop.headers,
      payload: { email: 'new@summary.test', blocked: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await summary(shop)).toEqual({
      total: 1,
      statuses: { active: 0, passive: 0, blocked: 1 },
      sources: { site: 0, manual: 1, csv: 0, api: 0 },
    });
    const id = created.json().data.id as number;
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/members/${id}`, headers: shop.headers });
    expect(await summary(shop)).toMatchObject({ total: 0, statuses: { blocked: 0 }, sources: { manual: 0 } });
  });

  it('asks for a signed-in user, like the member list', async () => {
    for (const url of ['/api/v1/members', '/api/v1/members/summary'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
