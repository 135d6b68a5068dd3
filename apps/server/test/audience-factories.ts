import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from './harness';
import { bearer, createTestUser, loginAs, type TTestUser } from './auth-factories';

// A logged-in merchant with one web application, for audience and tracking tests.
export type TMerchant = TTestUser & {
  token: string;
  headers: Record<string, string>;
  app: { id: number; sdk_token: string; domains: string[] };
};

export async function createMerchant(ctx: TestContext, domains = ['shop.example.com']): Promise<TMerchant> {
  const user = await createTestUser(ctx);
  const token = await loginAs(ctx, user.email, user.password);
  const headers = { ...bearer(token), 'accept-language': 'en' };
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/applications',
    headers,
    payload: { name: 'Web Mağaza', domains },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...user, token, headers, app: res.json().data };
}

// Starts the account's 15-day trial of a plan feature through the real API (a fresh account is on
// the free plan, which includes no automations, widgets or IYS).
export async function startFeatureTrial(ctx: TestContext, m: TMerchant, feature: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/billing/trials',
    headers: m.headers,
    payload: { feature },
  });
  expect(res.statusCode, res.body).toBe(200);
}

// Inserts `count` members in one statement (for limit and list tests).
export async function insertMembers(
  ctx: TestContext,
  accountId: number,
  count: number,
  prefix = 'bulk',
): Promise<void> {
  await ctx.deps.db.execute(sql`
    insert into members (account_id, name, surname, email, source)
    select ${accountId}, 'Üye', 'No ' || g, ${prefix} || '-' || g || '@bulk.test', 'csv'
    from generate_series(1, ${count}) g`);
}

export async function setPacket(ctx: TestContext, accountId: number, packetType: string): Promise<void> {
  await ctx.deps.db.execute(sql`update accounts set packet_type = ${packetType} where id = ${accountId}`);
}
