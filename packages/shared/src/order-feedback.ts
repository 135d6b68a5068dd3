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

// Response shapes (the API documents and checks them).
export const ZSurveyQuestion = z.object({
  id: z.number(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  text: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestion>;

const ZFeedbackOrder = z.object({
  orderCode: z.string(),
  date: z.string(),
  memberName: z.string(),
  language: z.enum(['tr', 'en']),
  products: z.array(
    z.object({ code: z.string(), title: z.string(), quantity: z.number(), image: z.string().optional() }),
  ),
});
export type TFeedbackOrder = z.infer<typeof ZFeedbackOrder>;

export const ZOrderEvaluationPage = ZFeedbackOrder.extend({
  submitted: z
    .object({
      rating: z.number(),
      comment: z.string(),
      products: z.array(z.object({ code: z.string(), rating: z.number(), comment: z.string() })),
    })
    .nullable(),
});
export type TOrderEvaluationPage = z.infer<typeof ZOrderEvaluationPage>;

export const ZSatisfactionPage = ZFeedbackOrder.extend({
  questions: z.array(ZSurveyQuestion),
  submitted: z.array(z.object({ questionId: z.number(), value: z.union([z.string(), z.number()]) })).nullable(),
});
export type TSatisfactionPage = z.infer<typeof ZSatisfactionPage>;

export const ZFeedbackSummary = z.object({
  responses: z.number(),
  averageRating: z.number().nullable(),
  products: z.array(z.object({ code: z.string(), title: z.string(), average: z.number(), count: z.number() })),
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      kind: z.enum(SURVEY_QUESTION_KINDS),
      answered: z.number(),
      average: z.number().nullable(),
      counts: z.array(z.object({ option: z.string(), count: z.number() })),
      latest: z.array(z.string()),
    }),
  ),
});
export type TFeedbackSummary = z.infer<typeof ZFeedbackSummary>;

export const ZFeedbackStored = z.object({ stored: z.boolean() });
