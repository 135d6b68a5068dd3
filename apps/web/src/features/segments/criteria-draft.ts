import {
  ANNIVERSARY_OPERATORS,
  DEVICE_FIELDS,
  MEMBER_FIELDS,
  ZSegmentCriteria,
  criterionCount,
  operatorsForKind,
  type TCriterionType,
  type TFieldKind,
  type TSegmentCriteria,
  type TSegmentCriterion,
} from '@ulak/shared';

// Pure helpers of the segment builder: defaults per criterion type, operators per field, checks.
export const emptyCriteria = (): TSegmentCriteria => ({ operator: 'or', blocks: [{ operator: 'and', criteria: [] }] });

export function newCriterion(type: TCriterionType): TSegmentCriterion {
  switch (type) {
    case 'member_profile':
      return { type, field: 'city', operator: 'equal', value: '' };
    case 'device_profile':
      return { type, field: 'platform', operator: 'equal', value: 'browser' };
    case 'member_tag':
    case 'device_tag':
      return { type, name: '', operator: 'exists', value: null };
    case 'platform':
      return { type, operator: 'equal', value: 'browser' };
    case 'event':
      return { type, code: 'page_view', operator: 'greater_than_or_equal', count: 1, days: 30 };
    case 'orders':
      return { type, metric: 'count', operator: 'greater_than_or_equal', value: 1, days: 90 };
    case 'cart':
      return { type, operator: 'exists', olderThanHours: 2 };
    case 'segment':
      return { type, operator: 'in', segmentId: 0 };
    case 'email_verification':
      return { type, operator: 'equal', value: 'invalid' };
  }
}

export function fieldKind(criterion: TSegmentCriterion): TFieldKind | null {
  if (criterion.type === 'member_profile') return MEMBER_FIELDS[criterion.field];
  if (criterion.type === 'device_profile') return DEVICE_FIELDS[criterion.field];
  return null;
}

export function operatorsFor(criterion: TSegmentCriterion): readonly string[] {
  const kind = fieldKind(criterion);
  if (criterion.type === 'member_profile' && criterion.field === 'birth_date')
    return [...operatorsForKind('date'), ...ANNIVERSARY_OPERATORS];
  if (kind) return operatorsForKind(kind);
  if (criterion.type === 'member_tag' || criterion.type === 'device_tag') return operatorsForKind('text');
  return [];
}

// The default value when a field changes kind (a date field gets "N days ago", and so on).
export type TProfileValue = Extract<TSegmentCriterion, { type: 'member_profile' }>['value'];

export function defaultValue(kind: TFieldKind): TProfileValue {
  switch (kind) {
    case 'date':
      return { daysAgo: 30 };
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'enum':
    case 'text':
      return '';
  }
}

export const needsValue = (operator: string): boolean =>
  !['exists', 'not_exists', 'anniversary_this_month', 'anniversary_today'].includes(operator);

// Whether a criterion has what it needs for a meaningful count (an empty text box does not).
export function isComplete(c: TSegmentCriterion): boolean {
  switch (c.type) {
    case 'member_profile':
    case 'device_profile':
      return !needsValue(c.operator) || (c.value !== '' && c.value !== null);
    case 'member_tag':
    case 'device_tag':
      return c.name.trim() !== '' && (!needsValue(c.operator) || (c.value ?? '') !== '');
    case 'event':
      return c.code.trim() !== '';
    case 'segment':
      return c.segmentId > 0;
    default:
      return true;
  }
}

export function completeCriteria(criteria: TSegmentCriteria): boolean {
  return (
    criterionCount(criteria) > 0 &&
    criteria.blocks.every((b) => b.criteria.every(isComplete)) &&
    ZSegmentCriteria.safeParse(criteria).success
  );
}
