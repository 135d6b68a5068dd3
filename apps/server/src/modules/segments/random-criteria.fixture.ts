import {
  ANNIVERSARY_OPERATORS,
  COMPARE_OPERATORS,
  DEVICE_FIELDS,
  MEMBER_FIELDS,
  operatorsForKind,
  type TFieldKind,
  type TSegmentCriteria,
  type TSegmentCriterion,
} from '@ulak/shared';
import { CITIES, EVENT_CODES, NAMES, TAG_NAMES, TAG_VALUES, pick, type TRng } from './segment-dataset.fixture';

// Random criteria whose values come from the generated dataset's domain, so they select something.
const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T)[];

function valueFor(rng: TRng, kind: TFieldKind, field: string): unknown {
  switch (kind) {
    case 'date':
      return rng() < 0.5
        ? { daysAgo: Math.floor(rng() * 400) - 5 }
        : { date: new Date(Date.now() - rng() * 400 * 86_400_000).toISOString().slice(0, 10) };
    case 'number':
      return field === 'age' ? 18 + Math.floor(rng() * 50) : Math.floor(rng() * 4);
    case 'boolean':
      return rng() < 0.5;
    case 'enum':
      if (field === 'gender') return pick(rng, ['male', 'female']);
      if (field === 'source') return pick(rng, ['site', 'manual', 'csv', 'api']);
      if (field === 'platform') return pick(rng, ['ios', 'android', 'browser']);
      return pick(rng, ['tr', 'en']);
    case 'text':
      if (field === 'city') return pick(rng, [...CITIES, 'ist', 'an']);
      if (field === 'name') return pick(rng, [...NAMES, 'e']);
      if (field === 'email') return pick(rng, ['shop', 'm1', 'mail.test']);
      return pick(rng, ['tr', 'en', 'c-1', '5']);
  }
}

export function randomCriterion(rng: TRng, segmentIds: number[]): TSegmentCriterion {
  const type = pick(rng, [
    'member_profile',
    'member_profile',
    'member_tag',
    'device_tag',
    'device_profile',
    'platform',
    'event',
    'orders',
    'cart',
    ...(segmentIds.length > 0 ? (['segment'] as const) : []),
  ] as const);
  switch (type) {
    case 'member_profile': {
      const field = pick(rng, keys(MEMBER_FIELDS));
      const kind = MEMBER_FIELDS[field];
      const ops =
        field === 'birth_date' ? [...operatorsForKind(kind), ...ANNIVERSARY_OPERATORS] : operatorsForKind(kind);
      return { type, field, operator: pick(rng, ops), value: valueFor(rng, kind, field) } as TSegmentCriterion;
    }
    case 'device_profile': {
      const field = pick(rng, keys(DEVICE_FIELDS));
      const kind = DEVICE_FIELDS[field];
      return {
        type,
        field,
        operator: pick(rng, operatorsForKind(kind)),
        value: valueFor(rng, kind, field),
      } as TSegmentCriterion;
    }
    case 'member_tag':
    case 'device_tag':
      return {
        type,
        name: pick(rng, TAG_NAMES),
        operator: pick(rng, operatorsForKind('text')),
        value: pick(rng, TAG_VALUES) ?? 'gold',
      } as TSegmentCriterion;
    case 'platform':
      return {
        type,
        operator: pick(rng, ['equal', 'not_equal'] as const),
        value: pick(rng, ['ios', 'android', 'browser'] as const),
      };
    case 'event':
      return {
        type,
        code: pick(rng, EVENT_CODES),
        operator: pick(rng, COMPARE_OPERATORS),
        count: Math.floor(rng() * 4),
        days: 1 + Math.floor(rng() * 60),
      };
    case 'orders':
      return rng() < 0.5
        ? {
            type,
            metric: 'count',
            operator: pick(rng, COMPARE_OPERATORS),
            // Halves too: a fractional count is compared as numeric, a whole one as bigint.
            value: Math.floor(rng() * 6) / 2,
            days: 1 + Math.floor(rng() * 200),
          }
        : {
            type,
            metric: 'total',
            operator: pick(rng, COMPARE_OPERATORS),
            value: Math.floor(rng() * 6000),
            days: 1 + Math.floor(rng() * 200),
          };
    case 'cart':
      return { type, operator: pick(rng, ['exists', 'not_exists'] as const), olderThanHours: Math.floor(rng() * 72) };
    case 'segment':
      return { type, operator: pick(rng, ['in', 'not_in'] as const), segmentId: pick(rng, segmentIds) };
  }
}

export function randomCriteria(rng: TRng, segmentIds: number[] = []): TSegmentCriteria {
  return {
    operator: rng() < 0.7 ? 'or' : 'and',
    blocks: Array.from({ length: 1 + Math.floor(rng() * 3) }, () => ({
      operator: rng() < 0.7 ? ('and' as const) : ('or' as const),
      criteria: Array.from({ length: 1 + Math.floor(rng() * 3) }, () => randomCriterion(rng, segmentIds)),
    })),
  };
}
