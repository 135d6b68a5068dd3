import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDashboardRange } from '@ulak/shared/dashboard';
import { dashboardApi } from '../api';
import { dashboardKeys } from '../query-keys';

export const statsQuery = (range: TDashboardRange) =>
  queryOptions({ queryKey: dashboardKeys.stats(range), queryFn: () => dashboardApi.stats(range) });
export const suggestionsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.suggestions(), queryFn: dashboardApi.suggestions });
export const onboardingQuery = () =>
  queryOptions({ queryKey: dashboardKeys.onboarding(), queryFn: dashboardApi.onboarding });

export function useDashboardStats(range: TDashboardRange) {
  // The previous range stays on screen while the next loads: the cards and charts keep their place.
  return useQuery({ ...statsQuery(range), placeholderData: keepPreviousData });
}

export function useSuggestions() {
  return useQuery(suggestionsQuery());
}

export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dashboardApi.dismiss,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.suggestions() }),
  });
}

export function useOnboarding() {
  return useQuery(onboardingQuery());
}

export function useSkipOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dashboardApi.skipStep,
    onSuccess: (state) => queryClient.setQueryData(dashboardKeys.onboarding(), state),
  });
}

export function useCloseOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dashboardApi.close,
    onSuccess: (state) => queryClient.setQueryData(dashboardKeys.onboarding(), state),
  });
}
