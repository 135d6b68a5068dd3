import type {
  TFeedbackSummary,
  TOrderEvaluationInput,
  TOrderEvaluationPage,
  TSatisfactionPage,
  TSurveyAnswersInput,
  TSurveyQuestion,
  TSurveyQuestionInput,
} from '@ulak/shared/order-feedback';
import { apiData, apiRequest } from '../../lib/api/api-client';

export type TFeedbackKind = 'evaluation' | 'survey';
export type TMemberFeedbackRow = {
  id: number;
  kind: TFeedbackKind;
  order_code: string;
  rating: number | null;
  comment: string;
  products: string;
  answers: string;
  created_at: string;
};
type TPaged<T> = { data: T[]; meta: { page: number; perPage: number; total: number } };

// Member-side pages: no session, the signed token is the only proof; the page shows refusals itself.
const memberSide = { auth: 'none', silent: true } as const;

export const orderFeedbackApi = {
  evaluation: (token: string) => apiData<TOrderEvaluationPage>(`order-feedback/evaluation/${token}`, memberSide),
  rate: (token: string, body: TOrderEvaluationInput) =>
    apiData<{ stored: boolean }>(`order-feedback/evaluation/${token}`, { ...memberSide, method: 'POST', body }),
  satisfaction: (token: string) => apiData<TSatisfactionPage>(`order-feedback/satisfaction/${token}`, memberSide),
  answer: (token: string, body: TSurveyAnswersInput) =>
    apiData<{ stored: boolean }>(`order-feedback/satisfaction/${token}`, { ...memberSide, method: 'POST', body }),
  questions: () => apiData<TSurveyQuestion[]>('order-survey/questions'),
  saveQuestions: (questions: TSurveyQuestionInput[]) =>
    apiData<TSurveyQuestion[]>('order-survey/questions', { method: 'PUT', body: { questions } }),
  summary: (kind: TFeedbackKind) => apiData<TFeedbackSummary>('order-feedback/summary', { query: { kind } }),
  ofMember: (memberId: number, query: { page: number; perPage: number }) =>
    apiRequest<TPaged<TMemberFeedbackRow>>(`members/${memberId}/order-feedback`, { query }),
};
