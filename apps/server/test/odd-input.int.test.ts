import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { createMerchant, insertMembers, type TMerchant } from './audience-factories';

// Anything a user or a stranger can send answers 200 or 4xx, never 500 (ARCHITECTURE): odd
// query strings on every audience list route, odd ids, and NUL characters, which PostgreSQL
// text cannot hold, in queries, paths and bodies.
const LIST_ROUTES = [
  'members',
  'members/export.csv',
  'devices',
  'devices/export.csv',
  'orders',
  'orders/export.csv',
  'products',
  'events',
  'tags',
  'events/request-logs',
  'imports/members',
  'applications',
];
const ODD_QUERIES = [
  'page=99999999999999999999',
  'page=1e300',
  'page=-1',
  'page=abc',
  'perPage=100000',
  'sort=bogus',
  'order=sideways',
  `search=${'a'.repeat(3000)}`,
  'search=%F0%9F%98%80%C3%A7%C4%B1%C5%9F',
  'search=%27%3B--%20%25_',
  'search=%00ab',
  'tag=%00',
  'city=%00',
  'status=%00',
  'code=%00x',
  'memberId=99999999999999999999',
  'applicationId=abc',
  'createdFrom=2020-13-45',
  'createdFrom=0000-01-01',
  'before=0000-01-01',
  'dateTo=0000-12-31',
  'createdFrom=2020-01-01&createdTo=1999-01-01',
  'dateFrom=%00',
  'before=x',
  'platform=x',
  'faulty=maybe',
];
const ODD_IDS = ['0', '-1', 'abc', '99999999999999999999', '1e5', '1.5', '9223372036854775807', '2147483648', '%00'];

describe('odd input on the audience routes', () => {
  let ctx: TestContext;
  let shop: TMerchant;
  let memberId = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    shop = await createMerchant(ctx);
    await insertMembers(ctx, shop.accountId, 3, 'odd');
    const row = await ctx.deps.db.execute<{ id: number }>(
      sql`select id from members where account_id = ${shop.accountId} limit 1`,
    );
    memberId = Number(row.rows[0]?.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 200 or 4xx to odd query strings on every list route', async () => {
    const failures: string[] = [];
    for (const route of LIST_ROUTES) {
      for (const query of ODD_QUERIES) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${route}?${query}`, headers: shop.headers });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${route}?${query.slice(0, 40)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx to odd ids on every detail route', async () => {
    const failures: string[] = [];
    const detail = ['members', 'devices', 'orders', 'products', 'events', 'events/request-logs', 'imports/members'];
    for (const route of detail) {
      for (const id of ODD_IDS) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/${route}/${id}`, headers: shop.headers });
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${res.statusCode} ${route}/${id}`);
      }
    }
    for (const tab of ['orders', 'cart', 'events', 'segments', 'address', 'bogus']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/members/${memberId}/${tab}?page=99999999999999999999`,
        headers: shop.headers,
      });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} members/:id/${tab}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers the two-letter message to a one-letter search on every searchable list (SPEC §5)', async () => {
    const searchable = [
      'members',
      'members/export.csv',
      'devices',
      'devices/export.csv',
      'orders',
      'orders/export.csv',
      'products',
      'tags',
    ];
    for (const route of searchable) {
      for (const [lang, text] of [
        ['en', 'Please enter at least two letters to view the data'],
        ['tr', 'Verileri görüntülemek için lütfen en az iki harf giriniz'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/${route}?search=a`,
          headers: { ...shop.headers, 'accept-language': lang },
        });
        expect(res.statusCode, `${route} ${lang}`).toBe(422);
        expect(res.json().error).toMatchObject({ code: 'search_min_letters', message: text });
      }
      const twoLetters = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/${route}?search=ab`,
        headers: shop.headers,
      });
      expect(twoLetters.statusCode, route).toBe(200);
    }
  });

  it('refuses a birth date before 1900 or after today, and year 0 in date filters, with 422', async () => {
    for (const birthDate of ['0001-01-01', '1899-12-31', '9999-12-31']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/members',
        headers: shop.headers,
        payload: { email: `born-${birthDate}@example.com`, birthDate },
      });
      expect(res.statusCode, birthDate).toBe(422);
      expect(res.json().error.fields).toEqual({ birthDate: ['The birth date must be between 1900 and today.'] });
    }
    const turkish = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/members/${memberId}`,
      headers: { ...shop.headers, 'accept-language': 'tr' },
      payload: { birthDate: '1850-05-05' },
    });
    expect(turkish.json().error.message).toBe('Doğum tarihi 1900 ile bugün arasında olmalıdır.');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/members',
      headers: shop.headers,
      payload: { email: 'born-ok@example.com', birthDate: '1990-06-15' },
    });
    expect(ok.statusCode).toBe(201);
    const yearZero = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/members?createdFrom=0000-01-01',
      headers: shop.headers,
    });
    expect(yearZero.statusCode).toBe(422);
    expect(yearZero.json().error.fields).toEqual({ createdFrom: ['Please enter a valid date.'] });
  });

  it('refuses a typed tag whose value does not read as its type', async () => {
    const put = (tag: object, lang = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/members/${memberId}/tags`,
        headers: { ...shop.headers, 'accept-language': lang },
        payload: tag,
      });
    const number = await put({ name: 'score', type: 'number', value: 'abc' });
    expect(number.statusCode).toBe(422);
    expect(number.json().error.fields).toEqual({ value: ['A number tag needs a number value (like 42 or 3.5).'] });
    const date = await put({ name: 'since', type: 'date', value: '12.05.2026' }, 'tr');
    expect(date.json().error.message).toBe('Tarih türündeki etiketin değeri YYYY-AA-GG biçiminde olmalıdır.');
    expect((await put({ name: 'vip', type: 'boolean', value: 'yes' })).statusCode).toBe(422);
    for (const tag of [
      { name: 'score', type: 'number', value: '-3.5' },
      { name: 'since', type: 'date', value: '2026-05-12' },
      { name: 'vip', type: 'boolean', value: 'true' },
      { name: 'note', type: 'string', value: 'anything at all' },
      { name: 'flag', type: 'number', value: null },
    ])
      expect((await put(tag)).statusCode, JSON.stringify(tag)).toBe(200);
    const device = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/devices',
      headers: shop.headers,
      payload: { applicationId: shop.app.id, platform: 'ios', tags: [{ name: 'n', type: 'number', value: 'x' }] },
    });
    expect(device.statusCode).toBe(422);
  });

  it('refuses a NUL character in a search with 422 naming the field, before any export starts', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/members?search=%00ab', headers: shop.headers });
    expect(list.statusCode).toBe(422);
    expect(list.json().error.fields).toEqual({ search: ['search is invalid.'] });
    const turkish = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/orders?status=%00',
      headers: { ...shop.headers, 'accept-language': 'tr' },
    });
    expect(turkish.statusCode).toBe(422);
    expect(turkish.json().error.messageList).toHaveLength(1);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/members/export.csv?search=%00ab',
      headers: shop.headers,
    });
    expect(csv.statusCode).toBe(422);
  });

  it('refuses NUL characters in paths and JSON bodies with 422 and stores nothing', async () => {
    const sends = [
      { method: 'DELETE' as const, url: `/api/v1/members/${memberId}/tags/%00` },
      { method: 'PUT' as const, url: '/api/v1/tags/%00', payload: { name: 'x' } },
      { method: 'DELETE' as const, url: '/api/v1/tags/%00' },
      { method: 'POST' as const, url: '/api/v1/members', payload: { name: 'a\u0000b', email: 'nul@example.com' } },
      { method: 'PUT' as const, url: `/api/v1/members/${memberId}/tags`, payload: { name: 'a\u0000b' } },
      {
        method: 'POST' as const,
        url: '/api/v1/tags/bulk',
        payload: { action: 'add', tag: { name: 'ab' }, filters: { search: 'a\u0000b' } },
      },
      { method: 'POST' as const, url: '/api/v1/applications', payload: { name: 'a\u0000b' } },
      {
        method: 'POST' as const,
        url: '/api/v1/devices',
        payload: { applicationId: shop.app.id, platform: 'browser', deviceId: 'dev\u0000ice' },
      },
    ];
    for (const send of sends) {
      const res = await ctx.app.inject({ ...send, headers: shop.headers });
      expect(res.statusCode, `${send.method} ${send.url}`).toBe(422);
    }
    const nul = await ctx.deps.db.execute(
      sql`select count(*)::int as n from members where account_id = ${shop.accountId} and email = 'nul@example.com'`,
    );
    expect(Number(nul.rows[0]?.n)).toBe(0);
  });

  it('keeps SDK events whose strings hold NUL characters, with the NULs dropped', async () => {
    const ts = new Date().toISOString();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/t/v1/events',
      headers: { 'content-type': 'text/plain', origin: 'https://shop.example.com' },
      payload: JSON.stringify({
        token: shop.app.sdk_token,
        deviceId: randomUUID(),
        context: { url: 'https://shop.example.com/\u0000', language: 'tr' },
        events: [
          { id: randomUUID(), type: 'custom', name: 'wish\u0000list', ts, properties: { 'k\u0000': 'v\u0000' } },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.runJobs();
    const events = await ctx.deps.db.execute<{ name: string }>(
      sql`select name from events where account_id = ${shop.accountId} and code = 'custom'`,
    );
    expect(events.rows.map((r) => r.name)).toEqual(['wishlist']);
  });
});
