import { z } from 'zod';
import {
  ZFeedbackStored,
  ZFeedbackSummary,
  ZOrderEvaluationInput,
  ZOrderEvaluationPage,
  ZSatisfactionPage,
  ZSurveyAnswersInput,
  ZSurveyQuestion,
  ZSurveyQuestionsInput,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  evaluationPage,
  feedbackSummary,
  satisfactionPage,
  saveSurveyQuestions,
  submitEvaluation,
  submitSurvey,
  surveyQuestions,
} from './order-feedback.service';

const ZToken = z.object({ token: z.string().max(120) });
const ok = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

// Public: the member pages behind /order_evaluation/:token and /satisfaction/questions/:token. No guard;
// the signed token is the only proof; rate limited per IP.
export const orderFeedbackPublicRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  app.get(
    '/order-feedback/evaluation/:token',
    { config: limited, schema: { params: ZToken, response: ok(ZOrderEvaluationPage) } },
    async (req) => ({
      data: await evaluationPage(deps, req.params.token),
    }),
  );
  app.post(
    '/order-feedback/evaluation/:token',
    { config: limited, schema: { params: ZToken, body: ZOrderEvaluationInput, response: ok(ZFeedbackStored) } },
    async (req) => ({ data: await submitEvaluation(deps, req.params.token, req.body) }),
  );
  app.get(
    '/order-feedback/satisfaction/:token',
    { config: limited, schema: { params: ZToken, response: ok(ZSatisfactionPage) } },
    async (req) => ({ data: await satisfactionPage(deps, req.params.token) }),
  );
  app.post(
    '/order-feedback/satisfaction/:token',
    { config: limited, schema: { params: ZToken, body: ZSurveyAnswersInput, response: ok(ZFeedbackStored) } },
    async (req) => ({ data: await submitSurvey(deps, req.params.token, req.body) }),
  );
};

// Guard: user (registry). The account's satisfaction survey questions and the results summary.
export const orderFeedbackRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const questions = ok(z.array(ZSurveyQuestion));
  app.get('/order-survey/questions', { schema: { response: questions } }, async (req) => ({
    data: await surveyQuestions(deps, acc(req)),
  }));
  app.put('/order-survey/questions', { schema: { body: ZSurveyQuestionsInput, response: questions } }, async (req) => ({
    data: await saveSurveyQuestions(deps, acc(req), req.body),
  }));
  app.get(
    '/order-feedback/summary',
    {
      schema: { querystring: z.object({ kind: z.enum(['evaluation', 'survey']) }), response: ok(ZFeedbackSummary) },
    },
    async (req) => ({ data: await feedbackSummary(deps, acc(req), req.query.kind) }),
  );
};
