import { CRITERION_TYPES, SEGMENT_EXAMPLES, ZSegmentCriteria } from '@ulak/shared';
import { describe, expect, it } from 'vitest';
import { completeCriteria, emptyCriteria, isComplete, newCriterion, operatorsFor } from './criteria-draft';

describe('segment builder drafts', () => {
  it('gives every criterion type a default the server accepts once complete', () => {
    for (const type of CRITERION_TYPES) {
      const criterion = newCriterion(type);
      const criteria = { operator: 'or' as const, blocks: [{ operator: 'and' as const, criteria: [criterion] }] };
      if (isComplete(criterion)) expect(ZSegmentCriteria.safeParse(criteria).success, type).toBe(true);
    }
  });

  it('counts only complete criteria: an empty text or tag name waits', () => {
    expect(completeCriteria(emptyCriteria())).toBe(false);
    const city = newCriterion('member_profile');
    expect(isComplete(city)).toBe(false);
    expect(isComplete({ ...city, value: 'Ankara' } as typeof city)).toBe(true);
    expect(isComplete(newCriterion('member_tag'))).toBe(false);
    expect(isComplete(newCriterion('segment'))).toBe(false);
    expect(isComplete(newCriterion('cart'))).toBe(true);
    for (const example of SEGMENT_EXAMPLES) expect(completeCriteria(example.criteria), example.key).toBe(true);
  });

  it('offers anniversary operators for the birth date only', () => {
    const birth = { type: 'member_profile', field: 'birth_date', operator: 'equal', value: null } as const;
    expect(operatorsFor(birth)).toContain('anniversary_this_month');
    expect(operatorsFor({ ...birth, field: 'created_at' })).not.toContain('anniversary_this_month');
    expect(operatorsFor({ ...birth, field: 'sms_active' })).toEqual(['equal', 'not_equal']);
  });
});
