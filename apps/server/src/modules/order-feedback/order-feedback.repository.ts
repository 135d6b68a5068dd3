import { sql } from 'drizzle-orm';
import type { TPageQuery, TSurveyQuestion, TSurveyQuestionInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import type { TFeedbackKind } from './tokens';

export type TFeedbackRow = {
  id: number;
  kind: TFeedbackKind;
  order_code: string;
  rating: number | null;
  comment: string | null;
  products: { code: string; title?: string; rating: number; comment: string }[];
  answers: { questionId: number; question: string; value: string | number }[];
  created_at: string;
};

export const orderFeedbackRepository = {
  async questions(db: DbOrTx, accountId: number): Promise<TSurveyQuestion[]> {
    const r = await db.execute<TSurveyQuestion & { id: string | number }>(sql`select id, kind, text, options, required
      from order_survey_questions where account_id = ${accountId} order by position, id`);
    return r.rows.map((q) => ({ ...q, id: Number(q.id) }));
  },

  // The survey is saved whole: the new list replaces the old one in one transaction.
  async replaceQuestions(db: DbOrTx, accountId: number, questions: Required<TSurveyQuestionInput>[]) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from order_survey_questions where account_id = ${accountId}`);
      for (const [position, q] of questions.entries())
        await tx.execute(sql`insert into order_survey_questions (account_id, position, kind, text, options, required)
          values (${accountId}, ${position}, ${q.kind}, ${q.text},
            ${JSON.stringify(q.kind === 'single' ? q.options : [])}::jsonb, ${q.required})`);
    });
  },

  async find(db: DbOrTx, accountId: number, kind: TFeedbackKind, memberId: number, orderId: number) {
    const r = await db.execute<TFeedbackRow>(sql`select id, kind, order_code, rating, comment, products, answers,
        created_at from order_feedback
      where account_id = ${accountId} and kind = ${kind} and member_id = ${memberId} and order_id = ${orderId}`);
    return r.rows[0] ?? null;
  },

  // Stored once: a second submit finds the row taken and answers false.
  async insertOnce(
    db: DbOrTx,
    row: {
      accountId: number;
      kind: TFeedbackKind;
      memberId: number;
      orderId: number;
      orderCode: string;
      rating: number | null;
      comment: string | null;
      products: unknown[];
      answers: unknown[];
    },
  ): Promise<boolean> {
    const r = await db.execute(sql`insert into order_feedback
        (account_id, kind, member_id, order_id, order_code, rating, comment, products, answers)
      values (${row.accountId}, ${row.kind}, ${row.memberId}, ${row.orderId}, ${row.orderCode}, ${row.rating},
        ${row.comment}, ${JSON.stringify(row.products)}::jsonb, ${JSON.stringify(row.answers)}::jsonb)
      on conflict (account_id, kind, order_id, member_id) do nothing returning id`);
    return r.rows.length > 0;
  },

  async ofMember(db: DbOrTx, accountId: number, memberId: number, q: TPageQuery) {
    const offset = (q.page - 1) * q.perPage;
    const [rows, count] = await Promise.all([
      db.execute<TFeedbackRow>(sql`select id, kind, order_code, rating, comment, products, answers, created_at
        from order_feedback where account_id = ${accountId} and member_id = ${memberId}
        order by created_at desc, id desc limit ${q.perPage} offset ${offset}`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from order_feedback
        where account_id = ${accountId} and member_id = ${memberId}`),
    ]);
    return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
  },

  async evaluationSummary(db: DbOrTx, accountId: number) {
    const [overall, products] = await Promise.all([
      db.execute<{ n: number; avg: number | null }>(sql`select count(*)::int as n, round(avg(rating), 2)::float as avg
        from order_feedback where account_id = ${accountId} and kind = 'evaluation'`),
      db.execute<{ code: string; title: string; average: number; count: number }>(sql`select p->>'code' as code,
          max(p->>'title') as title, round(avg((p->>'rating')::int), 2)::float as average, count(*)::int as count
        from order_feedback f, jsonb_array_elements(f.products) p
        where f.account_id = ${accountId} and f.kind = 'evaluation'
        group by p->>'code' order by count(*) desc, p->>'code' limit 50`),
    ]);
    return {
      responses: overall.rows[0]?.n ?? 0,
      averageRating: overall.rows[0]?.avg ?? null,
      products: products.rows.map((p) => ({ ...p, title: p.title ?? p.code })),
    };
  },

  async surveyAnswers(db: DbOrTx, accountId: number) {
    const r = await db.execute<{ question_id: number; value: unknown; n: number; avg: number | null }>(sql`
      select (a->>'questionId')::bigint as question_id, a->'value' as value, count(*)::int as n, null::float as avg
      from order_feedback f, jsonb_array_elements(f.answers) a
      where f.account_id = ${accountId} and f.kind = 'survey'
      group by 1, 2 order by 1, 3 desc`);
    const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from order_feedback
      where account_id = ${accountId} and kind = 'survey'`);
    return {
      rows: r.rows.map((x) => ({ ...x, question_id: Number(x.question_id) })),
      responses: total.rows[0]?.n ?? 0,
    };
  },
};
