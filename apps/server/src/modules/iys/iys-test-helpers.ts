import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IysFake } from '@ulak/fakes/iys';
import type { TestContext } from '../../../test/harness';
import { startFeatureTrial, type TMerchant } from '../../../test/audience-factories';

// Shared by the IYS integration tests: a registry user per merchant and the saved settings.
export const IYS_BRAND = (m: TMerchant) => ({ iysCode: `7${m.accountId}`, brandCode: `8${m.accountId}` });

export async function connectIys(
  ctx: TestContext,
  fake: IysFake,
  m: TMerchant,
  settings: Record<string, unknown> = {},
): Promise<{ iysCode: string; brandCode: string }> {
  const brand = IYS_BRAND(m);
  fake.addUser(`user${m.accountId}`, { password: 'iys-şifre', brands: [brand] });
  await startFeatureTrial(ctx, m, 'iys');
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/iys-settings',
    headers: m.headers,
    payload: {
      ...brand,
      username: `user${m.accountId}`,
      password: 'iys-şifre',
      addressType: 'BIREYSEL',
      channels: ['sms', 'call', 'email'],
      active: true,
      ...settings,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return brand;
}

export async function consentStates(ctx: TestContext, accountId: number) {
  const result = await ctx.deps.db.execute<{ state: string; n: number }>(
    sql`select state, count(*)::int as n from iys_consents where account_id = ${accountId} group by state order by state`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.state, Number(r.n)]));
}

// Members with phones and emails, no permission yet (inserted directly: no permission change to record).
export async function insertContactMembers(ctx: TestContext, accountId: number, count: number, from = 0) {
  await ctx.deps.db.execute(sql`
    insert into members (account_id, name, email, phone, source)
    select ${accountId}, 'Üye ' || g, 'uye' || g || '@iys.test', '+90532' || lpad(g::text, 7, '0'), 'csv'
    from generate_series(${from + 1}::int, ${from + count}::int) g`);
}
