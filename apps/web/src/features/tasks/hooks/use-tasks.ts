import type { TAudienceCountInput, TTaskInputDraft } from '@ulak/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi, type TTaskQuery } from '../api';
import { taskKeys } from '../query-keys';

export function useTasks(query: TTaskQuery) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: () => tasksApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: number) {
  // The wizard asks with id 0 for a new task: nothing to load then.
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: () => tasksApi.get(id),
    retry: false,
    enabled: id > 0,
  });
}

export function useTaskRuns(id: number, kind: 'log' | 'triggers', query: TTaskQuery) {
  return useQuery({
    queryKey: taskKeys.runs(id, kind, query),
    queryFn: () => tasksApi.runs(id, kind, query),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

export function useTaskReport(id: number) {
  return useQuery({ queryKey: taskKeys.report(id), queryFn: () => tasksApi.report(id), refetchInterval: 10_000 });
}

export function useAudienceCount(body: TAudienceCountInput | null) {
  return useQuery({
    queryKey: taskKeys.count(body),
    queryFn: ({ signal }) => tasksApi.audienceCount(body as TAudienceCountInput, signal),
    enabled: body !== null,
    retry: false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}

export function useSaveTask() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TTaskInputDraft }) =>
      id ? tasksApi.update(id, body) : tasksApi.create(body),
    onSuccess: invalidate,
  });
}

export function useTaskActions() {
  const invalidate = useInvalidate();
  const status = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'passive' }) => tasksApi.setStatus(id, status),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (id: number) => tasksApi.remove(id), onSuccess: invalidate });
  const runNow = useMutation({ mutationFn: (id: number) => tasksApi.runNow(id), onSuccess: invalidate });
  const requeue = useMutation({ mutationFn: (runId: number) => tasksApi.requeue(runId), onSuccess: invalidate });
  return { status, remove, runNow, requeue };
}
