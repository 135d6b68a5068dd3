import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, insertMembers, type TMerchant } from '../../../test/audience-factories';
import { reconcileMemberLimit } from './members.service';
import { foldMemberCounts, membersRepository, walksSortIndex } from './members.repository';
import { members } from './audience.tables';

describe('members API', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = m) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  it('creates, reads, updates and deletes a member', async () => {
    const created = await call('POST', '/members', {
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'Ayse@Example.com',
      phone: '0532 111 22 33',
      gender: 'female',
      birthDate: '1990-05-17',
      language: 'de',
      customerId: 'C-1',
      smsActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = created.json().data;
    expect(member).toMatchObject({
      email: 'ayse@example.com',
      phone: '+905321112233',
      source: 'manual',
      sms_active: true,
      email_active: false,
      language: 'de',
      customerId: 'C-1',
      passive: false,
    });
    expect(member.age).toBeGreaterThan(30);

    const dup = await call('POST', '/members', { email: 'ayse@example.com' });
    expect(dup.statusCode).toBe(422);

    const updated = await call('PUT', `/members/${member.id}`, { city: 'İzmir', blocked: true, notes: 'VIP' });
    expect(updated.json().data).toMatchObject({ city: 'İzmir', blocked: true, notes: 'VIP', name: 'Ayşe' });
    expect((await call('GET', `/members/${member.id}`)).json().data.city).toBe('İzmir');

    expect((await call('DELETE', `/members/${member.id}`)).statusCode).toBe(200);
    const gone = await call('GET', `/members/${member.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Member not found');
  });

  it('stores phone numbers validated and in E.164, whichever way they are written', async () => {
    const trunk = await call('POST', '/members', { name: 'Trunk', phone: '+90 0532 111 22 44' });
    expect(trunk.statusCode, trunk.body).toBe(201);
    expect(trunk.json().data.phone).toBe('+905321112244');
    const invalid = await call('POST', '/members', { name: 'Kısa', phone: '+90 532 111' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields.phone).toEqual(['Please enter a valid phone number.']);
  });

  it('rejects bad input with 422 field errors', async () => {
    const bad = await call('POST', '/members', { email: 'nope', phone: '12' });
    expect(bad.statusCode).toBe(422);
    const badPhone = await call('POST', '/members', { phone: '12' });
    expect(badPhone.json().error.fields.phone).toEqual(['Please enter a valid phone number.']);
  });

  it('searches with at least two letters, filters, sorts and pages', async () => {
    const shop = await createMerchant(ctx);
    const people = [
      { name: 'Mehmet', surname: 'Demir', email: 'mehmet@a.test', city: 'Ankara', emailActive: true },
      { name: 'Zeynep', surname: 'Kaya', email: 'zeynep@a.test', city: 'İstanbul', gender: 'female' },
      { name: 'Ali', surname: 'Demirci', email: 'ali@b.test', city: 'Ankara', emailActive: true },
    ];
    for (const p of people) expect((await call('POST', '/members', p, shop)).statusCode).toBe(201);

    const short = await call('GET', '/members?search=d', undefined, shop);
    expect(short.statusCode).toBe(422);
    expect(short.json().error.message).toBe('Please enter at least two letters to view the data');

    const demir = (await call('GET', '/members?search=DEMIR&sort=name&order=asc', undefined, shop)).json();
    expect(demir.data.map((x: { name: string }) => x.name)).toEqual(['Ali', 'Mehmet']);
    expect(demir.meta).toEqual({ page: 1, perPage: 20, total: 2 });

    const ankaraEmail = (await call('GET', '/members?city=ankara&permission=email', undefined, shop)).json();
    expect(ankaraEmail.meta.total).toBe(2);
    const female = (await call('GET', '/members?gender=female', undefined, shop)).json();
    expect(female.data.map((x: { name: string }) => x.name)).toEqual(['Zeynep']);

    const page2 = (await call('GET', '/members?perPage=2&page=2&sort=email&order=asc', undefined, shop)).json();
    expect(page2.data.map((x: { email: string }) => x.email)).toEqual(['zeynep@a.test']);
    expect(page2.meta).toEqual({ page: 2, perPage: 2, total: 3 });
  });

  it('pages by name in code point order with tag and segment counts of the page', async () => {
    const shop = await createMerchant(ctx);
    for (const name of ['Çağla', 'ayla', 'Ayla', 'Zerrin', 'Ömer', 'Burak'])
      expect((await call('POST', '/members', { name }, shop)).statusCode).toBe(201);
    const byName = async (query: string) =>
      (await call('GET', `/members?sort=name${query}`, undefined, shop))
        .json()
        .data.map((x: { name: string }) => x.name);
    // lower() then code points; equal names by id: 'Ayla' (created after 'ayla') comes second.
    expect(await byName('&order=asc')).toEqual(['ayla', 'Ayla', 'Burak', 'Zerrin', 'Çağla', 'Ömer']);
    expect(await byName('&order=desc&perPage=2&page=2')).toEqual(['Zerrin', 'Burak']);

    const all = (await call('GET', '/members?sort=id&order=asc', undefined, shop)).json().data as { id: number }[];
    const [first, second] = all;
    if (!first || !second) throw new Error('members missing');
    await ctx.deps.db.execute(sql`
      insert into member_tags (account_id, member_id, name) values
        (${shop.accountId}, ${first.id}, 'vip'), (${shop.accountId}, ${first.id}, 'gold'), (${shop.accountId}, ${second.id}, 'vip')`);
    await ctx.deps.db.execute(sql`
      insert into segment_members (account_id, segment_id, member_id) values
        (${shop.accountId}, 1, ${first.id}), (${shop.accountId}, 2, ${first.id}), (${shop.accountId}, 3, ${first.id})`);
    const counts = (id: number, rows: { id: number; tag_count: number; segment_count: number }[]) => {
      const row = rows.find((x) => x.id === id);
      return [row?.tag_count, row?.segment_count];
    };
    const page = (await call('GET', '/members?sort=id&order=asc&perPage=2', undefined, shop)).json().data;
    expect(counts(first.id, page)).toEqual([2, 3]);
    expect(counts(second.id, page)).toEqual([1, 0]);
    const filtered = (await call('GET', '/members?search=ay&tag=vip', undefined, shop)).json().data;
    // 'Çağla' has the tag but not the prefix; 'Ayla' the prefix but not the tag.
    expect(filtered.map((x: { id: number }) => x.id)).toEqual([second.id]);
    const one = (await call('GET', `/members/${first.id}`, undefined, shop)).json().data;
    expect([one.tag_count, one.segment_count]).toEqual([2, 3]);
  });

  it('finds a filtered page the same way whether it walks the sort index or gathers the matches first', async () => {
    const shop = await createMerchant(ctx);
    await insertMembers(ctx, shop.accountId, 30, 'spread');
    await ctx.deps.db.execute(sql`update members set name = case when id % 3 = 0 then 'Aylin' else 'Burcu' end,
      last_login_at = case when id % 2 = 0 then now() - id * interval '1 minute' end where account_id = ${shop.accountId}`);
    // Few matches over many members: gather them first; many matches: walk the index.
    expect(walksSortIndex({ matches: 100, total: 1_000_000 }, 0, 20)).toBe(false);
    expect(walksSortIndex({ matches: 90_000, total: 1_000_000 }, 0, 20)).toBe(true);
    expect(walksSortIndex({ matches: 90_000, total: 1_000_000 }, 100_000, 20)).toBe(false);
    expect(walksSortIndex({ matches: 0, total: 10 }, 0, 20)).toBe(false);
    const repo = membersRepository(ctx.deps.db);
    for (const sort of ['id', 'name', 'email', 'last_login'] as const)
      for (const order of ['asc', 'desc'] as const)
        for (const search of ['ay', 'spread-1', undefined]) {
          const q = { page: 2, perPage: 4, sort, order, search, gender: undefined, passive: false };
          const ids = async (density?: { matches: number; total: number }) =>
            (await repo.list(shop.accountId, q, density)).map((x) => x.id);
          const walked = await ids({ matches: 1_000_000, total: 1_000_000 });
          expect(walked.length).toBeGreaterThan(0);
          expect(await ids({ matches: 1, total: 1_000_000 }), `${sort} ${order} ${search}`).toEqual(walked);
        }
  });

  it('reads the unfiltered page by position exactly as drizzle maps a member row', async () => {
    const shop = await createMerchant(ctx);
    await insertMembers(ctx, shop.accountId, 3, 'pos');
    await ctx.deps.db.execute(sql`update members set birth_date = '1990-05-17', last_login_at = now(),
      phone = '+905321112233', city = 'İzmir', sms_active = true, notes = 'VIP' where account_id = ${shop.accountId}
      and email = 'pos-2@bulk.test'`);
    const member = await ctx.deps.db.execute<{ id: number }>(
      sql`select id from members where account_id = ${shop.accountId} and email = 'pos-2@bulk.test'`,
    );
    const memberId = Number(member.rows[0]?.id);
    await ctx.deps.db.execute(
      sql`insert into member_tags (account_id, member_id, name) values (${shop.accountId}, ${memberId}, 'vip')`,
    );
    const repo = membersRepository(ctx.deps.db);
    for (const sort of ['id', 'name', 'last_login'] as const) {
      const q = { page: 1, perPage: 20, sort, order: 'desc' as const };
      const { rows, total } = await repo.listAll(shop.accountId, q);
      expect(total).toBe(3);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row).toEqual({ ...(await repo.find(shop.accountId, row.id)), accountTotal: 3 });
    }
    const tagged = (await repo.listAll(shop.accountId, { page: 1, perPage: 20, sort: 'id', order: 'asc' })).rows[1];
    expect(tagged).toMatchObject({ birthDate: '1990-05-17', tagCount: 1, smsActive: true, city: 'İzmir' });
    // Times come as the API's ISO text, the same instant drizzle's Date of the column gives.
    const [stored] = await ctx.deps.db
      .select({ at: members.lastLoginAt })
      .from(members)
      .where(eq(members.id, memberId));
    expect(tagged?.lastLoginAt).toBe(stored?.at?.toISOString());
  });

  it('deletes the members of a deleted account (no foreign key: a statement trigger)', async () => {
    const gone = await createMerchant(ctx);
    await insertMembers(ctx, gone.accountId, 3, 'gone');
    await ctx.deps.db.execute(sql`delete from accounts where id = ${gone.accountId}`);
    const left = await ctx.deps.db.execute(
      sql`select count(*)::int as n from members where account_id = ${gone.accountId}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('keeps the unfiltered total exact from count deltas, through creates, deletes, folds and account deletion', async () => {
    const a = await createMerchant(ctx);
    const b = await createMerchant(ctx);
    await insertMembers(ctx, a.accountId, 30, 'a');
    await insertMembers(ctx, b.accountId, 10, 'b');
    const total = async (who: TMerchant) => (await call('GET', '/members?perPage=1', undefined, who)).json().meta.total;
    const real = async (accountId: number) =>
      (
        await ctx.deps.db.execute<{ n: number }>(
          sql`select count(*)::int as n from members where account_id = ${accountId}`,
        )
      ).rows[0]?.n;
    expect([await total(a), await total(b)]).toEqual([30, 10]);

    // Creates and deletes race a fold: every delta is counted once.
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/members', { email: `race-${i}@count.test` }, a)),
    );
    const deletes = created.slice(0, 5).map((r) => call('DELETE', `/members/${r.json().data.id}`, undefined, a));
    await Promise.all([foldMemberCounts(ctx.deps.db), ...deletes, foldMemberCounts(ctx.deps.db)]);
    expect((await Promise.all(deletes)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await foldMemberCounts(ctx.deps.db);
    expect(await total(a)).toBe(37);
    expect(await real(a.accountId)).toBe(37);
    const pastTheEnd = (await call('GET', '/members?page=500&perPage=50', undefined, a)).json();
    expect([pastTheEnd.data, pastTheEnd.meta.total]).toEqual([[], 37]);
    expect(await total(b)).toBe(10);
    const rows = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_count_deltas where account_id = ${a.accountId}`,
    );
    expect(rows.rows[0]?.n).toBe(1);

    await ctx.deps.db.execute(sql`delete from accounts where id = ${b.accountId}`);
    const left = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from member_count_deltas where account_id = ${b.accountId}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('refuses members over the package limit with 418 and makes the excess passive', async () => {
    const full = await createMerchant(ctx);
    await insertMembers(ctx, full.accountId, 999);
    expect((await call('POST', '/members', { email: 'last@room.test' }, full)).statusCode).toBe(201);
    const over = await call('POST', '/members', { email: 'over@room.test' }, full);
    expect(over.statusCode).toBe(418);
    expect(over.json().error).toMatchObject({ code: 'member_limit' });
    expect(over.json().error.message).toContain('1000');

    // Members that arrived past the limit by other paths (imports, the SDK) become passive.
    await insertMembers(ctx, full.accountId, 5, 'late');
    expect(await reconcileMemberLimit(ctx.deps.db, full.accountId)).toBe(5);
    const passive = (await call('GET', '/members?passive=true&sort=id&order=asc', undefined, full)).json();
    expect(passive.meta.total).toBe(5);
    expect(passive.data[0].email).toBe('late-1@bulk.test');

    const first = (await call('GET', '/members?sort=id&order=asc&perPage=1', undefined, full)).json().data[0];
    expect((await call('DELETE', `/members/${first.id}`, undefined, full)).statusCode).toBe(200);
    const after = (await call('GET', '/members?passive=true', undefined, full)).json();
    expect(after.meta.total).toBe(4);
  });
});
