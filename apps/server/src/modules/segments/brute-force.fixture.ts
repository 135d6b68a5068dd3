import {
  DEVICE_FIELDS,
  MEMBER_FIELDS,
  type TFieldKind,
  type TSegmentCriteria,
  type TSegmentCriterion,
} from '@ulak/shared';
import {
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
import type { TDataset, TDeviceData, TMemberData } from './segment-dataset.fixture';

// An independent, row-by-row evaluation of segment criteria over an in-memory dataset, written
// from the criteria's meaning (not from the SQL) so the engine can be checked against it.
type TCtx = { now: Date; timezone: string; applicationId: number | null };
type TDay = { now: Date; timezone: string };
type TValue = string | number | boolean | Date | null | undefined;

const NUMERIC = /^-?[0-9]+(\.[0-9]+)?$/;
// Turkish reading of letter case: every i (İ I ı i) is one letter.
const foldText = (v: string) => v.replace(/[İIı]/g, 'i').toLowerCase();
const lower = (v: TValue) => (v === null || v === undefined ? null : foldText(String(v)));

function dateCompare(v: TValue, op: string, value: unknown, clock: TDay, isDateOnly: boolean): boolean {
  if (typeof value !== 'object' || value === null || !isCompare(op)) return false;
  const day = dayOf(value as { date: string }, clock.now, clock.timezone);
  const start = isDateOnly ? day : zonedMidnight(day, clock.timezone).getTime();
  const end = isDateOnly ? nextDay(day) : zonedMidnight(nextDay(day), clock.timezone).getTime();
  if (v === null || v === undefined) return op === 'not_equal';
  const x = isDateOnly ? String(v) : v instanceof Date ? v.getTime() : Date.parse(String(v));
  const ge = (a: string | number, b: string | number) => a >= b;
  const lt = (a: string | number, b: string | number) => a < b;
  switch (op) {
    case 'equal':
      return ge(x, start) && lt(x, end);
    case 'not_equal':
      return !(ge(x, start) && lt(x, end));
    case 'greater_than':
      return ge(x, end);
    case 'greater_than_or_equal':
      return ge(x, start);
    case 'less_than':
      return lt(x, start);
    case 'less_than_or_equal':
      return lt(x, end);
  }
  return false;
}

// `a op b` where a null left side is false except for not_equal (SQL "is distinct from").
function nullable(a: number | string | boolean | null, op: string, b: number | string | boolean): boolean {
  if (!isCompare(op)) return false;
  if (a === null) return op === 'not_equal';
  if (op === 'equal') return a === b;
  if (op === 'not_equal') return a !== b;
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, op, b);
  const [x, y] = [String(a), String(b)];
  return compareNumbers(x < y ? -1 : x > y ? 1 : 0, op, 0);
}

function textMatch(v: TValue, op: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value);
  if (op === 'contains') return v !== null && v !== undefined && foldText(String(v)).includes(foldText(text));
  if (op === 'equal' || op === 'not_equal') return nullable(lower(v), op, foldText(text));
  const n = numericValue(value);
  if (n !== null) {
    const s = v === null || v === undefined ? null : String(v);
    return nullable(s !== null && NUMERIC.test(s) ? Number(s) : null, op, n);
  }
  return nullable(v === null || v === undefined ? null : String(v), op, text);
}

function field(kind: TFieldKind, v: TValue, op: string, value: unknown, now: TDay, dateOnly: boolean): boolean {
  if (op === 'exists') return kind === 'text' ? (v ?? '') !== '' : v !== null && v !== undefined;
  if (op === 'not_exists') return kind === 'text' ? (v ?? '') === '' : v === null || v === undefined;
  switch (kind) {
    case 'date':
      return dateCompare(v, op, value, now, dateOnly);
    case 'number': {
      const n = numericValue(value);
      return n !== null && nullable(v === null || v === undefined ? null : Number(v), op, n);
    }
    case 'boolean':
      return typeof value === 'boolean' && nullable(v as boolean, op, value);
    case 'enum':
      return typeof value === 'string' && nullable((v as string | null) ?? null, op, value);
    case 'text':
      return textMatch(v, op, value);
  }
}

function age(birth: string, clock: TDay): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const today = localDate(clock.now, clock.timezone);
  const years = today.year - y;
  const before = today.month < m || (today.month === m && today.day < d);
  return before ? years - 1 : years;
}

type TIndex = {
  devices: Map<number, TDeviceData[]>;
  events: Map<number, TDataset['events']>;
  orders: Map<number, TDataset['orders']>;
  carts: Map<number, TDataset['carts']>;
};

function groupBy<T extends { member_id: number | null }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) if (row.member_id !== null) map.set(row.member_id, [...(map.get(row.member_id) ?? []), row]);
  return map;
}

function matches(data: TDataset, index: TIndex, m: TMemberData, c: TSegmentCriterion, ctx: TCtx): boolean {
  const devices = (index.devices.get(m.id) ?? []).filter(
    (d) => ctx.applicationId === null || d.application_id === ctx.applicationId,
  );
  switch (c.type) {
    case 'member_profile': {
      const birth = m.birth_date as string | null;
      if (c.operator === 'anniversary_this_month' || c.operator === 'anniversary_today') {
        if (c.field !== 'birth_date' || !birth) return false;
        const today = localDate(ctx.now, ctx.timezone);
        const sameMonth = Number(birth.slice(5, 7)) === today.month;
        return c.operator === 'anniversary_this_month'
          ? sameMonth
          : sameMonth && Number(birth.slice(8, 10)) === today.day;
      }
      if (c.field === 'age') return field('number', birth ? age(birth, ctx) : null, c.operator, c.value, ctx, true);
      return field(MEMBER_FIELDS[c.field], m[c.field], c.operator, c.value, ctx, c.field === 'birth_date');
    }
    case 'device_profile': {
      // "Not equal": no device has that value.
      const negated = c.operator === 'not_equal';
      const op = negated ? 'equal' : c.operator;
      const found = devices.some((d) => field(DEVICE_FIELDS[c.field], d[c.field], op, c.value, ctx, false));
      return negated ? !found : found;
    }
    case 'member_tag':
    case 'device_tag': {
      const tagSets = c.type === 'member_tag' ? [data.memberTags.get(m.id) ?? new Map()] : devices.map((d) => d.tags);
      const negated = c.operator === 'not_exists' || c.operator === 'not_equal';
      const found = tagSets.some(
        (tags) =>
          tags.has(c.name) &&
          (c.operator === 'exists' ||
            c.operator === 'not_exists' ||
            textMatch(tags.get(c.name), negated ? 'equal' : c.operator, c.value)),
      );
      return negated ? !found : found;
    }
    case 'platform': {
      const found = devices.some((d) => d.platform === c.value);
      return c.operator === 'equal' ? found : !found;
    }
    case 'event': {
      const since = daysBefore(ctx.now, c.days).getTime();
      const n = (index.events.get(m.id) ?? []).filter(
        (e) => e.code === c.code && e.occurred_at.getTime() >= since,
      ).length;
      return compareNumbers(n, c.operator, c.count);
    }
    case 'orders': {
      const since = daysBefore(ctx.now, c.days).getTime();
      const mine = (index.orders.get(m.id) ?? []).filter((o) => o.date.getTime() >= since);
      const n = c.metric === 'count' ? mine.length : mine.reduce((sum, o) => sum + o.total_price, 0);
      return compareNumbers(n, c.operator, c.value);
    }
    case 'cart': {
      const limit = hoursBefore(ctx.now, c.olderThanHours).getTime();
      const found = (index.carts.get(m.id) ?? []).some((k) => k.total_count > 0 && k.updated_at.getTime() <= limit);
      return c.operator === 'exists' ? found : !found;
    }
    case 'segment': {
      const found = data.segmentMembers.get(c.segmentId)?.has(m.id) ?? false;
      return c.operator === 'in' ? found : !found;
    }
    case 'email_verification':
      // The dataset holds no verdicts (the random criteria never pick this type): every member is unchecked
      // when it has an address.
      return (c.value === 'unchecked' && Boolean(m.email)) === (c.operator === 'equal');
  }
}

export function bruteForce(data: TDataset, criteria: TSegmentCriteria, ctx: TCtx): Set<number> {
  const combine = (op: 'and' | 'or', parts: boolean[]) => (op === 'and' ? parts.every(Boolean) : parts.some(Boolean));
  const blocks = criteria.blocks.filter((b) => b.criteria.length > 0);
  const result = new Set<number>();
  const index: TIndex = {
    devices: groupBy(data.devices),
    events: groupBy(data.events),
    orders: groupBy(data.orders),
    carts: groupBy(data.carts),
  };
  for (const m of data.members) {
    const ok =
      blocks.length > 0 &&
      combine(
        criteria.operator,
        blocks.map((b) =>
          combine(
            b.operator,
            b.criteria.map((c) => matches(data, index, m, c, ctx)),
          ),
        ),
      );
    if (ok) result.add(m.id);
  }
  return result;
}
