import type { TSegmentActionInput, TSegmentInputDraft } from '@ulak/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { segmentsApi, type TSegmentQuery } from '../api';
import { segmentKeys } from '../query-keys';

const ACTION_POLL_MS = 2_000;

export function useSegments(query: TSegmentQuery) {
  return useQuery({
    queryKey: segmentKeys.list(query),
    queryFn: () => segmentsApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useSegment(id: number | null) {
  return useQuery({
    queryKey: segmentKeys.detail(id ?? 0),
    queryFn: () => segmentsApi.get(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

export function useSegmentMembers(id: number, query: TSegmentQuery) {
  return useQuery({
    queryKey: segmentKeys.members(id, query),
    queryFn: () => segmentsApi.members(id, query),
    placeholderData: keepPreviousData,
  });
}

export function useSegmentHistory(id: number) {
  return useQuery({ queryKey: segmentKeys.history(id), queryFn: () => segmentsApi.history(id) });
}

// Actions run as jobs: poll while one is still queued or running.
export function useSegmentActions(id: number) {
  return useQuery({
    queryKey: segmentKeys.actions(id),
    queryFn: () => segmentsApi.actions(id),
    refetchInterval: (q) =>
      q.state.data?.some((a) => a.status === 'in_queue' || a.status === 'running') ? ACTION_POLL_MS : false,
  });
}

export function useSegmentActionReport(applicationId: number, actionId: number) {
  return useQuery({
    queryKey: segmentKeys.report(applicationId, actionId),
    queryFn: () => segmentsApi.report(applicationId, actionId),
    retry: false,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === 'in_queue' || q.state.data.status === 'running')
        ? ACTION_POLL_MS
        : false,
  });
}

function useInvalidateSegments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: segmentKeys.all });
}

export function useSaveSegment() {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (input: { id: number | null; body: TSegmentInputDraft }) =>
      input.id === null ? segmentsApi.create(input.body) : segmentsApi.update(input.id, input.body),
    onSuccess: invalidate,
  });
}

export function useDeleteSegment() {
  const invalidate = useInvalidateSegments();
  return useMutation({ mutationFn: segmentsApi.remove, onSuccess: invalidate });
}

export function useSegmentStatus() {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (input: { id: number; status: 'active' | 'passive' }) => segmentsApi.setStatus(input.id, input.status),
    onSuccess: invalidate,
  });
}

export function useRefreshSegment() {
  const invalidate = useInvalidateSegments();
  return useMutation({ mutationFn: segmentsApi.refresh, onSuccess: invalidate });
}

export function useEditSegmentMembers(id: number) {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (input: { change: 'add' | 'remove'; memberIds: number[] } | { change: 'import'; file: File }) =>
      input.change === 'import'
        ? segmentsApi.importMembers(id, input.file).then((r) => r.added)
        : input.change === 'add'
          ? segmentsApi.addMembers(id, input.memberIds).then((r) => r.added)
          : segmentsApi.removeMembers(id, input.memberIds).then((r) => r.removed),
    onSuccess: invalidate,
  });
}

export function useRunSegmentAction(id: number) {
  const invalidate = useInvalidateSegments();
  return useMutation({
    mutationFn: (body: TSegmentActionInput) => segmentsApi.runAction(id, body),
    onSuccess: invalidate,
  });
}

export function useExportSegment() {
  return useMutation({ mutationFn: segmentsApi.exportMembers });
}

export function useDownloadSegmentExport() {
  return useMutation({ mutationFn: segmentsApi.downloadExport });
}
