import { z } from 'zod';

// Order evaluation and the order satisfaction survey (SPEC §1 scenarios, §2 member pages).
export const SURVEY_QUESTION_KINDS = ['single', 'rating', 'text'] as const;
export type TSurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

const ZRating = z
  .number('validation.rating_range')
  .int('validation.rating_range')
  .min(1, 'validation.rating_range')
  .max(5, 'validation.rating_range');
const ZComment = z.string().trim().max(2000, 'validation.comment_too_long').default('');

export const ZOrderEvaluationInput = z.object({
  rating: ZRating,
  comment: ZComment,
  products: z
    .array(z.object({ code: z.string().trim().min(1).max(200), rating: ZRating, comment: ZComment }))
    .max(200)
    .default([]),
});
export type TOrderEvaluationInput = z.input<typeof ZOrderEvaluationInput>;

export const ZSurveyQuestionInput = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS),
    text: z.string().trim().min(1, 'validation.question_text_required').max(300),
    options: z.array(z.string().trim().min(1, 'validation.option_required').max(120)).max(10).default([]),
    required: z.boolean().default(true),
  })
  .refine((q) => q.kind !== 'single' || q.options.length >= 2, {
    message: 'validation.options_min_two',
    path: ['options'],
  });
export type TSurveyQuestionInput = z.input<typeof ZSurveyQuestionInput>;

export const ZSurveyQuestionsInput = z.object({ questions: z.array(ZSurveyQuestionInput).max(20) });

export const ZSurveyAnswersInput = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.number().int().positive(),
        value: z.union([z.string().trim().max(2000), z.number()]),
      }),
    )
    .max(20),
});
export type TSurveyAnswersInput = z.input<typeof ZSurveyAnswersInput>;

export type TSurveyQuestion = {
  id: number;
  kind: TSurveyQuestionKind;
  text: string;
  options: string[];
  required: boolean;
};

export type TFeedbackOrder = {
  orderCode: string;
  date: string;
  memberName: string;
  language: 'tr' | 'en';
  products: { code: string; title: string; quantity: number; image?: string }[];
};

export type TOrderEvaluationPage = TFeedbackOrder & {
  submitted: { rating: number; comment: string; products: { code: string; rating: number; comment: string }[] } | null;
};

export type TSatisfactionPage = TFeedbackOrder & {
  questions: TSurveyQuestion[];
  submitted: { questionId: number; value: string | number }[] | null;
};

export type TFeedbackSummary = {
  responses: number;
  averageRating: number | null;
  products: { code: string; title: string; average: number; count: number }[];
  questions: {
    id: number;
    text: string;
    kind: TSurveyQuestionKind;
    answered: number;
    average: number | null;
    counts: { option: string; count: number }[];
    latest: string[];
  }[];
};
