import { and, or, sql, type SQL } from 'drizzle-orm';
import {
  MEMBER_FIELDS,
  DEVICE_FIELDS,
  type TCompareOperator,
  type TDateValue,
  type TFieldKind,
  type TSegmentCriteria,
  type TSegmentCriterion,
} from '@ulak/shared';
import {
  ageCutoff,
  compareNumbers,
  dayOf,
  daysBefore,
  hoursBefore,
  isCompare,
  localDate,
  nextDay,
  numericValue,
  zonedMidnight,
} from './criteria-values';
import { AUDIENCE_RELATIONS, memberFilterCondition } from '../audience';

// Compiles segment criteria to ONE parameterised query over `members m`. Field names come from the
// allowlists below, never from input; every value is a bound parameter; every table is account-scoped.
// Audience's tables are named through AUDIENCE_RELATIONS: the statement is the one written on the tables.
export type TCompileContext = {
  accountId: number;
  // Relative dates are resolved against this clock (tests pass a fixed one).
  now: Date;
  // The account's time zone: "today", birthdays, ages and calendar days are its dates.
  timezone: string;
  // Device criteria look at this application's devices only (null: every application).
  applicationId: number | null;
  // Re-evaluating a few members: limits the outer query and every aggregate to these ids.
  memberIds?: number[] | null;
};

const MEMBER_COLUMNS: Record<keyof typeof MEMBER_FIELDS, SQL> = {
  name: sql`m.name`,
  surname: sql`m.surname`,
  email: sql`m.email`,
  phone: sql`m.phone`,
  city: sql`m.city`,
  district: sql`m.district`,
  country: sql`m.country`,
  customer_id: sql`m.customer_id`,
  gender: sql`m.gender`,
  language: sql`m.language`,
  source: sql`m.source`,
  age: sql`m.birth_date`,
  error_count: sql`m.error_count`,
  birth_date: sql`m.birth_date`,
  created_at: sql`m.created_at`,
  last_login: sql`m.last_login_at`,
  sms_active: sql`m.sms_active`,
  email_active: sql`m.email_active`,
  whatsapp_active: sql`m.whatsapp_active`,
  call_active: sql`m.call_active`,
  blocked: sql`m.blocked`,
};
const DEVICE_COLUMNS: Record<keyof typeof DEVICE_FIELDS, SQL> = {
  platform: sql`d.platform`,
  language: sql`d.language`,
  push_approved: sql`d.push_approved`,
  created_at: sql`d.created_at`,
  last_seen_at: sql`d.last_seen_at`,
};
const DATE_TYPES: Partial<Record<string, 'date' | 'timestamptz'>> = { birth_date: 'date' };

const COMPARE_SQL: Record<TCompareOperator, SQL> = {
  equal: sql`=`,
  not_equal: sql`<>`,
  greater_than: sql`>`,
  less_than: sql`<`,
  greater_than_or_equal: sql`>=`,
  less_than_or_equal: sql`<=`,
};

const FALSE = sql`false`;

function compare(column: SQL, op: TCompareOperator, value: SQL): SQL {
  if (op === 'not_equal') return sql`${column} is distinct from ${value}`;
  return sql`${column} ${COMPARE_SQL[op]} ${value}`;
}

// Turkish-aware case folding of text criteria: the four i's (İ I ı i) are one letter, so IĞDIR,
// Iğdır and ığdır or İstanbul, ISTANBUL and istanbul match alike; the other Turkish capitals are
// lowered explicitly so the result does not depend on the database's locale. The members' city
// has an expression index on exactly this (members_account_city_fold_idx).
export const TEXT_FOLD_FROM = 'İIıĞÜŞÖÇ';
export const TEXT_FOLD_TO = 'iiiğüşöç';
export const fold = (value: SQL): SQL =>
  sql`lower(translate(${value}, ${sql.raw(`'${TEXT_FOLD_FROM}'`)}, ${sql.raw(`'${TEXT_FOLD_TO}'`)}))`;

// Folded equality that tries the exact value first: a tag value has no index on its folded form, and
// without one the planner guesses the folded comparison matches almost nothing (a nested loop over
// every tagged member); the exact comparison's statistics give it the real count, and rows stored
// as written skip the folding.
const foldedEquals = (column: SQL, text: string): SQL =>
  sql`(${column} = ${text}::text or ${fold(column)} = ${fold(sql`${text}::text`)})`;

// Day-granular date comparison in the account's time zone, written as ranges so an index on the
// column stays usable: a timestamp's day starts at the zone's local midnight.
function compareDay(column: SQL, op: TCompareOperator, value: TDateValue, ctx: TDayContext, type: string): SQL {
  const bound = (day: string) =>
    type === 'date' ? sql`${day}::date` : sql`${zonedMidnight(day, ctx.timezone).toISOString()}::timestamptz`;
  const day = dayOf(value, ctx.now, ctx.timezone);
  const start = bound(day);
  const end = bound(nextDay(day));
  switch (op) {
    case 'equal':
      return sql`(${column} >= ${start} and ${column} < ${end})`;
    case 'not_equal':
      return sql`(${column} is null or ${column} < ${start} or ${column} >= ${end})`;
    case 'greater_than':
      return sql`${column} >= ${end}`;
    case 'greater_than_or_equal':
      return sql`${column} >= ${start}`;
    case 'less_than':
      return sql`${column} < ${start}`;
    case 'less_than_or_equal':
      return sql`${column} < ${end}`;
  }
}

const isDateValue = (v: unknown): v is TDateValue =>
  typeof v === 'object' && v !== null && ('date' in v || 'daysAgo' in v);

type TDayContext = { now: Date; timezone: string };

// One field condition (member or device profile) by the field's kind.
function fieldCondition(
  kind: TFieldKind,
  column: SQL,
  op: string,
  value: unknown,
  day: TDayContext,
  dateType: 'date' | 'timestamptz',
): SQL {
  if (op === 'exists') return kind === 'text' ? sql`coalesce(${column}, '') <> ''` : sql`${column} is not null`;
  if (op === 'not_exists') return kind === 'text' ? sql`coalesce(${column}, '') = ''` : sql`${column} is null`;
  if (kind === 'text') return textCondition(column, op, value);
  if (!isCompare(op)) return FALSE;
  switch (kind) {
    case 'date':
      return isDateValue(value) ? compareDay(column, op, value, day, dateType) : FALSE;
    case 'number': {
      const n = numericValue(value);
      return n === null ? FALSE : compare(column, op, sql`${n}::numeric`);
    }
    case 'boolean':
      return typeof value === 'boolean' ? compare(column, op, sql`${value}::boolean`) : FALSE;
    case 'enum':
      return typeof value === 'string' ? compare(column, op, sql`${value}::text`) : FALSE;
  }
}

// Text: equality and contains ignore case (Turkish-aware); order comparisons are numeric for
// numbers, else bytewise.
function textCondition(column: SQL, op: string, value: unknown): SQL {
  if (typeof value !== 'string' && typeof value !== 'number') return FALSE;
  const text = String(value);
  if (op === 'contains') return sql`position(${fold(sql`${text}::text`)} in ${fold(column)}) > 0`;
  if (!isCompare(op)) return FALSE;
  if (op === 'equal' || op === 'not_equal') return compare(fold(column), op, fold(sql`${text}::text`));
  const n = numericValue(value);
  if (n !== null)
    return compare(
      sql`(case when ${column} ~ '^-?[0-9]+(\\.[0-9]+)?$' then ${column}::numeric end)`,
      op,
      sql`${n}::numeric`,
    );
  return compare(sql`(${column} collate "C")`, op, sql`${text}::text`);
}

// Age in whole years compared as a birth-date range (age >= k ⇔ born on or before the day k years
// ago), so no per-row age() call and an index on birth_date stays usable.
function ageCondition(op: string, value: unknown, ctx: TDayContext): SQL {
  const birth = sql`m.birth_date`;
  if (op === 'exists' || op === 'not_exists') return fieldCondition('number', birth, op, value, ctx, 'date');
  const n = numericValue(value);
  if (!isCompare(op) || n === null) return FALSE;
  const today = localDate(ctx.now, ctx.timezone);
  const atLeast = (k: number): SQL => {
    const day = ageCutoff(today, k);
    if (day === 'none') return FALSE;
    return day === 'all' ? sql`${birth} is not null` : sql`${birth} <= ${day}::date`;
  };
  const below = (k: number): SQL => {
    const day = ageCutoff(today, k);
    if (day === 'all') return FALSE;
    return day === 'none' ? sql`${birth} is not null` : sql`${birth} > ${day}::date`;
  };
  const exactly = Number.isInteger(n) ? sql`(${atLeast(n)} and ${below(n + 1)})` : FALSE;
  switch (op) {
    case 'greater_than_or_equal':
      return atLeast(Math.ceil(n));
    case 'greater_than':
      return atLeast(Math.floor(n) + 1);
    case 'less_than_or_equal':
      return below(Math.floor(n) + 1);
    case 'less_than':
      return below(Math.ceil(n));
    case 'equal':
      return exactly;
    case 'not_equal':
      return sql`(${birth} is null or not ${exactly})`;
  }
}

type TBuild = { ctx: TCompileContext; ctes: SQL[]; driven: boolean };

function memberProfile(b: TBuild, c: Extract<TSegmentCriterion, { type: 'member_profile' }>): SQL {
  const column = MEMBER_COLUMNS[c.field];
  if (c.operator === 'anniversary_this_month' || c.operator === 'anniversary_today') {
    if (c.field !== 'birth_date') return FALSE;
    const { month, day } = localDate(b.ctx.now, b.ctx.timezone);
    return c.operator === 'anniversary_this_month'
      ? sql`extract(month from m.birth_date) = ${month}`
      : sql`(extract(month from m.birth_date) = ${month} and extract(day from m.birth_date) = ${day})`;
  }
  if (c.field === 'age') return ageCondition(c.operator, c.value, b.ctx);
  return fieldCondition(
    MEMBER_FIELDS[c.field],
    column,
    c.operator,
    c.value,
    b.ctx,
    DATE_TYPES[c.field] ?? 'timestamptz',
  );
}

const deviceScope = (ctx: TCompileContext): SQL =>
  ctx.applicationId === null ? sql`true` : sql`d.application_id = ${ctx.applicationId}`;

function deviceExists(ctx: TCompileContext, condition: SQL): SQL {
  return sql`exists (select 1 from ${AUDIENCE_RELATIONS.devices} d where d.account_id = ${ctx.accountId} and d.member_id = m.id and ${deviceScope(ctx)} and ${condition})`;
}

function tagCondition(b: TBuild, c: Extract<TSegmentCriterion, { type: 'member_tag' | 'device_tag' }>): SQL {
  const { accountId } = b.ctx;
  const negated = c.operator === 'not_exists' || c.operator === 'not_equal';
  const op = negated ? 'equal' : c.operator;
  const valueCondition =
    c.operator === 'exists' || c.operator === 'not_exists'
      ? sql`true`
      : op === 'equal' && typeof c.value === 'string'
        ? foldedEquals(sql`t.value`, c.value)
        : textCondition(sql`t.value`, op, c.value);
  const found =
    c.type === 'member_tag'
      ? sql`exists (select 1 from ${AUDIENCE_RELATIONS.memberTags} t where t.account_id = ${accountId} and t.member_id = m.id and t.name = ${c.name} and ${valueCondition})`
      : sql`exists (select 1 from ${AUDIENCE_RELATIONS.deviceTags} t join ${AUDIENCE_RELATIONS.devices} d on d.account_id = t.account_id and d.id = t.device_id
          where t.account_id = ${accountId} and d.member_id = m.id and ${deviceScope(b.ctx)} and t.name = ${c.name} and ${valueCondition})`;
  return negated ? sql`not ${found}` : found;
}

const memberScope = (ctx: TCompileContext, column: SQL): SQL =>
  ctx.memberIds ? sql`${column} = any(${idArray(ctx.memberIds)})` : sql`true`;

// A bigint[] parameter (ids are validated integers).
export const idArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

// Event and order counts: one aggregate per criterion over the matching rows (for events an
// index-only scan of (account, code, time) INCLUDE member), computed once as a MATERIALIZED CTE of the query.
// Inlined as a subquery, a parallel plan rebuilt the whole aggregate in every parallel worker (the inner side of
// each worker's hash join) at several times the bare aggregate's cost; as a CTE it is built once (itself in
// parallel) and the members are joined to its result. When members without rows cannot match ("at least 2
// times") the members come from the aggregate itself, with only matching groups kept; when they can ("fewer
// than 3 times", "= 0") the members are those NOT in the aggregate of the groups that fail the comparison (an
// anti-join on the few that fail, half the time of LEFT JOINing every group's total to every member).
// The first such aggregate every selected member must be in (a conjunct of the whole condition) drives the
// query: `m.id = any(array(…))`, an init plan built once (no CTE to store it in), walks the members index over
// its sorted ids in one pass instead of hashing the aggregate and probing every member of the account (the
// members join stays: events keep a deleted member's id). Only one: as a filter rather than the index
// condition, `= any` would search the array for every member.
// A count against a whole number is compared as the bigint count(*) is, not as numeric: converting every
// group's count to numeric cost about as much as the members check (15 ms of 200,000 events in 160,000
// groups); a sum, or a fractional order count, stays numeric.
type TTotal = { sql: SQL; count: boolean };
function aggregateCondition(
  b: TBuild,
  required: boolean,
  rows: SQL,
  total: TTotal,
  op: TCompareOperator,
  value: number,
): SQL {
  const integer = total.count && Number.isInteger(value);
  const bound = integer ? sql`${value}::bigint` : sql`${value}::numeric`;
  // count(*) of a group is never null; a sum of nulls is.
  const n = total.count ? total.sql : sql`coalesce(${total.sql}, 0)`;
  const alias = sql.identifier(`agg_${b.ctes.length + 1}`);
  if (!compareNumbers(0, op, value)) {
    const matching = sql`select member_id ${rows} group by member_id having ${compare(n, op, bound)}`;
    if (required && !b.driven) {
      b.driven = true;
      return sql`m.id = any(array(${matching}))`;
    }
    b.ctes.push(sql`${alias} as materialized (${matching})`);
    return sql`m.id in (select member_id from ${alias})`;
  }
  // Members without rows match: the complement of the groups that do not (n is never null, so NOT is exact).
  const failing = sql`select member_id ${rows} group by member_id having not (${compare(n, op, bound)})`;
  b.ctes.push(sql`${alias} as materialized (${failing})`);
  return sql`not exists (select 1 from ${alias} where ${alias}.member_id = m.id)`;
}

// `required`: the criterion is a conjunct of the whole condition (no OR above it).
function criterionSql(b: TBuild, c: TSegmentCriterion, required: boolean): SQL {
  const { ctx } = b;
  const { accountId, now } = ctx;
  switch (c.type) {
    case 'member_profile':
      return memberProfile(b, c);
    case 'device_profile': {
      // "Not equal" is the complement of "equal" for every criterion kind: here, members with no
      // device of that value (members without devices included), as "platform not ios" reads.
      const negated = c.operator === 'not_equal';
      const condition = fieldCondition(
        DEVICE_FIELDS[c.field],
        DEVICE_COLUMNS[c.field],
        negated ? 'equal' : c.operator,
        c.value,
        ctx,
        'timestamptz',
      );
      return negated ? sql`not ${deviceExists(ctx, condition)}` : deviceExists(ctx, condition);
    }
    case 'member_tag':
    case 'device_tag':
      return tagCondition(b, c);
    case 'platform': {
      const found = deviceExists(ctx, sql`d.platform = ${c.value}`);
      return c.operator === 'equal' ? found : sql`not ${found}`;
    }
    case 'event':
      return aggregateCondition(
        b,
        required,
        sql`from events e where e.account_id = ${accountId} and e.code = ${c.code}
          and e.occurred_at >= ${daysBefore(now, c.days).toISOString()}::timestamptz and e.member_id is not null
          and ${memberScope(ctx, sql`e.member_id`)}`,
        { sql: sql`count(*)`, count: true },
        c.operator,
        c.count,
      );
    case 'orders':
      return aggregateCondition(
        b,
        required,
        sql`from ${AUDIENCE_RELATIONS.orders} o where o.account_id = ${accountId} and o.date >= ${daysBefore(now, c.days).toISOString()}::timestamptz
          and o.member_id is not null and ${memberScope(ctx, sql`o.member_id`)}`,
        c.metric === 'count' ? { sql: sql`count(*)`, count: true } : { sql: sql`sum(o.total_price)`, count: false },
        c.operator,
        c.value,
      );
    case 'cart': {
      const found = sql`exists (select 1 from ${AUDIENCE_RELATIONS.carts} c where c.account_id = ${accountId} and c.member_id = m.id
        and c.total_count > 0 and c.updated_at <= ${hoursBefore(now, c.olderThanHours).toISOString()}::timestamptz)`;
      return c.operator === 'exists' ? found : sql`not ${found}`;
    }
    case 'segment': {
      const found = sql`exists (select 1 from segment_members s where s.account_id = ${accountId} and s.segment_id = ${c.segmentId} and s.member_id = m.id)`;
      return c.operator === 'in' ? found : sql`not ${found}`;
    }
    case 'email_verification': {
      // The same condition as the member list's filter, owned by the email verification module.
      const condition = memberFilterCondition('emailVerification');
      if (!condition) return FALSE;
      const found = condition(accountId, { id: sql`m.id`, email: sql`m.email`, accountId: sql`m.account_id` }, c.value);
      return c.operator === 'equal' ? found : sql`not ${found}`;
    }
  }
}

const combine = (op: 'and' | 'or', parts: SQL[]): SQL =>
  (parts.length === 0 ? undefined : op === 'and' ? and(...parts) : or(...parts)) ?? FALSE;

// `[with agg_1 as (…), …] select m.id as member_id from members m … where …`: the members the criteria select
// (a complete query: callers use it as a parenthesised subquery).
export function compileCriteria(criteria: TSegmentCriteria, ctx: TCompileContext): SQL {
  const b: TBuild = { ctx, ctes: [], driven: false };
  const nonEmpty = criteria.blocks.filter((block) => block.criteria.length > 0);
  const blocksRequired = nonEmpty.length === 1 || criteria.operator === 'and';
  const blocks = nonEmpty.map((block) => {
    const required = blocksRequired && (block.criteria.length === 1 || block.operator === 'and');
    return combine(
      block.operator,
      block.criteria.map((c) => criterionSql(b, c, required)),
    );
  });
  const where = combine(criteria.operator, blocks);
  const ctes = b.ctes.length > 0 ? sql`with ${sql.join(b.ctes, sql`, `)} ` : sql``;
  return sql`${ctes}select m.id as member_id from ${AUDIENCE_RELATIONS.members} m
    where m.account_id = ${ctx.accountId} and ${memberScope(ctx, sql`m.id`)} and ${where}`;
}

// Segment ids a criteria set refers to (to refuse self-references and other accounts' ids).
export function referencedSegments(criteria: TSegmentCriteria): number[] {
  return criteria.blocks.flatMap((b) => b.criteria.flatMap((c) => (c.type === 'segment' ? [c.segmentId] : [])));
}
