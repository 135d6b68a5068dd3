import type { TSegmentCriteria } from './criteria';

// Example segments to start from (SPEC §2 "example segments"); `key` names their i18n texts.
export type TSegmentExample = { key: string; criteria: TSegmentCriteria };

export const SEGMENT_EXAMPLES: TSegmentExample[] = [
  {
    key: 'new_customers',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [
            { type: 'member_profile', field: 'created_at', operator: 'greater_than_or_equal', value: { daysAgo: 30 } },
          ],
        },
      ],
    },
  },
  {
    key: 'vip',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [{ type: 'orders', metric: 'total', operator: 'greater_than_or_equal', value: 5000, days: 365 }],
        },
        { operator: 'and', criteria: [{ type: 'member_tag', name: 'vip', operator: 'exists', value: null }] },
      ],
    },
  },
  {
    key: 'lapsed_buyers',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [
            { type: 'orders', metric: 'count', operator: 'greater_than_or_equal', value: 1, days: 365 },
            { type: 'orders', metric: 'count', operator: 'equal', value: 0, days: 90 },
          ],
        },
      ],
    },
  },
  {
    key: 'abandoned_carts',
    criteria: {
      operator: 'or',
      blocks: [{ operator: 'and', criteria: [{ type: 'cart', operator: 'exists', olderThanHours: 2 }] }],
    },
  },
  {
    key: 'birthdays_this_month',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [{ type: 'member_profile', field: 'birth_date', operator: 'anniversary_this_month', value: null }],
        },
      ],
    },
  },
  {
    key: 'email_reachable',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [
            { type: 'member_profile', field: 'email_active', operator: 'equal', value: true },
            { type: 'member_profile', field: 'email', operator: 'exists', value: null },
            { type: 'member_profile', field: 'blocked', operator: 'equal', value: false },
          ],
        },
      ],
    },
  },
  {
    key: 'active_visitors',
    criteria: {
      operator: 'or',
      blocks: [
        {
          operator: 'and',
          criteria: [{ type: 'event', code: 'page_view', operator: 'greater_than_or_equal', count: 3, days: 7 }],
        },
      ],
    },
  },
];
