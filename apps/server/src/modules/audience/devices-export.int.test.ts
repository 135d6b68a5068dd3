import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';

const rowsOf = (csv: string): string[][] =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

// "CSV export of any filtered list": the devices list, with its own filters, formula-escaped.
describe('device CSV export', () => {
  let ctx: TestContext;
  let shop: TMerchant;
  let other: TMerchant;

  beforeAll(async () => {
    ctx = await createTestContext();
    shop = await createMerchant(ctx);
    other = await createMerchant(ctx);
    const add = (m: TMerchant, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/devices',
        headers: m.headers,
        payload: { applicationId: m.app.id, ...payload },
      });
    expect((await add(shop, { platform: 'ios', deviceId: 'ios-device-1', email: 'a@example.com' })).statusCode).toBe(
      201,
    );
    expect((await add(shop, { platform: 'android', deviceId: '=HYPERLINK("x")' })).statusCode).toBe(201);
    expect((await add(shop, { platform: 'browser', deviceId: 'browser-faulty' })).statusCode).toBe(201);
    expect((await add(other, { platform: 'ios', deviceId: 'someone-elses' })).statusCode).toBe(201);
    await ctx.deps.db.execute(
      sql`update devices set push_error = 'InvalidRegistration' where account_id = ${shop.accountId} and device_id = 'browser-faulty'`,
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const exportCsv = (query = '', m = shop) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/devices/export.csv${query}`, headers: m.headers });

  it('streams every device of the account, and only them, with a header row', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('devices.csv');
    const rows = rowsOf(res.body);
    expect(rows[0]?.slice(0, 5)).toEqual(['id', 'device_id', 'application_id', 'member_id', 'platform']);
    expect(rows).toHaveLength(4);
    expect(res.body).not.toContain('someone-elses');
  });

  it('honours the list filters: platform, faulty and search', async () => {
    const ios = rowsOf((await exportCsv('?platform=ios')).body);
    expect(ios.slice(1).map((r) => r[1])).toEqual(['ios-device-1']);
    const faulty = rowsOf((await exportCsv('?faulty=true')).body);
    expect(faulty.slice(1).map((r) => r[1])).toEqual(['browser-faulty']);
    expect(faulty[1]?.[9]).toBe('InvalidRegistration');
    const search = rowsOf((await exportCsv('?search=example.com')).body);
    expect(search.slice(1).map((r) => r[6])).toEqual(['a@example.com']);
  });

  it('escapes formula cells and refuses a one-letter search before streaming', async () => {
    const res = await exportCsv('?platform=android');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    const short = await exportCsv('?search=a');
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('search_min_letters');
  });
});
