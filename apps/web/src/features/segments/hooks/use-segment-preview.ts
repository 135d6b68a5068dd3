import type { TSegmentCriteria } from '@ulak/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { segmentsApi } from '../api';
import { completeCriteria } from '../criteria-draft';
import { segmentKeys } from '../query-keys';

const PREVIEW_DEBOUNCE_MS = 500;

// The builder's live count: the criteria as typed, debounced, only once every row is complete.
export function useSegmentPreview(criteria: TSegmentCriteria, applicationId: number | null, segmentId: number | null) {
  const [debounced] = useDebouncedValue(criteria, PREVIEW_DEBOUNCE_MS);
  const ready = completeCriteria(debounced);
  const body = { criteria: debounced, applicationId, segmentId };
  return useQuery({
    queryKey: segmentKeys.preview(body),
    queryFn: ({ signal }) => segmentsApi.preview(body, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
