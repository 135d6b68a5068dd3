import type { TAbVariant, TWidgetInputDraft } from '@ulak/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterApi, widgetsApi, type TWidgetQuery } from '../api';
import { widgetKeys } from '../query-keys';

export function useWidgets(query: TWidgetQuery) {
  return useQuery({
    queryKey: widgetKeys.list(query),
    queryFn: () => widgetsApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useWidget(id: number | null) {
  return useQuery({
    queryKey: widgetKeys.detail(id ?? 0),
    queryFn: () => widgetsApi.get(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

export function useWidgetResults(id: number, query: TWidgetQuery) {
  return useQuery({ queryKey: widgetKeys.results(id, query), queryFn: () => widgetsApi.results(id, query) });
}

export function useSurveyVoters(id: number, enabled: boolean, query: TWidgetQuery) {
  return useQuery({
    queryKey: widgetKeys.people(id, 'voters', query),
    queryFn: () => widgetsApi.voters(id, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useWheelWinners(id: number, enabled: boolean, query: TWidgetQuery) {
  return useQuery({
    queryKey: widgetKeys.people(id, 'winners', query),
    queryFn: () => widgetsApi.winners(id, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: widgetKeys.all });
}

export function useSaveWidget() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TWidgetInputDraft }) =>
      id ? widgetsApi.update(id, body) : widgetsApi.create(body),
    onSuccess: invalidate,
  });
}

export function useWidgetStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'activate' | 'pause' }) => widgetsApi.setStatus(id, action),
    onSuccess: invalidate,
  });
}

export function useApplyAbWinner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, variant }: { id: number; variant: TAbVariant }) => widgetsApi.applyWinner(id, variant),
    onSuccess: invalidate,
  });
}

export function useDeleteWidget() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => widgetsApi.remove(id), onSuccess: invalidate });
}

export function useInstallCheck() {
  return useMutation({ mutationFn: (id: number) => widgetsApi.installCheck(id) });
}

// Opening the double opt-in link confirms the address once; opening it again shows the same answer.
export function useNewsletterConfirmation(token: string) {
  return useQuery({
    queryKey: widgetKeys.newsletterConfirmation(token),
    queryFn: () => newsletterApi.confirm(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
