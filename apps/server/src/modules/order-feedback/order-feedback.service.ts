import type { ZOrderEvaluationInput, ZSurveyAnswersInput, ZSurveyQuestionsInput } from '@ulak/shared';
import {
  HTTP_STATUS,
  type TFeedbackSummary,
  type TOrderEvaluationPage,
  type TPageQuery,
  type TSatisfactionPage,
} from '@ulak/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/http/app-error';
import { memberOrder, type TMemberOrder } from '../audience';
import { orderFeedbackRepository as repo } from './order-feedback.repository';
import { feedbackUrl, verifyFeedbackToken, type TFeedbackKind, type TFeedbackTarget } from './tokens';

type TDeps = Pick<AppDeps, 'db' | 'secretBox'>;

// A forged token and an expired one both answer 404, each with its own message for the page.
async function openToken(deps: TDeps, kind: TFeedbackKind, token: string) {
  const verified = await verifyFeedbackToken(deps, kind, token);
  if (!verified.ok)
    throw new AppError(
      'token_invalid',
      HTTP_STATUS.notFound,
      verified.reason === 'expired' ? 'order_feedback.link_expired' : 'order_feedback.link_invalid',
    );
  const { accountId, memberId, orderId } = verified.target;
  const order = await memberOrder(deps.db, accountId, memberId, { id: orderId });
  if (!order) throw new AppError('token_invalid', HTTP_STATUS.notFound, 'order_feedback.link_invalid');
  return { target: verified.target, order };
}

function orderView(order: TMemberOrder) {
  return {
    orderCode: order.orderCode,
    date: order.date,
    memberName: order.memberName,
    language: order.language === 'en' ? ('en' as const) : ('tr' as const),
    products: order.items,
  };
}

const alreadySent = () => validationError('order_feedback.already_submitted');

export async function evaluationPage(deps: TDeps, token: string): Promise<TOrderEvaluationPage> {
  const { target, order } = await openToken(deps, 'evaluation', token);
  const row = await repo.find(deps.db, target.accountId, 'evaluation', target.memberId, target.orderId);
  return {
    ...orderView(order),
    submitted: row
      ? {
          rating: row.rating ?? 0,
          comment: row.comment ?? '',
          products: row.products.map((p) => ({ code: p.code, rating: p.rating, comment: p.comment })),
        }
      : null,
  };
}

export async function submitEvaluation(deps: TDeps, token: string, input: z.output<typeof ZOrderEvaluationInput>) {
  const { target, order } = await openToken(deps, 'evaluation', token);
  const titles = new Map(order.items.map((i) => [i.code, i.title]));
  const seen = new Set<string>();
  const products = input.products.flatMap((p) => {
    if (seen.has(p.code)) return [];
    seen.add(p.code);
    if (!titles.has(p.code)) throw validationError('order_feedback.product_not_in_order', 'products');
    return [{ code: p.code, title: titles.get(p.code), rating: p.rating, comment: p.comment }];
  });
  const stored = await repo.insertOnce(deps.db, {
    ...target,
    kind: 'evaluation',
    orderCode: order.orderCode,
    rating: input.rating,
    comment: input.comment || null,
    products,
    answers: [],
  });
  if (!stored) throw alreadySent();
  return { stored: true };
}

export async function satisfactionPage(deps: TDeps, token: string): Promise<TSatisfactionPage> {
  const { target, order } = await openToken(deps, 'survey', token);
  const [questions, row] = await Promise.all([
    repo.questions(deps.db, target.accountId),
    repo.find(deps.db, target.accountId, 'survey', target.memberId, target.orderId),
  ]);
  return {
    ...orderView(order),
    questions,
    submitted: row ? row.answers.map((a) => ({ questionId: a.questionId, value: a.value })) : null,
  };
}

// Every answer is checked against its question: a required one present, a rating 1–5, a choice one
// of the options; an answer to an unknown question is refused.
export async function submitSurvey(deps: TDeps, token: string, input: z.output<typeof ZSurveyAnswersInput>) {
  const { target, order } = await openToken(deps, 'survey', token);
  const questions = await repo.questions(deps.db, target.accountId);
  const given = new Map(input.answers.map((a) => [a.questionId, a.value]));
  for (const id of given.keys())
    if (!questions.some((q) => q.id === id)) throw validationError('order_feedback.unknown_question', 'answers');
  const answers: { questionId: number; question: string; value: string | number }[] = [];
  for (const q of questions) {
    const value = given.get(q.id);
    const empty = value === undefined || value === '';
    if (empty) {
      if (q.required) throw validationError('order_feedback.answer_required', `answers.${q.id}`);
      continue;
    }
    if (q.kind === 'rating' && !(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5))
      throw validationError('validation.rating_range', `answers.${q.id}`);
    if (q.kind === 'single' && !(typeof value === 'string' && q.options.includes(value)))
      throw validationError('order_feedback.option_unknown', `answers.${q.id}`);
    if (q.kind === 'text' && typeof value !== 'string')
      throw validationError('order_feedback.answer_required', `answers.${q.id}`);
    answers.push({ questionId: q.id, question: q.text, value: value as string | number });
  }
  if (questions.length === 0) throw validationError('order_feedback.survey_empty');
  const stored = await repo.insertOnce(deps.db, {
    ...target,
    kind: 'survey',
    orderCode: order.orderCode,
    rating: null,
    comment: null,
    products: [],
    answers,
  });
  if (!stored) throw alreadySent();
  return { stored: true };
}

export async function surveyQuestions(deps: TDeps, accountId: number) {
  return repo.questions(deps.db, accountId);
}

export async function saveSurveyQuestions(
  deps: TDeps,
  accountId: number,
  input: z.output<typeof ZSurveyQuestionsInput>,
) {
  await repo.replaceQuestions(deps.db, accountId, input.questions);
  return repo.questions(deps.db, accountId);
}

export async function feedbackSummary(deps: TDeps, accountId: number, kind: TFeedbackKind): Promise<TFeedbackSummary> {
  if (kind === 'evaluation') return { ...(await repo.evaluationSummary(deps.db, accountId)), questions: [] };
  const [questions, answers] = await Promise.all([
    repo.questions(deps.db, accountId),
    repo.surveyAnswers(deps.db, accountId),
  ]);
  return {
    responses: answers.responses,
    averageRating: null,
    products: [],
    questions: questions.map((q) => {
      const rows = answers.rows.filter((r) => r.question_id === q.id);
      const answered = rows.reduce((s, r) => s + r.n, 0);
      const ratingSum = rows.reduce((s, r) => s + (typeof r.value === 'number' ? r.value * r.n : 0), 0);
      const countOf = (value: string | number) => rows.filter((r) => r.value === value).reduce((s, r) => s + r.n, 0);
      return {
        id: q.id,
        text: q.text,
        kind: q.kind,
        answered,
        average: q.kind === 'rating' && answered > 0 ? Math.round((ratingSum / answered) * 100) / 100 : null,
        counts:
          q.kind === 'single'
            ? q.options.map((option) => ({ option, count: countOf(option) }))
            : q.kind === 'rating'
              ? [1, 2, 3, 4, 5].map((n) => ({ option: String(n), count: countOf(n) }))
              : [],
        latest: q.kind === 'text' ? rows.slice(0, 5).map((r) => String(r.value)) : [],
      };
    }),
  };
}

// The member detail tab: the member's evaluations and survey answers, newest first.
export async function memberFeedback(deps: Pick<AppDeps, 'db'>, accountId: number, memberId: number, q: TPageQuery) {
  const { rows, total } = await repo.ofMember(deps.db, accountId, memberId, q);
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      order_code: r.order_code,
      rating: r.rating,
      comment: r.comment ?? '',
      products: r.products
        .map((p) => `${p.title ?? p.code}: ${p.rating}/5${p.comment ? ` (${p.comment})` : ''}`)
        .join('; '),
      answers: r.answers.map((a) => `${a.question}: ${a.value}`).join('; '),
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

// The two links the order evaluation and satisfaction scenarios put in their messages: signed for
// the member and the order that triggered the journey; empty when the order is not the member's.
export async function orderFeedbackLinks(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>,
  accountId: number,
  memberId: number,
  orderCode: string,
): Promise<{ order_evaluation_url: string; satisfaction_url: string } | null> {
  const order = await memberOrder(deps.db, accountId, memberId, { code: orderCode });
  if (!order) return null;
  const target: TFeedbackTarget = { accountId, memberId, orderId: order.id };
  return {
    order_evaluation_url: await feedbackUrl(deps, 'evaluation', target),
    satisfaction_url: await feedbackUrl(deps, 'survey', target),
  };
}
