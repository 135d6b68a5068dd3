import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  ANNIVERSARY_OPERATORS,
  COMPARE_OPERATORS,
  DEVICE_FIELDS,
  MEMBER_FIELDS,
  ZSegmentCriteria,
  operatorsForKind,
  type TFieldKind,
  type TSegmentCriterion,
} from '@ulak/shared';
import { compileCriteria, referencedSegments } from './criteria-compiler';
import { ageCutoff, dayOf, localDate, zonedMidnight } from './criteria-values';

// The compiler's output for every criterion type × operator, with a fixed clock.
const NOW = new Date('2026-03-15T10:30:00Z');
const ACCOUNT = 4242;
const TZ = 'Europe/Istanbul';
const EVIL = `x'); drop table members; --`;
const dialect = new PgDialect();

function compile(criteria: TSegmentCriterion[][], operator: 'and' | 'or' = 'or', memberIds?: number[]) {
  const parsed = ZSegmentCriteria.parse({ operator, blocks: criteria.map((c) => ({ criteria: c })) });
  return dialect.sqlToQuery(
    compileCriteria(parsed, { accountId: ACCOUNT, now: NOW, timezone: TZ, applicationId: 7, memberIds }),
  );
}

const sampleValue = (kind: TFieldKind): unknown =>
  ({ text: EVIL, enum: 'female', number: 30, date: { daysAgo: 10 }, boolean: true })[kind];

const cases: [string, TSegmentCriterion][] = [
  ...Object.entries(MEMBER_FIELDS).flatMap(([field, kind]) =>
    [...operatorsForKind(kind), ...(field === 'birth_date' ? ANNIVERSARY_OPERATORS : [])].map(
      (operator): [string, TSegmentCriterion] => [
        `member_profile ${field} ${operator}`,
        { type: 'member_profile', field, operator, value: sampleValue(kind) } as TSegmentCriterion,
      ],
    ),
  ),
  ...Object.entries(DEVICE_FIELDS).flatMap(([field, kind]) =>
    operatorsForKind(kind).map((operator): [string, TSegmentCriterion] => [
      `device_profile ${field} ${operator}`,
      { type: 'device_profile', field, operator, value: sampleValue(kind) } as TSegmentCriterion,
    ]),
  ),
  ...(['member_tag', 'device_tag'] as const).flatMap((type) =>
    operatorsForKind('text').map((operator): [string, TSegmentCriterion] => [
      `${type} ${operator}`,
      { type, name: EVIL, operator, value: EVIL } as TSegmentCriterion,
    ]),
  ),
  ...(['equal', 'not_equal'] as const).map((operator): [string, TSegmentCriterion] => [
    `platform ${operator}`,
    { type: 'platform', operator, value: 'ios' },
  ]),
  ...COMPARE_OPERATORS.flatMap((operator): [string, TSegmentCriterion][] => [
    [`event ${operator}`, { type: 'event', code: EVIL, operator, count: 3, days: 7 }],
    [`orders count ${operator}`, { type: 'orders', metric: 'count', operator, value: 2, days: 30 }],
    [`orders total ${operator}`, { type: 'orders', metric: 'total', operator, value: 750, days: 30 }],
  ]),
  ...(['exists', 'not_exists'] as const).map((operator): [string, TSegmentCriterion] => [
    `cart ${operator}`,
    { type: 'cart', operator, olderThanHours: 6 },
  ]),
  ...(['in', 'not_in'] as const).map((operator): [string, TSegmentCriterion] => [
    `segment ${operator}`,
    { type: 'segment', operator, segmentId: 99 },
  ]),
];

describe('criteria compiler', () => {
  it.each(cases)('%s: parameterised, account-scoped, no input in the SQL text', (_name, criterion) => {
    const { sql, params } = compile([[criterion]]);
    expect(sql).not.toContain('drop table');
    expect(sql).not.toContain(EVIL);
    // Aggregates come first, as materialized CTEs (built once, not in each parallel worker).
    expect(sql).toMatch(/^(with .* )?select m\.id as member_id from members m/s);
    // Every table the criterion reads is filtered by the account.
    const tables =
      sql.match(/from (members|member_tags|device_tags|devices|events|orders|carts|segment_members) /g) ?? [];
    const scoped = sql.match(/\.account_id = \$\d+/g) ?? [];
    expect(scoped.length).toBeGreaterThanOrEqual(tables.length);
    expect(params.filter((p) => p === ACCOUNT).length).toBeGreaterThanOrEqual(1);
    expect(sql).not.toContain(' false');
  });

  it("resolves relative and absolute dates against the fixed clock, by the account's day", () => {
    const since = (value: object, operator: string, field = 'created_at') =>
      compile([[{ type: 'member_profile', field, operator, value } as TSegmentCriterion]]);
    const tenDaysAgo = since({ daysAgo: 10 }, 'greater_than');
    expect(tenDaysAgo.sql).toContain('m.created_at >= $');
    // The day after 5 March starts at midnight in Istanbul (UTC+3).
    expect(tenDaysAgo.params).toContain('2026-03-05T21:00:00.000Z');
    const before = since({ date: '2026-01-01' }, 'less_than');
    expect(before.sql).toContain('m.created_at < $');
    expect(before.params).toContain('2025-12-31T21:00:00.000Z');
    const birthday = since({ date: '1990-05-04' }, 'equal', 'birth_date');
    expect(birthday.params).toEqual(expect.arrayContaining(['1990-05-04', '1990-05-05']));
    const age = compile([[{ type: 'member_profile', field: 'age', operator: 'greater_than_or_equal', value: 18 }]]);
    expect(age.sql).toContain('m.birth_date <= $');
    expect(age.params).toEqual(expect.arrayContaining(['2008-03-15']));
    const ageOf = (operator: string, value: number) =>
      compile([[{ type: 'member_profile', field: 'age', operator, value } as TSegmentCriterion]]);
    // Whole years: "> 40.5" is ">= 41"; "< 30" is born after the day 30 years ago; "= 40" is one year of birthdays.
    expect(ageOf('greater_than', 40.5).params).toEqual(expect.arrayContaining(['1985-03-15']));
    expect(ageOf('less_than', 30).sql).toContain('m.birth_date > $');
    expect(ageOf('less_than', 30).params).toEqual(expect.arrayContaining(['1996-03-15']));
    expect(ageOf('equal', 40).params).toEqual(expect.arrayContaining(['1986-03-15', '1985-03-15']));
    expect(ageOf('equal', 40.5).sql).toContain('false');
    expect(ageOf('not_equal', 40).sql).toContain('m.birth_date is null or not');
    const month = compile([
      [{ type: 'member_profile', field: 'birth_date', operator: 'anniversary_this_month', value: null }],
    ]);
    expect(month.params).toContain(3);
    const events = compile([
      [{ type: 'event', code: 'page_view', operator: 'greater_than_or_equal', count: 3, days: 7 }],
    ]);
    expect(events.params).toContain('2026-03-08T10:30:00.000Z');
    const cart = compile([[{ type: 'cart', operator: 'exists', olderThanHours: 6 }]]);
    expect(cart.params).toContain('2026-03-15T04:30:00.000Z');
  });

  it('nests AND inside blocks and OR between them, and the other way round', () => {
    const a: TSegmentCriterion = { type: 'platform', operator: 'equal', value: 'ios' };
    const b: TSegmentCriterion = { type: 'cart', operator: 'exists', olderThanHours: 1 };
    const c: TSegmentCriterion = { type: 'segment', operator: 'in', segmentId: 5 };
    const or = compile([[a, b], [c]], 'or').sql;
    expect(or).toMatch(/\(\(exists .*platform.* and exists .*carts.*\) or exists .*segment_members.*\)\s*$/s);
    const parsed = ZSegmentCriteria.parse({
      operator: 'and',
      blocks: [{ operator: 'or', criteria: [a, b] }, { criteria: [c] }],
    });
    const and = dialect.sqlToQuery(
      compileCriteria(parsed, { accountId: 1, now: NOW, timezone: TZ, applicationId: null }),
    ).sql;
    expect(and).toMatch(/\(\(exists .*platform.* or exists .*carts.*\) and exists .*segment_members.*\)\s*$/s);
    expect(and).not.toContain('application_id');
  });

  it('aggregates events and orders once each, as CTEs of the failing groups when missing rows count as zero', () => {
    const { sql } = compile([
      [
        { type: 'event', code: 'a', operator: 'equal', count: 0, days: 30 },
        { type: 'orders', metric: 'total', operator: 'less_than', value: 100, days: 30 },
      ],
    ]);
    expect(sql.match(/"agg_\d" as materialized \(select member_id from /g)).toHaveLength(2);
    expect(sql).toMatch(/having not \(count\(\*\) = \$\d+::bigint\)/);
    expect(sql).toMatch(/having not \(coalesce\(sum\(o\.total_price\), 0\) < \$\d+::numeric\)/);
    expect(sql).toContain('not exists (select 1 from "agg_1" where "agg_1".member_id = m.id)');
    expect(sql).toContain('not exists (select 1 from "agg_2" where "agg_2".member_id = m.id)');
  });

  it('takes the members from the aggregate when members without rows cannot match', () => {
    const { sql } = compile([
      [
        { type: 'event', code: 'a', operator: 'greater_than_or_equal', count: 2, days: 30 },
        { type: 'orders', metric: 'total', operator: 'greater_than', value: 100, days: 30 },
      ],
    ]);
    expect(sql).not.toContain('left join');
    // The first aggregate every member must be in drives the members index (an init plan, no CTE); the
    // second is a materialized CTE looked up by hash.
    expect(sql).toMatch(
      /m\.id = any\(array\(select member_id from events e .* group by member_id having count\(\*\) >= \$\d+::bigint/s,
    );
    expect(sql).toMatch(/"agg_1" as materialized \(select member_id from orders o /);
    expect(sql).toContain('m.id in (select member_id from "agg_1")');
    expect(sql).toMatch(/having coalesce\(sum\(o\.total_price\), 0\) > \$\d+::numeric/);
  });

  it('compares a count with a whole number as bigint, and a fractional order count as numeric', () => {
    const orders = (value: number) =>
      compile([[{ type: 'orders', metric: 'count', operator: 'greater_than', value, days: 30 }]]).sql;
    expect(orders(2)).toMatch(/having count\(\*\) > \$\d+::bigint/);
    expect(orders(2.5)).toMatch(/having count\(\*\) > \$\d+::numeric/);
    const fewer = compile([[{ type: 'event', code: 'a', operator: 'less_than', count: 3, days: 30 }]]).sql;
    expect(fewer).toMatch(/having not \(count\(\*\) < \$\d+::bigint\)/);
  });

  it('drives no lookup from an aggregate under an OR', () => {
    const { sql } = compile([
      [{ type: 'event', code: 'a', operator: 'greater_than_or_equal', count: 2, days: 30 }],
      [{ type: 'member_tag', name: 'vip', operator: 'exists', value: null }],
    ]);
    expect(sql).not.toContain('any(array(');
    expect(sql).toContain('m.id in (select member_id from "agg_1")');
    expect(
      compile([[{ type: 'event', code: 'a', operator: 'greater_than', count: 1, days: 30 }]], 'and').sql,
    ).toContain('m.id = any(array(select member_id from events e ');
  });

  it('compares a tag value exactly before folding it, in "equal" and in the negated "not equal"', () => {
    for (const operator of ['equal', 'not_equal'] as const) {
      const { sql, params } = compile([[{ type: 'member_tag', name: 'vip', operator, value: 'Gold' }]]);
      expect(sql).toMatch(/\(t\.value = \$\d+::text or lower\(translate\(t\.value, /);
      expect(params).toContain('Gold');
      expect(sql.startsWith('select') && sql.includes('not exists')).toBe(operator === 'not_equal');
    }
  });
  it('limits a member re-evaluation to the given ids everywhere', () => {
    const { sql, params } = compile(
      [[{ type: 'event', code: 'a', operator: 'greater_than', count: 0, days: 30 }]],
      'or',
      [3, 5],
    );
    expect(sql.match(/= any\(\$\d+::bigint\[\]\)/g)).toHaveLength(2);
    expect(params).toContain('{3,5}');
  });

  it('selects nobody for an empty criteria set and lists referenced segments', () => {
    expect(compile([[]]).sql).toMatch(/and false\s*$/);
    const refs = ZSegmentCriteria.parse({
      blocks: [{ criteria: [{ type: 'segment', operator: 'in', segmentId: 3 }] }, { criteria: [] }],
    });
    expect(referencedSegments(refs)).toEqual([3]);
  });
});

describe('age cutoff', () => {
  it('is the same day N years back, the last of February for a 29 February, outside 1-9999 none or all', () => {
    const at = (iso: string) => localDate(new Date(`${iso}T12:00:00Z`), 'UTC');
    expect(ageCutoff(at('2026-03-15'), 18)).toBe('2008-03-15');
    expect(ageCutoff(at('2028-02-29'), 1)).toBe('2027-02-28');
    expect(ageCutoff(at('2028-02-29'), 4)).toBe('2024-02-29');
    expect(ageCutoff(at('2026-12-31'), -3)).toBe('2029-12-31');
    expect(ageCutoff(at('2026-01-01'), 2026)).toBe('none');
    expect(ageCutoff(at('2026-01-01'), -8000)).toBe('all');
  });
});

describe("the account's calendar", () => {
  // 00:30 in Istanbul is still the previous day in UTC.
  const justAfterMidnight = new Date('2026-06-14T21:30:00Z');

  it('takes "today" and "N days ago" from the account\'s time zone', () => {
    expect(localDate(justAfterMidnight, 'Europe/Istanbul')).toEqual({ year: 2026, month: 6, day: 15 });
    expect(localDate(justAfterMidnight, 'UTC')).toEqual({ year: 2026, month: 6, day: 14 });
    expect(dayOf({ daysAgo: 0 }, justAfterMidnight, 'Europe/Istanbul')).toBe('2026-06-15');
    expect(dayOf({ daysAgo: 15 }, justAfterMidnight, 'Europe/Istanbul')).toBe('2026-05-31');
  });

  it("starts a day at the zone's local midnight, across daylight saving changes", () => {
    expect(zonedMidnight('2026-06-15', 'Europe/Istanbul').toISOString()).toBe('2026-06-14T21:00:00.000Z');
    expect(zonedMidnight('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zonedMidnight('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(zonedMidnight('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
