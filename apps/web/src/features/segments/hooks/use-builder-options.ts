import { useQuery } from '@tanstack/react-query';
import { recordsApi } from '../../records/api';
import { recordKeys } from '../../records/query-keys';
import { useSegments } from './use-segments';

const TAG_LIMIT = 100;

// Choices for the builder's pickers: tag names and the account's other segments.
export function useBuilderOptions(segmentId: number | null) {
  const tags = useQuery({
    queryKey: recordKeys.tagList({ perPage: TAG_LIMIT }),
    queryFn: () => recordsApi.tags({ perPage: TAG_LIMIT }),
    staleTime: 60_000,
  });
  const segments = useSegments({ perPage: 100 });
  return {
    tagNames: [...new Set((tags.data?.data ?? []).map((tag) => tag.name))],
    segments: (segments.data?.data ?? [])
      .filter((s) => s.id !== segmentId)
      .map((s) => ({ value: String(s.id), label: s.name })),
  };
}
