import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSegmentCriteria, type TSegmentCriteria } from '@ulak/shared';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { bruteForce } from './brute-force.fixture';
import { randomCriteria } from './random-criteria.fixture';
import { loadDataset, seedDataset, seededRng, type TDataset } from './segment-dataset.fixture';
import { reevaluateMembers, refreshSegment } from './refresh.service';
import { segmentsRepository } from './segments.repository';

// The engine (compiled SQL + set-based refresh) against an independent row-by-row evaluation.
const MEMBERS = 3_000;
const ROUNDS = 60;

describe('segment engine vs brute force', () => {
  let ctx: TestContext;
  let merchant: TMerchant;
  let data: TDataset;
  let staticId: number;
  let otherAppId: number;
  const now = new Date();

  const members = async (segmentId: number) =>
    new Set(
      (
        await ctx.deps.db.execute<{ member_id: number }>(
          sql`select member_id from segment_members where account_id = ${merchant.accountId} and segment_id = ${segmentId}`,
        )
      ).rows.map((r) => Number(r.member_id)),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    merchant = await createMerchant(ctx);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: merchant.headers,
      payload: { name: 'Mobil', platform: 'ios' },
    });
    otherAppId = second.json().data.id;
    await seedDataset(ctx.deps.db, merchant.accountId, [merchant.app.id, otherAppId], MEMBERS, now);
    // Members deleted outright: their events keep the id (events have no foreign key) and no criterion may
    // select them (an aggregate names them; the compiled query must check members).
    await ctx.deps.db.execute(sql`delete from members where account_id = ${merchant.accountId} and id % 37 = 0`);
    // A static segment that random "is in segment S" criteria refer to.
    const repo = segmentsRepository(ctx.deps.db);
    staticId = (
      await repo.create(merchant.accountId, { name: 'Static', applicationId: merchant.app.id, kind: 'empty' })
    ).id;
    await ctx.deps.db.execute(sql`insert into segment_members (account_id, segment_id, member_id)
      select account_id, ${staticId}, id from members where account_id = ${merchant.accountId} and id % 3 = 0`);
    data = await loadDataset(ctx.deps.db, merchant.accountId);
  }, 120_000);
  afterAll(async () => ctx.close());

  it('selects exactly the brute-force set for random criteria (AND/OR nesting, every type)', async () => {
    const rng = seededRng(42);
    const repo = segmentsRepository(ctx.deps.db);
    const sizes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const criteria: TSegmentCriteria = ZSegmentCriteria.parse(randomCriteria(rng, [staticId]));
      // Device criteria look at the segment's application: alternate between the two.
      const applicationId = round % 2 === 0 ? merchant.app.id : otherAppId;
      const segment = await repo.create(merchant.accountId, {
        name: `R${round}`,
        applicationId,
        kind: 'dynamic',
        criteria,
      });
      await refreshSegment(ctx.deps.db, merchant.accountId, segment.id, now);
      const expected = bruteForce(data, criteria, { now, timezone: 'Europe/Istanbul', applicationId });
      const actual = await members(segment.id);
      expect([...actual].sort(), JSON.stringify(criteria)).toEqual([...expected].sort());
      sizes.push(actual.size);
    }
    // The random criteria are not degenerate: some select few, some many.
    expect(sizes.some((n) => n > 0 && n < MEMBERS / 2)).toBe(true);
    expect(sizes.some((n) => n > MEMBERS / 2)).toBe(true);
  }, 180_000);

  it('re-evaluates changed members only and logs exact entered/left deltas', async () => {
    const rng = seededRng(99);
    const repo = segmentsRepository(ctx.deps.db);
    const account = merchant.accountId;
    const segments: { id: number; criteria: TSegmentCriteria; before: Set<number> }[] = [];
    // The first test's segments go passive: a member change must leave them as they are.
    const passive = (
      await ctx.deps.db.execute<{ id: number }>(
        sql`update segments set status = 'passive' where account_id = ${account} and kind = 'dynamic' returning id`,
      )
    ).rows.map((r) => Number(r.id));
    const frozen = await Promise.all(passive.map(async (id) => [id, [...(await members(id))].sort()] as const));
    for (let i = 0; i < 12; i++) {
      const criteria = ZSegmentCriteria.parse(randomCriteria(rng, [staticId]));
      const segment = await repo.create(account, {
        name: `D${i}`,
        applicationId: merchant.app.id,
        kind: 'dynamic',
        criteria,
      });
      await refreshSegment(ctx.deps.db, account, segment.id, now);
      segments.push({ id: segment.id, criteria, before: await members(segment.id) });
    }
    // Change 200 members: tags, events, profile fields, orders.
    const changed = data.members.filter(() => rng() < 0.07).map((m) => m.id);
    const ids = sql.raw(`array[${changed.join(',')}]::bigint[]`);
    await ctx.deps.db.execute(sql`delete from member_tags where account_id = ${account} and member_id = any(${ids})`);
    await ctx.deps.db.execute(sql`insert into member_tags (account_id, member_id, name, value)
      select ${account}, id, 'vip', 'gold' from unnest(${ids}) id where id % 2 = 0`);
    await ctx.deps.db.execute(
      sql`update members set city = 'Ankara', sms_active = not sms_active where account_id = ${account} and id = any(${ids})`,
    );
    await ctx.deps.db.execute(sql`insert into events (account_id, occurred_at, uid, member_id, category, name, code)
      select ${account}, ${now.toISOString()}::timestamptz - interval '1 hour', gen_random_uuid(), id, 'page', 'x', 'page_view'
      from unnest(${ids}) id, generate_series(1, 3)`);
    await ctx.deps.db.execute(sql`insert into orders (account_id, member_id, order_code, total_price, date)
      select ${account}, id, 'late-' || id, 2500, ${now.toISOString()}::timestamptz - interval '2 days' from unnest(${ids}) id`);
    await ctx.deps.db.execute(sql`analyze`);
    const fresh = await loadDataset(ctx.deps.db, account);

    const at = new Date(now.getTime() + 60_000);
    const total = await reevaluateMembers(ctx.deps.db, account, changed, now);
    let entered = 0;
    let left = 0;
    for (const s of segments) {
      const expected = bruteForce(fresh, s.criteria, {
        now,
        timezone: 'Europe/Istanbul',
        applicationId: merchant.app.id,
      });
      const after = await members(s.id);
      expect([...after].sort()).toEqual([...expected].sort());
      const log = await ctx.deps.db.execute<{ member_id: number; change: string }>(sql`
        select unnest(member_ids) as member_id, change from segment_member_changes
        where account_id = ${account} and segment_id = ${s.id} and changed_at = ${now.toISOString()}::timestamptz`);
      const rows = log.rows.map((r) => `${r.change}:${Number(r.member_id)}`).sort();
      const wanted = [
        ...[...after].filter((id) => !s.before.has(id)).map((id) => `entered:${id}`),
        ...[...s.before].filter((id) => !after.has(id)).map((id) => `left:${id}`),
      ];
      // The log of this clock holds the initial refresh's entries plus exactly the deltas.
      const initial = [...s.before].map((id) => `entered:${id}`);
      expect(rows).toEqual([...initial, ...wanted].sort());
      entered += wanted.filter((w) => w.startsWith('entered')).length;
      left += wanted.filter((w) => w.startsWith('left')).length;
      // Re-evaluation adjusts the counts by the difference; they equal a full count.
      const [row] = (
        await ctx.deps.db.execute<{ member_count: number; device_count: number; devices: number }>(sql`
          select member_count, device_count, (select count(*) from segment_members sm
            join devices d on d.account_id = sm.account_id and d.member_id = sm.member_id
            where sm.account_id = ${account} and sm.segment_id = ${s.id})::int as devices
          from segments where id = ${s.id}`)
      ).rows;
      expect(Number(row?.member_count)).toBe(after.size);
      expect(Number(row?.device_count)).toBe(Number(row?.devices));
      // A full refresh afterwards finds nothing left to change.
      expect(await refreshSegment(ctx.deps.db, account, s.id, at)).toMatchObject({ entered: 0, left: 0 });
    }
    expect(total).toEqual({ entered, left });
    for (const [id, before] of frozen) expect([...(await members(id))].sort()).toEqual(before);
    expect(entered + left).toBeGreaterThan(0);
  }, 120_000);
});
