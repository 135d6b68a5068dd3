import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSegmentCriteria, type TSegmentCriterion } from '@ulak/shared';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { refreshSegment } from './refresh.service';
import { segmentsRepository } from './segments.repository';

// Segments read the account's calendar and Turkish letters, "not equal" is the complement of
// "equal" for every criterion kind, and counts stay exact when members or devices go.
describe('segments: calendar, letters, not equal, counts', () => {
  let ctx: TestContext;
  let merchant: TMerchant;
  // 00:30 on 15 June in Istanbul (UTC+3) is still 14 June in UTC.
  const now = new Date('2026-06-14T21:30:00Z');

  const member = async (values: { name: string; city?: string; birth?: string; created?: string }) => {
    const result = await ctx.deps.db.execute<{ id: string }>(sql`
      insert into members (account_id, name, city, birth_date, created_at, source)
      values (${merchant.accountId}, ${values.name}, ${values.city ?? null}, ${values.birth ?? null}::date,
        coalesce(${values.created ?? null}::timestamptz, now()), 'manual') returning id`);
    return Number(result.rows[0]?.id);
  };
  const device = async (memberId: number, platform: string) =>
    ctx.deps.db.execute(sql`insert into devices (account_id, application_id, member_id, device_id, platform)
      values (${merchant.accountId}, ${merchant.app.id}, ${memberId}, ${`${memberId}-${platform}-${Math.random()}`}, ${platform})`);
  const tag = async (memberId: number, name: string, value: string) =>
    ctx.deps.db.execute(sql`insert into member_tags (account_id, member_id, name, value)
      values (${merchant.accountId}, ${memberId}, ${name}, ${value})`);

  // The names of the members a single criterion selects, evaluated at `now`.
  const select = async (criterion: TSegmentCriterion, only: number[]) => {
    const segment = await segmentsRepository(ctx.deps.db).create(merchant.accountId, {
      name: 'Q',
      applicationId: merchant.app.id,
      kind: 'dynamic',
      criteria: ZSegmentCriteria.parse({ blocks: [{ criteria: [criterion] }] }),
    });
    await refreshSegment(ctx.deps.db, merchant.accountId, segment.id, now);
    const rows = await ctx.deps.db.execute<{ name: string }>(sql`
      select m.name from segment_members sm join members m on m.account_id = sm.account_id and m.id = sm.member_id
      where sm.account_id = ${merchant.accountId} and sm.segment_id = ${segment.id} and m.id = any(${`{${only.join(',')}}`}::bigint[])
      order by m.name`);
    return rows.rows.map((r) => r.name);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    merchant = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  it('evaluates birthdays, ages and "N days ago" on the Istanbul calendar at 00:30', async () => {
    const ids = [
      await member({ name: 'born-15-june', birth: '1990-06-15' }),
      await member({ name: 'born-14-june', birth: '1990-06-14' }),
      await member({ name: 'turns-36-today', birth: '1990-06-15' }),
      await member({ name: 'turns-36-tomorrow', birth: '1990-06-16' }),
      // Joined at 00:10 Istanbul on 15 June (21:10 UTC on 14 June): "today" in Istanbul.
      await member({ name: 'joined-today', created: '2026-06-14T21:10:00Z' }),
      await member({ name: 'joined-yesterday', created: '2026-06-14T20:50:00Z' }),
    ];
    expect(
      await select({ type: 'member_profile', field: 'birth_date', operator: 'anniversary_today', value: null }, ids),
    ).toEqual(['born-15-june', 'turns-36-today']);
    expect(await select({ type: 'member_profile', field: 'age', operator: 'equal', value: 36 }, ids)).toEqual([
      'born-14-june',
      'born-15-june',
      'turns-36-today',
    ]);
    expect(
      await select({ type: 'member_profile', field: 'created_at', operator: 'equal', value: { daysAgo: 0 } }, ids),
    ).toEqual(['joined-today']);
    expect(
      await select({ type: 'member_profile', field: 'created_at', operator: 'equal', value: { daysAgo: 1 } }, ids),
    ).toEqual(['joined-yesterday']);
  });

  it('matches text criteria with Turkish case folding, served by the city index', async () => {
    const ids = [
      await member({ name: 'a', city: 'IĞDIR' }),
      await member({ name: 'b', city: 'Iğdır' }),
      await member({ name: 'c', city: 'ığdır' }),
      await member({ name: 'd', city: 'İstanbul' }),
      await member({ name: 'e', city: 'ISTANBUL' }),
      await member({ name: 'f', city: 'istanbul' }),
      await member({ name: 'g', city: 'Şanlıurfa' }),
    ];
    const city = (operator: 'equal' | 'contains' | 'not_equal', value: string): TSegmentCriterion => ({
      type: 'member_profile',
      field: 'city',
      operator,
      value,
    });
    for (const spelling of ['IĞDIR', 'Iğdır', 'ığdır', 'iğdir'])
      expect(await select(city('equal', spelling), ids), spelling).toEqual(['a', 'b', 'c']);
    for (const spelling of ['İstanbul', 'ISTANBUL', 'istanbul'])
      expect(await select(city('equal', spelling), ids), spelling).toEqual(['d', 'e', 'f']);
    expect(await select(city('contains', 'ŞANLI'), ids)).toEqual(['g']);
    expect(await select(city('not_equal', 'ISTANBUL'), ids)).toEqual(['a', 'b', 'c', 'g']);

    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain select id from members
        where account_id = ${merchant.accountId} and lower(translate(city, 'İIıĞÜŞÖÇ', 'iiiğüşöç')) = 'iğdir'`);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('members_account_city_fold_idx');
  });

  it('reads "not equal" as everyone "equal" does not select, for each criterion kind', async () => {
    const gold = await member({ name: 'gold' });
    const silver = await member({ name: 'silver' });
    const untagged = await member({ name: 'untagged' });
    const ids = [gold, silver, untagged];
    await tag(gold, 'vip', 'gold');
    await tag(silver, 'vip', 'silver');
    await device(gold, 'ios');
    await device(silver, 'ios');
    await device(silver, 'android');
    await device(untagged, 'android');
    const noCity = await member({ name: 'no-city' });
    const ankara = await member({ name: 'ankara', city: 'Ankara' });

    // Member tag: members without the tag are not "vip = gold" either.
    expect(await select({ type: 'member_tag', name: 'vip', operator: 'not_equal', value: 'gold' }, ids)).toEqual([
      'silver',
      'untagged',
    ]);
    // Platform: members with no iOS device.
    expect(await select({ type: 'platform', operator: 'not_equal', value: 'ios' }, ids)).toEqual(['untagged']);
    // Device profile: the same reading, not "has some non-iOS device" (silver has an android too).
    expect(
      await select({ type: 'device_profile', field: 'platform', operator: 'not_equal', value: 'ios' }, ids),
    ).toEqual(['untagged']);
    // Member profile: an empty field is not equal to a value.
    expect(
      await select({ type: 'member_profile', field: 'city', operator: 'not_equal', value: 'Ankara' }, [noCity, ankara]),
    ).toEqual(['no-city']);
  });

  it('keeps the member count, device count and member list total exact right after deletions', async () => {
    const segment = await segmentsRepository(ctx.deps.db).create(merchant.accountId, {
      name: 'Everyone named keep',
      applicationId: merchant.app.id,
      kind: 'dynamic',
      criteria: ZSegmentCriteria.parse({
        blocks: [{ criteria: [{ type: 'member_profile', field: 'name', operator: 'equal', value: 'keep' }] }],
      }),
    });
    const kept: number[] = [];
    for (let i = 0; i < 5; i++) kept.push(await member({ name: 'keep' }));
    for (const id of kept) await device(id, 'android');
    await refreshSegment(ctx.deps.db, merchant.accountId, segment.id, now);
    const counts = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/segments/${segment.id}/members?perPage=100`,
        headers: merchant.headers,
      });
      const row = await segmentsRepository(ctx.deps.db).find(merchant.accountId, segment.id);
      return { members: row?.memberCount, devices: row?.deviceCount, total: res.json().meta.total };
    };
    expect(await counts()).toEqual({ members: 5, devices: 5, total: 5 });

    for (const id of kept.slice(0, 2)) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/members/${id}`, headers: merchant.headers });
      expect(res.statusCode).toBeLessThan(300);
    }
    expect(await counts()).toEqual({ members: 3, devices: 3, total: 3 });

    await ctx.deps.db.execute(
      sql`delete from devices where account_id = ${merchant.accountId} and member_id = ${kept[2]}`,
    );
    expect(await counts()).toEqual({ members: 3, devices: 2, total: 3 });
  });
});
