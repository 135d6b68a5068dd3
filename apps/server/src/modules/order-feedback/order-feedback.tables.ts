import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn } from '../accounts/accounts.tables';
import { members } from '../audience/audience.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

export const SURVEY_QUESTION_KINDS = ['single', 'rating', 'text'] as const;
export const FEEDBACK_KINDS = ['evaluation', 'survey'] as const;

// The account's order satisfaction survey (SPEC §2 "order survey with questions and answers").
export const orderSurveyQuestions = pgTable(
  'order_survey_questions',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    position: integer().notNull().default(0),
    kind: text({ enum: SURVEY_QUESTION_KINDS }).notNull(),
    text: text().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    required: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [index('order_survey_questions_account_idx').on(t.accountId, t.position)],
);

// One answer per (kind, order, member): an order evaluation (order and product ratings) or the
// satisfaction survey's answers, sent from a signed member page.
export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    kind: text({ enum: FEEDBACK_KINDS }).notNull(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: bigint({ mode: 'number' }).notNull(),
    orderCode: text().notNull(),
    rating: integer(),
    comment: text(),
    products: jsonb().notNull().default([]),
    answers: jsonb().notNull().default([]),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('order_feedback_account_kind_order_member_unique').on(t.accountId, t.kind, t.orderId, t.memberId),
    index('order_feedback_account_member_idx').on(t.accountId, t.memberId, t.createdAt),
  ],
);
