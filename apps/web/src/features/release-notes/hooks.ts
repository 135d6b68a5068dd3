import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { releaseNotesApi, releaseNotesKeys } from './api';

export function useReleaseNotes(page: number, perPage: number) {
  return useQuery({
    queryKey: releaseNotesKeys.list(page, perPage),
    queryFn: () => releaseNotesApi.list(page, perPage),
    placeholderData: keepPreviousData,
  });
}

// The header's unread mark: checked when the layout opens and every ten minutes.
export function useUnreadReleaseNotes() {
  return useQuery({
    queryKey: releaseNotesKeys.unread(),
    queryFn: releaseNotesApi.unread,
    staleTime: 60_000,
    refetchInterval: 600_000,
  });
}

// Marks the notes read; the list on screen keeps its "new" marks until it is opened again.
export function useMarkReleaseNotesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseNotesApi.markRead,
    onSuccess: (result) => client.setQueryData(releaseNotesKeys.unread(), result),
  });
}
