import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrderEvaluationInput, TSurveyAnswersInput, TSurveyQuestionInput } from '@ulak/shared/order-feedback';
import { orderFeedbackApi, type TFeedbackKind } from '../api';
import { orderFeedbackKeys } from '../query-keys';

// Member-side pages: a refused token is shown by the page itself, never tried again.
export const useEvaluationPage = (token: string) =>
  useQuery({
    queryKey: orderFeedbackKeys.page('evaluation', token),
    queryFn: () => orderFeedbackApi.evaluation(token),
    retry: false,
  });

export const useSatisfactionPage = (token: string) =>
  useQuery({
    queryKey: orderFeedbackKeys.page('survey', token),
    queryFn: () => orderFeedbackApi.satisfaction(token),
    retry: false,
  });

export const useRateOrder = (token: string, onSuccess: () => void) =>
  useMutation({ mutationFn: (body: TOrderEvaluationInput) => orderFeedbackApi.rate(token, body), onSuccess });

export const useAnswerSurvey = (token: string, onSuccess: () => void) =>
  useMutation({ mutationFn: (body: TSurveyAnswersInput) => orderFeedbackApi.answer(token, body), onSuccess });

export const useSurveyQuestions = () =>
  useQuery({ queryKey: orderFeedbackKeys.questions(), queryFn: orderFeedbackApi.questions });

// The saved questions replace the cached ones; the survey summary counts them again.
export function useSaveSurveyQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questions: TSurveyQuestionInput[]) => orderFeedbackApi.saveQuestions(questions),
    onSuccess: async (saved) => {
      client.setQueryData(orderFeedbackKeys.questions(), saved);
      await client.invalidateQueries({ queryKey: orderFeedbackKeys.summary('survey') });
    },
  });
}

export const useFeedbackSummary = (kind: TFeedbackKind) =>
  useQuery({ queryKey: orderFeedbackKeys.summary(kind), queryFn: () => orderFeedbackApi.summary(kind) });

export const useMemberFeedback = (memberId: number, paging: { page: number; perPage: number }) =>
  useQuery({
    queryKey: orderFeedbackKeys.member(memberId, paging),
    queryFn: () => orderFeedbackApi.ofMember(memberId, paging),
    placeholderData: keepPreviousData,
  });
